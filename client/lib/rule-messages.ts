import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AREA_RULES } from '../../core/areas';
import { englishOf } from '../../core/i18n/area-rules';
import { tooLongOf } from '../../core/i18n/too-long';
import { sayDescriptor } from './i18n';

/**
 * The English rules of core (the schemas of sign-in, sign-up, password reset and Profile, the password
 * rule) checked in the browser before sending, in the reader's language (decision 445). The same list
 * as the server's `server/lib/field-messages.ts` (decision 363), looked up the same way: by the English
 * text, which core keeps writing. A message not listed is shown as written.
 */
/** By the English text (the macro drops a descriptor's `message` in production builds). */
export const RULE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Email is required': msg`Email is required`,
  'Email is too long': msg`Email is too long`,
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'Name required': msg`Name required`,
  'Password is required': msg`Password is required`,
  'Password must be at most 256 characters.': msg`Password must be at most 256 characters.`,
  'Password must be at least 8 characters.': msg`Password must be at least 8 characters.`,
  'Please choose a stronger password.': msg`Please choose a stronger password.`,
  'Password too weak. Please choose a stronger password.': msg`Password too weak. Please choose a stronger password.`,
  'This password is too common or too easy to guess. Please choose one that is harder to guess.': msg`This password is too common or too easy to guess. Please choose one that is harder to guess.`,
};

/**
 * The wheel's rules the area dialog and Your wheel check before sending (decision 350): core's own
 * descriptors with their values (decision 476), by the English core says from them.
 */
const AREA_RULE_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(AREA_RULES).map((d) => [englishOf(d), d]),
);

/**
 * `english` in the active language when it is one of the rules' messages or text over a length limit
 * (core/i18n/too-long.ts, the server's lookup too; decision 422); else unchanged.
 */
export function ruleMessage(english: string): string {
  const descriptor = Object.hasOwn(RULE_MESSAGES, english) ? RULE_MESSAGES[english] : undefined;
  if (descriptor) return i18n._(descriptor);
  const rule = AREA_RULE_MESSAGES.get(english);
  if (rule) return sayDescriptor(rule, rule.values ?? {});
  const tooLong = tooLongOf(english);
  return tooLong ? sayDescriptor(tooLong.descriptor, { max: tooLong.max }) : english;
}
