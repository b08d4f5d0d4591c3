import { shownAreas, type Area } from './areas';
import { DIMENSIONS, isDimensionKey, type DimensionKey } from './dimensions';
import { readScore } from './scores';
import type { EntryScores } from './trends';

/** docs/product.md §4/§9: areas at or below 5.5 deserve a closer look, but never more than three at once. */
export const SPOTLIGHT_THRESHOLD = 5.5;
export const SPOTLIGHT_MAX = 3;

export interface SpotlightArea {
  key: DimensionKey;
  label: string;
  score: number;
}

/**
 * The latest entry's low areas, lowest first; equal scores keep the wheel's order (the spec's area
 * order by default). With the person's wheel (`areas`, decision 345) only the **shown** built-in areas
 * count, under the person's labels: spotlight ratings are of the eight (their API's `dimension`), so an
 * area of one's own is not offered here yet.
 */
export function spotlightAreas(
  entry: EntryScores | null | undefined,
  areas?: readonly Area[],
): SpotlightArea[] {
  if (!entry) return [];
  const low: SpotlightArea[] = [];
  const candidates: { key: DimensionKey; label: string }[] = areas
    ? shownAreas(areas).flatMap((a) => (isDimensionKey(a.key) ? [{ key: a.key, label: a.label }] : []))
    : DIMENSIONS.map(({ key, label }) => ({ key, label }));
  for (const { key, label } of candidates) {
    const score = readScore(entry[key]);
    if (score !== null && score <= SPOTLIGHT_THRESHOLD) low.push({ key, label, score });
  }
  // Array.prototype.sort is stable, so ties stay in dimension order.
  return low.sort((a, b) => a.score - b.score).slice(0, SPOTLIGHT_MAX);
}
