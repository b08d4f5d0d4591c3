import type { MessageDescriptor } from '@lingui/core';
import type { MailMessage } from '../../lib/mailer';
import { translate } from '../../lib/i18n';
import type { Locale } from '../../../core/i18n/locales';

/**
 * The mail with a password-reset link, in the given language (decision 367). Its sentences stand where
 * the mail says them, as descriptors extracted into core/i18n/server/*.po (decision 363).
 */
export function passwordResetMail(opts: {
  to: string;
  tag: string;
  name: string | null;
  link: string;
  locale: Locale;
}): MailMessage {
  const { locale, name } = opts;
  const say = (text: MessageDescriptor, values?: Record<string, string>) => translate(locale, text, values);
  return {
    to: opts.to,
    tag: opts.tag,
    subject: say(/*i18n*/ { id: 'reset.subject', message: 'Reset your Tend password' }),
    text: [
      name
        ? say(/*i18n*/ { id: 'reset.greetingNamed', message: 'Hello {name},' }, { name })
        : say(/*i18n*/ { id: 'reset.greeting', message: 'Hello,' }),
      '',
      say(
        /*i18n*/ {
          id: 'reset.asked',
          message: 'Someone (hopefully you) asked to reset the password of your Tend account.',
        },
      ),
      say(/*i18n*/ { id: 'reset.open', message: 'Open this link within one hour to choose a new password:' }),
      '',
      opts.link,
      '',
      say(
        /*i18n*/ {
          id: 'reset.ignore',
          message: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
        },
      ),
      '',
      say(/*i18n*/ { id: 'reset.takeCare', message: 'Take care,' }),
      'Tend',
    ].join('\n'),
  };
}
