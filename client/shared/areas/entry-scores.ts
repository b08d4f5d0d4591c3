import { isDimensionKey } from '../../../core/dimensions';
import type { ScoreValue } from '../../../core/scores';

/**
 * An entry-like answer's score of one area: a built-in area's is its own field (the spec's shape), an
 * area of one's own is under `scores` (decision 350). Undefined where the answer has none.
 */
export function scoreIn(entry: object | null | undefined, key: string): ScoreValue | null | undefined {
  if (!entry) return undefined;
  const record = entry as Record<string, unknown> & { areaScores?: Record<string, unknown> | null };
  const value = isDimensionKey(key) ? record[key] : record.areaScores?.[key];
  return typeof value === 'string' || typeof value === 'number' || value === null ? value : undefined;
}

/**
 * A day's score of one area (GET /api/days): the eight under `scores`, one's own under `areaScores`;
 * null when the day has none.
 */
export function scoreOfDay(
  day: { scores: object | null; areaScores?: Record<string, string> | undefined } | null | undefined,
  key: string,
): string | null {
  if (!day) return null;
  const value = isDimensionKey(key)
    ? (day.scores as Record<string, unknown> | null)?.[key]
    : day.areaScores?.[key];
  return typeof value === 'string' ? value : null;
}
