import { isDimensionKey, type DimensionKey } from '../../../core/dimensions';
import { DEFAULT_SCORE, formatScore, readScore, type ScoreValue } from '../../../core/scores';
import { SPOTLIGHT_MAX, SPOTLIGHT_THRESHOLD } from '../../../core/spotlight';
import { scoreIn } from '../../shared/areas/entry-scores';

/** docs/product.md §4: the quick check-in slider starts at the latest check-in's core feeling, or 5. */
export function startingCoreFeeling(checkins: readonly { coreFeeling: ScoreValue }[] | undefined): number {
  const latest = readScore(checkins?.[0]?.coreFeeling);
  // Only a value the slider can show: a stored score is always on the 0.5 step, but be safe.
  return latest !== null && latest >= 0 && latest <= 10 ? Math.round(latest * 2) / 2 : DEFAULT_SCORE;
}

export interface SpotlightSlider {
  key: string;
  score: number;
  /** The slider's starting value: the area's current score. */
  start: number;
}

/**
 * The spotlight screen's sliders: the latest entry's *shown* areas at 5.5 or lower, lowest first
 * (ties in wheel order), at most three (docs/product.md §4), each starting at its current score.
 * Areas of one's own count like the built-in ones (decision 350).
 */
export function spotlightSliders(
  latest: object | null | undefined,
  shownKeys: readonly string[],
): SpotlightSlider[] {
  if (!latest) return [];
  const low: SpotlightSlider[] = [];
  for (const key of shownKeys) {
    const score = readScore(scoreIn(latest, key));
    if (score !== null && score <= SPOTLIGHT_THRESHOLD) low.push({ key, score, start: score });
  }
  return low.sort((a, b) => a.score - b.score).slice(0, SPOTLIGHT_MAX);
}

/**
 * The map form of POST /api/spotlight-ratings (the eight built-in areas), and the areas of one's own,
 * which are rated one by one with `PUT /api/days/{today}/ratings/{key}` (decision 350).
 */
export function spotlightPayload(values: ReadonlyMap<string, number>): {
  ratings: Partial<Record<DimensionKey, string>>;
  own: { key: string; score: string }[];
} {
  const ratings: Partial<Record<DimensionKey, string>> = {};
  const own: { key: string; score: string }[] = [];
  for (const [key, score] of values) {
    if (isDimensionKey(key)) ratings[key] = formatScore(score);
    else own.push({ key, score: formatScore(score) });
  }
  return { ratings, own };
}

/** What Save does: each Save adds a check-in, a day may hold several, the day's feeling is their mean. */
export const SAVE_ADDS_A_CHECKIN =
  "Save adds a check-in. A day can hold several; the day's core feeling is their mean.";

/**
 * How many check-ins the chosen day already has, from its `GET /api/days` summary: "No check-ins on
 * this day yet." or "This day has 2 check-ins so far; their mean is 6.5."
 */
export function dayCheckinsText(
  summary: { checkinCount: number; coreFeeling: string | null } | undefined,
): string {
  const count = summary?.checkinCount ?? 0;
  if (count === 0) return 'No check-ins on this day yet.';
  const mean = summary?.coreFeeling;
  const has = `This day has ${count} ${count === 1 ? 'check-in' : 'check-ins'} so far`;
  return mean ? `${has}; ${count === 1 ? 'its core feeling is' : 'their mean is'} ${mean}.` : `${has}.`;
}
