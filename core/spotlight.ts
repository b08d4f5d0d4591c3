import { shownAreas, type Area } from './areas';
import { DIMENSIONS, isDimensionKey } from './dimensions';
import { readScore, type ScoreValue } from './scores';
import type { EntryScores } from './trends';

/** docs/product.md §4/§9: areas at or below 5.5 deserve a closer look, but never more than three at once. */
export const SPOTLIGHT_THRESHOLD = 5.5;
export const SPOTLIGHT_MAX = 3;

export interface SpotlightArea {
  /** A built-in key or an area of one's own (decision 378). */
  key: string;
  label: string;
  score: number;
}

/** An entry as the API answers it: the eight as fields, areas of one's own under `areaScores`. */
export type SpotlightEntry = EntryScores & { areaScores?: Readonly<Record<string, ScoreValue>> | undefined };

/**
 * The one rule (docs/product.md §4): of `keys` (in wheel order), those scored at or below 5.5, lowest
 * first, ties kept in the given order, at most three. `scoreOf` reads an area's score (null: none).
 */
export function lowestAreas(
  keys: readonly string[],
  scoreOf: (key: string) => ScoreValue | null | undefined,
): { key: string; score: number }[] {
  const low: { key: string; score: number }[] = [];
  for (const key of keys) {
    const score = readScore(scoreOf(key));
    if (score !== null && score <= SPOTLIGHT_THRESHOLD) low.push({ key, score });
  }
  // Array.prototype.sort is stable, so ties stay in wheel order.
  return low.sort((a, b) => a.score - b.score).slice(0, SPOTLIGHT_MAX);
}

/** An entry's score of an area: a built-in one is a field, one of one's own is under `areaScores`. */
export function entryScoreOf(entry: SpotlightEntry, key: string): ScoreValue | null | undefined {
  return isDimensionKey(key) ? entry[key] : entry.areaScores?.[key];
}

/**
 * The latest entry's low areas, lowest first; equal scores keep the wheel's order (the spec's area
 * order by default). With the person's wheel (`areas`, decisions 345, 378) the **shown** areas count,
 * areas of one's own too, under the person's labels.
 */
export function spotlightAreas(
  entry: SpotlightEntry | null | undefined,
  areas?: readonly Area[],
): SpotlightArea[] {
  if (!entry) return [];
  const candidates = areas
    ? shownAreas(areas).map(({ key, label }) => ({ key, label }))
    : DIMENSIONS.map(({ key, label }) => ({ key, label }));
  const labels = new Map(candidates.map((c) => [c.key, c.label]));
  return lowestAreas(
    candidates.map((c) => c.key),
    (key) => entryScoreOf(entry, key),
  ).map(({ key, score }) => ({ key, label: labels.get(key) ?? key, score }));
}
