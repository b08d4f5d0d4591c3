import { t } from '@lingui/core/macro';
import { TOO_LONG, type TooLongLabel } from '../../core/i18n/too-long';
import { formatDecimal, sayDescriptor } from './i18n';

/**
 * Text limits at the field (decision 260): nothing typed or pasted is ever cut (no `maxLength`); a
 * counter appears near the limit and text over it is a field error in the schema's own words, so the
 * form and the API (core/limits.ts) refuse the same thing the same way.
 */

/** The counter shows from this share of the limit on. */
export const COUNTER_FROM = 0.8;

/** The length the server checks: schemas trim before they count. */
export function textLength(value: string): number {
  return value.trim().length;
}

/** Whether the counter is shown: near the limit or over it. */
export function showsCounter(value: string, max: number): boolean {
  return textLength(value) >= Math.ceil(max * COUNTER_FROM);
}

/** How many characters over the limit, 0 when within it. */
export function charactersOver(value: string, max: number): number {
  return Math.max(0, textLength(value) - max);
}

/**
 * "Title must be at most 200 characters" in the reader's language: the one too-long message of every
 * field (decision 422), a whole sentence per field (core/i18n/too-long.ts, the server's too), the limit
 * written as the language writes numbers. English is the schema's words (core/limits.ts `tooLongMessage`).
 */
export function tooLongText(label: TooLongLabel, max: number): string {
  return sayDescriptor(TOO_LONG[label], { max });
}

/** The field error of text over its limit, or undefined (`tooLongText`). */
export function lengthError(value: string, max: number, label: TooLongLabel): string | undefined {
  return charactersOver(value, max) === 0 ? undefined : tooLongText(label, max);
}

/** A count as the reader writes it: "20,000" in English, "20.000" in German. */
const count = (n: number) => formatDecimal(n, 0);

/** "180 / 200 characters", "20,001 / 20,000 characters, 1 too many". */
export function counterText(value: string, max: number): string {
  const length = count(textLength(value));
  const limit = count(max);
  const over = charactersOver(value, max);
  if (over === 0) return t`${length} / ${limit} characters`;
  const tooMany = count(over);
  return t`${length} / ${limit} characters, ${tooMany} too many`;
}
