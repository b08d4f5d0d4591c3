import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../core/i18n/locales';
import { tooLongOf } from '../../core/i18n/too-long';
import { translate } from './i18n';

/**
 * The API's messages people see at a field or in a toast, in the reader's language (decision 363). The
 * rules (core's schemas, the services) keep writing English; the error handler looks each message up
 * here by its English text and answers it in the request's language. A message not listed stays English.
 * Text over a length limit ("Title must be at most 200 characters") is said from the descriptors the
 * app uses at the field (core/i18n/too-long.ts, decision 422), with the limit the message names.
 */
const MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'error.emailRequired', message: 'Email is required' },
  /*i18n*/ { id: 'error.emailTooLong', message: 'Email is too long' },
  /*i18n*/ { id: 'error.emailInvalid', message: 'Please enter a valid email address.' },
  /*i18n*/ { id: 'error.nameRequired', message: 'Name required' },
  /*i18n*/ { id: 'error.passwordRequired', message: 'Password is required' },
  /*i18n*/ { id: 'error.passwordTooLong', message: 'Password must be at most 256 characters.' },
  /*i18n*/ { id: 'error.passwordTooShort', message: 'Password must be at least 8 characters.' },
  /*i18n*/ { id: 'error.passwordWeak', message: 'Password too weak. Please choose a stronger password.' },
  /*i18n*/ {
    id: 'error.passwordGuessable',
    message: 'This password is too common or too easy to guess. Please choose one that is harder to guess.',
  },
  /*i18n*/ { id: 'error.emailTaken', message: 'An account with this email already exists.' },
  /*i18n*/ { id: 'error.invalidLogin', message: 'Invalid email or password' },
  /*i18n*/ {
    id: 'error.invalidReset',
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  /*i18n*/ { id: 'error.resetLinkInvalid', message: 'The reset link is not valid' },
  /*i18n*/ { id: 'error.wrongPassword', message: 'The password is not correct.' },
  /*i18n*/ { id: 'error.signIn', message: 'Please sign in to continue.' },
  /*i18n*/ { id: 'error.tooMany', message: 'Too many attempts. Please wait a little and try again.' },
  /*i18n*/ { id: 'error.server', message: 'Something went wrong on our side. Please try again.' },
  /*i18n*/ {
    id: 'error.unavailable',
    message: 'Tend is temporarily unavailable. Please try again in a moment.',
  },
  /*i18n*/ { id: 'error.signupsClosed', message: 'Signing up is closed on this server.' },
  /*i18n*/ { id: 'error.inviteNeeded', message: 'Signing up on this server needs an invitation link.' },
  /*i18n*/ {
    id: 'error.inviteInvalid',
    message: 'This invitation link is invalid, used or expired. Please ask for a new one.',
  },
  /*i18n*/ { id: 'error.inviteLinkInvalid', message: 'The invitation link is not valid' },
  /*i18n*/ { id: 'error.timeZone', message: 'Unknown time zone' },
];

const byEnglish = new Map(MESSAGES.map((m) => [m.message!, m]));

/** A listed message or a too-long one in `locale`; undefined for any other. */
function known(message: string, locale: Locale): string | undefined {
  const listed = byEnglish.get(message);
  if (listed) return translate(locale, listed);
  const tooLong = tooLongOf(message);
  return tooLong ? translate(locale, tooLong.descriptor, { max: tooLong.max }) : undefined;
}

/** One message in `locale`; a message not listed here is answered as it is. */
export function localiseMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const said = known(message, locale);
  if (said !== undefined) return said;
  // "email: Please enter a valid email address." — the field's name stays, its message is translated.
  const field = /^([\w.]+): (.+)$/s.exec(message);
  const inner = field ? known(field[2]!, locale) : undefined;
  return field && inner !== undefined ? `${field[1]}: ${inner}` : message;
}

/** An error body `{ message, issues? }` in `locale`. */
export function localiseErrorBody<T extends { message: string; issues?: { message: string }[] }>(
  body: T,
  locale: Locale,
): T {
  if (locale === 'en') return body;
  return {
    ...body,
    message: localiseMessage(body.message, locale),
    ...(body.issues
      ? { issues: body.issues.map((i) => ({ ...i, message: localiseMessage(i.message, locale) })) }
      : {}),
  };
}
