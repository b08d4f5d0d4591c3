/**
 * The WHO-5 Wellbeing Index (Topp et al. 2015, Psychother Psychosom 84:167–176; free to use): five
 * statements about the last two weeks, each answered 0–5. Free of zod so any side can import it; the
 * payload schemas are in core/schemas/who5.ts. The offer rule and storage: decision 290.
 */
import { addDays, daysBetween, type Day } from './dates';

/** The five statements, in the questionnaire's order. */
export const WHO5_STATEMENTS = [
  'I have felt cheerful and in good spirits.',
  'I have felt calm and relaxed.',
  'I have felt active and vigorous.',
  'I woke up feeling fresh and rested.',
  'My daily life has been filled with things that interest me.',
] as const;

/** How many statements (and so answers) a result has. */
export const WHO5_ITEMS = WHO5_STATEMENTS.length;

/** The lowest and highest answer to one statement. */
export const WHO5_ANSWER_MIN = 0;
export const WHO5_ANSWER_MAX = 5;

/** The six answers, highest first as the questionnaire lists them. */
export const WHO5_ANSWERS = [
  { value: 5, label: 'All of the time' },
  { value: 4, label: 'Most of the time' },
  { value: 3, label: 'More than half of the time' },
  { value: 2, label: 'Less than half of the time' },
  { value: 1, label: 'Some of the time' },
  { value: 0, label: 'At no time' },
] as const;

export type Who5Answer = (typeof WHO5_ANSWERS)[number]['value'];

/** The label of an answer value ("Most of the time" for 4). */
export function who5AnswerLabel(value: number): string {
  return WHO5_ANSWERS.find((a) => a.value === value)?.label ?? String(value);
}

/**
 * The columns of the CSV export's WHO-5 section (decision 290): the day, each statement's answer by a
 * short name, then the raw score and the percentage. The import reads the same columns.
 */
export const WHO5_CSV_COLUMNS = [
  'Date',
  'Cheerful',
  'Calm',
  'Active',
  'Rested',
  'Interested',
  'Raw Score',
  'Percent',
] as const;

/** The raw score is 0–25; the percentage score is raw × 4 (0–100). */
export const WHO5_RAW_MAX = WHO5_ITEMS * WHO5_ANSWER_MAX;
export const WHO5_PERCENT_PER_POINT = 4;

/**
 * The bands, computed from the raw integer so a rounding of the percentage can never move a result
 * across a line: raw ≤ 7 (≤ 28 %) very low wellbeing, raw ≤ 12 (≤ 48 %) low wellbeing, above that none.
 */
export const WHO5_VERY_LOW_MAX_RAW = 7;
export const WHO5_LOW_MAX_RAW = 12;
export type Who5Band = 'very-low' | 'low' | 'none';
export const WHO5_BANDS = ['very-low', 'low', 'none'] as const satisfies readonly Who5Band[];

/** A change of at least this many percentage points between two results is meaningful. */
export const WHO5_MEANINGFUL_CHANGE = 10;

/** The questionnaire is offered again this many days after the last result or the last "Not now". */
export const WHO5_OFFER_DAYS = 14;

/** Whether `answers` are five whole numbers 0–5. */
export function isWho5Answers(answers: readonly unknown[]): answers is readonly Who5Answer[] {
  return (
    answers.length === WHO5_ITEMS &&
    answers.every(
      (a) => typeof a === 'number' && Number.isInteger(a) && a >= WHO5_ANSWER_MIN && a <= WHO5_ANSWER_MAX,
    )
  );
}

/** The raw score 0–25 of five answers. Throws on anything but five whole numbers 0–5. */
export function who5Raw(answers: readonly number[]): number {
  if (!isWho5Answers(answers)) throw new RangeError('WHO-5 needs five answers, each a whole number 0–5');
  return answers.reduce<number>((sum, a) => sum + a, 0);
}

function checkRaw(raw: number): void {
  if (!Number.isInteger(raw) || raw < 0 || raw > WHO5_RAW_MAX) {
    throw new RangeError('A WHO-5 raw score is a whole number 0–25');
  }
}

/** The percentage score 0–100 of a raw score: raw × 4. */
export function who5Percent(raw: number): number {
  checkRaw(raw);
  return raw * WHO5_PERCENT_PER_POINT;
}

/** The band of a raw score (never of a percentage). */
export function who5Band(raw: number): Who5Band {
  checkRaw(raw);
  if (raw <= WHO5_VERY_LOW_MAX_RAW) return 'very-low';
  if (raw <= WHO5_LOW_MAX_RAW) return 'low';
  return 'none';
}

export interface Who5Score {
  raw: number;
  percent: number;
  band: Who5Band;
}

/** Raw score, percentage and band of five answers. */
export function scoreWho5(answers: readonly number[]): Who5Score {
  const raw = who5Raw(answers);
  return { raw, percent: who5Percent(raw), band: who5Band(raw) };
}

/** How a result compares with the one before, in percentage points. */
export interface Who5Change {
  /** `percent − previousPercent`. */
  points: number;
  /** |points| ≥ 10. */
  meaningful: boolean;
  direction: 'up' | 'down' | 'same';
}

export function who5Change(previousPercent: number, percent: number): Who5Change {
  const points = percent - previousPercent;
  return {
    points,
    meaningful: Math.abs(points) >= WHO5_MEANINGFUL_CHANGE,
    direction: points > 0 ? 'up' : points < 0 ? 'down' : 'same',
  };
}

/**
 * Whether to offer the questionnaire on `today` (decision 290): never sooner than 14 days after the last
 * result (`lastDay`, null when there is none) nor 14 days after the person last said "Not now"
 * (`dismissedDay`). A person who has never answered is offered it at once, unless they declined it
 * within the last 14 days. A day after `today` (a clock moved back) counts as today.
 */
export function who5Due(lastDay: Day | null, today: Day, dismissedDay: Day | null): boolean {
  const restedSince = (day: Day | null) => day === null || daysBetween(day, today) >= WHO5_OFFER_DAYS;
  return restedSince(lastDay) && restedSince(dismissedDay);
}

/** The day the questionnaire will next be offered: the later of 14 days after each. */
export function who5NextOfferDay(lastDay: Day | null, dismissedDay: Day | null, today: Day): Day {
  const after = [lastDay, dismissedDay]
    .filter((d): d is Day => d !== null)
    .map((d) => addDays(d, WHO5_OFFER_DAYS));
  const latest = after.sort().at(-1);
  return latest !== undefined && latest > today ? latest : today;
}
