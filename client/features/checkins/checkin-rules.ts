import type { DimensionKey } from '../../../core/dimensions';
import { DEFAULT_SCORE, formatScore, readScore, type ScoreValue } from '../../../core/scores';
import { spotlightAreas, type SpotlightArea } from '../../../core/spotlight';
import type { EntryScores } from '../../../core/trends';

/** docs/product.md §4: the quick check-in slider starts at the latest check-in's core feeling, or 5. */
export function startingCoreFeeling(checkins: readonly { coreFeeling: ScoreValue }[] | undefined): number {
  const latest = readScore(checkins?.[0]?.coreFeeling);
  // Only a value the slider can show: a stored score is always on the 0.5 step, but be safe.
  return latest !== null && latest >= 0 && latest <= 10 ? Math.round(latest * 2) / 2 : DEFAULT_SCORE;
}

export interface SpotlightSlider extends SpotlightArea {
  /** The slider's starting value: the area's current score. */
  start: number;
}

/**
 * The spotlight screen's sliders: the latest entry's areas at 5.5 or lower, lowest first, at most
 * three (docs/product.md §4), each starting at its current score.
 */
export function spotlightSliders(latest: EntryScores | null | undefined): SpotlightSlider[] {
  return spotlightAreas(latest).map((area) => ({ ...area, start: area.score }));
}

/** The map form of POST /api/spotlight-ratings: every shown area with its one-decimal score. */
export function spotlightPayload(values: ReadonlyMap<DimensionKey, number>): {
  ratings: Partial<Record<DimensionKey, string>>;
} {
  const ratings: Partial<Record<DimensionKey, string>> = {};
  for (const [key, score] of values) ratings[key] = formatScore(score);
  return { ratings };
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
