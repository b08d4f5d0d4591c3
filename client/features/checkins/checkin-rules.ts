import { DEFAULT_SCORE, formatScore, readScore, type ScoreValue } from '../../../core/scores';
import { lowestAreas } from '../../../core/spotlight';
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
 * Areas of one's own count like the built-in ones (decisions 350, 378); the rule is core's.
 */
export function spotlightSliders(
  latest: object | null | undefined,
  shownKeys: readonly string[],
): SpotlightSlider[] {
  if (!latest) return [];
  return lowestAreas(shownKeys, (key) => scoreIn(latest, key)).map(({ key, score }) => ({
    key,
    score,
    start: score,
  }));
}

/**
 * The map form of POST /api/spotlight-ratings: every rated area, areas of one's own too, in one write
 * (decision 378).
 */
export function spotlightPayload(values: ReadonlyMap<string, number>): { ratings: Record<string, string> } {
  const ratings: Record<string, string> = {};
  for (const [key, score] of values) ratings[key] = formatScore(score);
  return { ratings };
}
