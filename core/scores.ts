import { DIMENSION_KEYS, type DimensionKey } from './dimensions';

/** Scores are 0–10 on a 0.5 step (docs/product.md §5, §9). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const SCORE_STEP = 0.5;
/** Starting score of an area before the user has rated it (docs/product.md §9). */
export const DEFAULT_SCORE = 5;
export const SCORE_ERROR_MESSAGE = 'Score must be between 0 and 10 in steps of 0.5';

/** A score as it travels: the server sends one-decimal strings, forms hold numbers. */
export type ScoreValue = number | string;

// Plain decimals only: no sign, exponent, hex or leading dot, so "1e1" or "0x5" cannot sneak in.
const SCORE_TEXT = /^(\d{1,2})(?:\.(\d+))?$/;
// The fraction must itself be on the step (".5", ".50", ".0"), checked on the digits rather than
// the parsed float so that "7.50000000000000001" is not rounded into validity.
const ON_STEP_FRACTION = /^(?:0+|50*)$/;

export function isScore(value: number): boolean {
  return Number.isFinite(value) && value >= SCORE_MIN && value <= SCORE_MAX && Number.isInteger(value * 2);
}

/**
 * A valid score from user or API input (number or numeric string), or null.
 * Strings are trimmed and must be plain decimals ("7", "7.5", " 7.50 ").
 */
export function parseScore(input: unknown): number | null {
  if (typeof input === 'number') return isScore(input) ? input + 0 : null; // `+ 0` turns -0 into 0
  if (typeof input !== 'string') return null;
  const m = SCORE_TEXT.exec(input.trim());
  if (!m) return null;
  const fraction = m[2];
  if (fraction !== undefined && !ON_STEP_FRACTION.test(fraction)) return null;
  const value = Number(m[0]);
  return isScore(value) ? value : null;
}

/**
 * Reads a score the server sent (number or one-decimal string) as a number, or null when it is not
 * a finite number. Unlike parseScore it does not insist on the 0.5 step, because stored means such
 * as overallScore are legitimately one-decimal values like "6.3".
 */
export function readScore(value: ScoreValue | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rounds to one decimal, halves away from zero, as a person would on paper.
 * Multiplying by 10 exposes binary noise (6.05 * 10 = 60.499999…), so the product is first
 * fixed to 9 decimals, which removes that noise while keeping every meaningful digit of a score.
 */
export function roundToTenth(x: number): number {
  if (!Number.isFinite(x)) return x;
  const scaled = Number((Math.abs(x) * 10).toFixed(9));
  const rounded = (Math.sign(x) * Math.round(scaled)) / 10;
  return rounded === 0 ? 0 : rounded; // never -0, which would print as "-0.0" in some places
}

/** Exactly one decimal ("7.5", "10.0"), the wire and display format of every score (docs/product.md §10). */
export function formatScore(n: number): string {
  // A non-finite score is a bug upstream; failing loudly beats showing "NaN" to a person.
  if (!Number.isFinite(n)) throw new RangeError(`Cannot format score: ${n}`);
  // A score that already has one decimal (every stored score) is written from its tenths as integers:
  // `roundToTenth` and `toFixed` cost ~0.4 µs a score, nine to each entry of every answer (decision 318).
  // Within 1e-9 of a whole number of tenths `roundToTenth` gives that number too, so the result is the same.
  const tenths = n * 10;
  const whole = Math.round(tenths);
  if (Math.abs(tenths - whole) < 1e-9 && Math.abs(whole) < 1e15) {
    const abs = Math.abs(whole);
    return `${whole < 0 ? '-' : ''}${Math.floor(abs / 10)}.${abs % 10}`;
  }
  return roundToTenth(n).toFixed(1);
}

/**
 * The mean of `n` one-decimal scores given their sum, rounded once (half up) and formatted like
 * `formatScore` — in integer arithmetic: the sum of one-decimal values times ten is a whole number (up
 * to floating-point noise, which `Math.round` removes), so the rounding is exact without the decimal
 * round trip of `roundToTenth`. Progress formats thousands of these per answer (decision 269).
 */
export function formatMeanOfSum(sum: number, n: number): string {
  if (!Number.isFinite(sum) || !Number.isInteger(n) || n <= 0) {
    throw new RangeError(`Cannot format a mean of ${sum} over ${n}`);
  }
  const tenths = Math.round(Math.abs(sum) * 10);
  const rounded = Math.floor((2 * tenths + n) / (2 * n)); // tenths / n, half up
  const sign = sum < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${Math.floor(rounded / 10)}.${rounded % 10}`;
}

/** A change with its sign, one decimal ("+0.5", "-1.0", "0.0"), for report tables. */
export function formatChange(n: number): string {
  const rounded = roundToTenth(n);
  const text = formatScore(Math.abs(rounded));
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `-${text}`;
  return text;
}

/** Mean rounded to one decimal; null for no values (there is nothing to average, not a zero). */
export function meanScore(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return roundToTenth(sum / values.length);
}

/** An entry's overall score: the mean of its eight areas, one decimal (docs/product.md §10). */
export function overallScore(scores: Readonly<Record<DimensionKey, number>>): number {
  // Only the eight keys count, even if the object carries other fields (id, notes, …).
  let sum = 0;
  for (const key of DIMENSION_KEYS) sum += scores[key];
  return roundToTenth(sum / DIMENSION_KEYS.length);
}

/** The eight areas' scores of one day, as numbers. */
export type Scores = Record<DimensionKey, number>;

/**
 * A day's eight scores after a rating (docs/product.md §11.1), the one carry-forward rule of the server
 * (wellbeing.service.ts), the offline cache (client/api/days.rating-cache.ts) and the test factory:
 * the areas rated now, the others as `before` has them (the day's own entry, or the latest entry before
 * that day), DEFAULT_SCORE where there is nothing to carry.
 */
export function carryForward(
  before: Readonly<Partial<Record<DimensionKey, number | null>>> | null | undefined,
  ratings: Readonly<Partial<Record<DimensionKey, number>>>,
): Scores {
  const scores = {} as Scores;
  for (const key of DIMENSION_KEYS) scores[key] = ratings[key] ?? before?.[key] ?? DEFAULT_SCORE;
  return scores;
}
