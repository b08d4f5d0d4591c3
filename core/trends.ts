import { DIMENSION_KEYS, type DimensionKey } from './dimensions';
import { readScore, roundToTenth, type ScoreValue } from './scores';

/** Progress-screen trend of docs/product.md §4: newest entry against the one before it. */
export const TREND_THRESHOLD = 0.5;

export type TrendDirection = 'up' | 'down' | 'stable';
export type TrendLabel = 'Improving' | 'Declining' | 'Stable';

export interface Trend {
  direction: TrendDirection;
  label: TrendLabel;
  /** newest − previous, one decimal. */
  diff: number;
}

/** The part of a wellbeing entry trends need; API entries (scores as strings) fit as they are. */
export type EntryScores = Readonly<Record<DimensionKey, ScoreValue>>;

/** Trend of one area, or null with fewer than two entries (or an unreadable score). Entries newest first. */
export function dimensionTrend(entries: readonly EntryScores[], key: DimensionKey): Trend | null {
  const [newest, previous] = entries;
  if (!newest || !previous) return null;
  const a = readScore(newest[key]);
  const b = readScore(previous[key]);
  if (a === null || b === null) return null;
  // Rounded so float noise cannot push a difference across the threshold.
  const diff = roundToTenth(a - b);
  if (diff > TREND_THRESHOLD) return { direction: 'up', label: 'Improving', diff };
  if (diff < -TREND_THRESHOLD) return { direction: 'down', label: 'Declining', diff };
  return { direction: 'stable', label: 'Stable', diff };
}

export function allTrends(entries: readonly EntryScores[]): Record<DimensionKey, Trend | null> {
  const result = {} as Record<DimensionKey, Trend | null>;
  for (const key of DIMENSION_KEYS) result[key] = dimensionTrend(entries, key);
  return result;
}
