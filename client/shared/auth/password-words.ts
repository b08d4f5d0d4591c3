import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GUESSABLE_REASON, type PasswordCriterion, type PasswordStrength } from '../../../core/password';

/** The meter's labels (docs/product.md §5), by the label core gives. */
const LABELS: Record<PasswordStrength['label'], MessageDescriptor> = {
  'Very Weak': msg({ message: 'Very Weak', context: 'password strength' }),
  Weak: msg({ message: 'Weak', context: 'password strength' }),
  Fair: msg({ message: 'Fair', context: 'password strength' }),
  Good: msg({ message: 'Good', context: 'password strength' }),
  Strong: msg({ message: 'Strong', context: 'password strength' }),
};

/** What a missing criterion adds, as a part of the "Add …" hint. */
const PARTS: Record<PasswordCriterion, MessageDescriptor> = {
  length: msg`at least 8 characters`,
  lowercase: msg`a lowercase letter`,
  uppercase: msg`an uppercase letter`,
  number: msg`a number`,
};

const GUESSABLE = msg`Easy to guess: it looks like a common password, word, date or keyboard pattern, or uses your own email or name.`;
const FAIRLY_GUESSABLE = msg`Rated lower because it is fairly easy to guess: another word or a few more characters would help.`;

/**
 * The meter's words in the reader's language (decision 445). core/password.ts decides (the same rule
 * as the server's) and keeps the spec's English; this says it. The hint's parts are joined with
 * `Intl.ListFormat` of the language — for English the list style without a comma before "and"
 * (`en-GB`), the spec's "Add at least 8 characters, a lowercase letter, an uppercase letter and a number".
 */
export function strengthWords(
  strength: PasswordStrength,
  i18n: Pick<I18n, '_' | 'locale'>,
): { label: string; hint: string | null; lowered: string | null } {
  const label = i18n._(LABELS[strength.label]);
  let hint: string | null = null;
  if (strength.missing.length > 0) {
    const parts = strength.missing.map((key) => i18n._(PARTS[key]));
    const listLocale = !i18n.locale || i18n.locale.startsWith('en') ? 'en-GB' : i18n.locale;
    const list = new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(parts);
    hint = i18n._(msg`Add ${list}`);
  }
  const lowered =
    strength.lowered === null
      ? null
      : i18n._(strength.lowered === GUESSABLE_REASON ? GUESSABLE : FAIRLY_GUESSABLE);
  return { label, hint, lowered };
}
