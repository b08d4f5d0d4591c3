import type { MailMessage } from '../../lib/mailer';
import { translate } from '../../lib/i18n';
import type { Locale } from '../../../core/i18n/locales';

/* The password-reset mail's messages (decisions 363, 367), extracted into core/i18n/server/*.po. */
const M = {
  subject: /*i18n*/ { id: 'reset.subject', message: 'Reset your Tend password' },
  hello: /*i18n*/ { id: 'reset.greeting', message: 'Hello,' },
  helloName: /*i18n*/ { id: 'reset.greetingNamed', message: 'Hello {name},' },
  asked: /*i18n*/ {
    id: 'reset.asked',
    message: 'Someone (hopefully you) asked to reset the password of your Tend account.',
  },
  open: /*i18n*/ { id: 'reset.open', message: 'Open this link within one hour to choose a new password:' },
  ignore: /*i18n*/ {
    id: 'reset.ignore',
    message: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  },
  takeCare: /*i18n*/ { id: 'reset.takeCare', message: 'Take care,' },
} as const;

/** The mail with a password-reset link, in the given language (decision 367). */
export function passwordResetMail(opts: {
  to: string;
  tag: string;
  name: string | null;
  link: string;
  locale: Locale;
}): MailMessage {
  const { locale, name } = opts;
  return {
    to: opts.to,
    tag: opts.tag,
    subject: translate(locale, M.subject),
    text: [
      name ? translate(locale, M.helloName, { name }) : translate(locale, M.hello),
      '',
      translate(locale, M.asked),
      translate(locale, M.open),
      '',
      opts.link,
      '',
      translate(locale, M.ignore),
      '',
      translate(locale, M.takeCare),
      'Tend',
    ].join('\n'),
  };
}
