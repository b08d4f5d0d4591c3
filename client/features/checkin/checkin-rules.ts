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
