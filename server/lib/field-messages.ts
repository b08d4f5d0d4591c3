import type { MessageDescriptor } from '@lingui/core';
import { AREA_RULES } from '../../core/areas';
import { TAGS_PER_ACCOUNT_MAX } from '../../core/tags';
import { WHO5_ANSWER_MAX, WHO5_ANSWER_MIN } from '../../core/who5';
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
  // The rules of a record, met in an import's rows as in the API's 400s (decision 415; their length
  // limits are the too-long messages above, decision 422). The server's
  // alone: the browser checks none of them before sending, so client/lib/rule-messages.ts lacks them.
  /*i18n*/ { id: 'error.dayFormat', message: 'Day must be a date written YYYY-MM-DD' },
  /*i18n*/ { id: 'error.dayFuture', message: 'Day cannot be in the future' },
  /*i18n*/ { id: 'error.dayTooEarly', message: 'Day cannot be before 1900-01-01' },
  /*i18n*/ { id: 'error.instant', message: 'must be an ISO 8601 date and time' },
  /*i18n*/ { id: 'error.score', message: 'Score must be between 0 and 10 in steps of 0.5' },
  /*i18n*/ { id: 'error.mood', message: 'Mood must be a whole number from 1 to 10' },
  /*i18n*/ { id: 'error.unknownArea', message: 'Unknown dimension' },
  /*i18n*/ { id: 'error.titleText', message: 'Title must be text' },
  /*i18n*/ { id: 'error.contentText', message: 'Content must be text' },
  /*i18n*/ { id: 'error.contentRequired', message: 'Content is required' },
  /*i18n*/ { id: 'error.notesText', message: 'Notes must be text' },
  /*i18n*/ {
    id: 'error.who5Answer',
    message: 'Each answer must be a whole number from {min} to {max}',
    values: { min: String(WHO5_ANSWER_MIN), max: String(WHO5_ANSWER_MAX) },
  },
  /*i18n*/ { id: 'error.tagBlank', message: 'A tag cannot be blank' },
  /*i18n*/ {
    id: 'error.tagLimit',
    message: 'An account can have at most {max} tags: use one you have, or merge or delete some first.',
    values: { max: String(TAGS_PER_ACCOUNT_MAX) },
  },
  // The wheel's rules: core's descriptors, the app's rule list says the same ones (decision 476).
  ...Object.values(AREA_RULES),
];

/** Each message by its English, said from its own descriptor (a limit's number in it too). */
const byEnglish = new Map(MESSAGES.map((m) => [translate('en', m, m.values), m]));

/** A listed message or a too-long one in `locale`; undefined for any other. */
function known(message: string, locale: Locale): string | undefined {
  const listed = byEnglish.get(message);
  if (listed) return translate(locale, listed, listed.values);
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
