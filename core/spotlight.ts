import { DIMENSIONS, type DimensionKey } from './dimensions';
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

/** The latest entry's low areas, lowest first; equal scores keep the spec's area order. */
export function spotlightAreas(entry: EntryScores | null | undefined): SpotlightArea[] {
  if (!entry) return [];
  const low: SpotlightArea[] = [];
  for (const { key, label } of DIMENSIONS) {
    const score = readScore(entry[key]);
    if (score !== null && score <= SPOTLIGHT_THRESHOLD) low.push({ key, label, score });
  }
  // Array.prototype.sort is stable, so ties stay in dimension order.
  return low.sort((a, b) => a.score - b.score).slice(0, SPOTLIGHT_MAX);
}
