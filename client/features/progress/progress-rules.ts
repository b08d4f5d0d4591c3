import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WEEKLY_STREAK_ENTRIES } from '../../../core/insights';
import { DIMENSION_KEYS, isDimensionKey, type DimensionKey } from '../../../core/dimensions';
import { dimensionTrend, TREND_THRESHOLD, type Trend } from '../../../core/trends';
import { scoreIn } from '../../shared/areas/entry-scores';
import type { ProgressRange } from '../../../core/progress';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { readScore, roundToTenth } from '../../../core/scores';
import { localIsoDay } from '../../lib/format-date';

/** docs/product.md §9: the progress screen lists the five newest entries. */
export const RECENT_ENTRIES = 5;
/**
 * The newest entries Progress reads for its latest score, breakdown and recent list: Home's page of
 * seven (WEEKLY_STREAK_ENTRIES), so opening Progress from Home reads nothing again. The chart and the
 * total come from GET /api/progress.
 */
export const PROGRESS_ENTRIES = WEEKLY_STREAK_ENTRIES;

/**
 * One entry of the progress export (docs/product.md §7): its day, overall score, the eight scores and
 * notes; and, only on a day that rates areas of one's own, `areaScores` by the person's label (decision 382).
 */
export type ProgressExportRow = {
  date: string;
  overallScore: string;
  notes: string | null;
  areaScores?: Record<string, string>;
} & Record<DimensionKey, string>;

/**
 * The rows of the progress screen's JSON export, newest first as listed. Scores stay the one-decimal
 * strings the API sends (docs/product.md §3: "scores are handled as numeric strings"), so nothing is re-rounded.
 * `date` is the entry's own calendar day, which is already yyyy-MM-dd in the user's zone. The eight keep
 * their keys (the spec's shape; hidden ones too: hiding never deletes); ratings of areas of one's own
 * are named by their labels on `areas` (the wheel), in wheel order, since their keys mean nothing to a reader.
 */
export function buildProgressExport(
  entries: readonly ApiWellbeingEntry[],
  areas: readonly { key: string; label: string; builtIn: boolean }[] = [],
): ProgressExportRow[] {
  const own = areas.filter((a) => !a.builtIn);
  return entries.map((entry) => {
    const row = { date: entry.day, overallScore: entry.overallScore } as ProgressExportRow;
    for (const key of DIMENSION_KEYS) row[key] = entry[key];
    row.notes = entry.notes;
    const rated = own.filter((a) => entry.areaScores?.[a.key] !== undefined);
    if (rated.length > 0)
      row.areaScores = Object.fromEntries(rated.map((a) => [a.label, entry.areaScores?.[a.key] as string]));
    return row;
  });
}

/**
 * The trend of any area of the wheel (decision 350): the newest entry against the one before, as
 * core's `dimensionTrend` does for the eight; an area of one's own is read from `areaScores`.
 */
export function areaTrend(entries: readonly ApiWellbeingEntry[], key: string): Trend | null {
  const [newest, previous] = entries;
  if (!newest || !previous) return null;
  if (isDimensionKey(key)) return dimensionTrend(entries, key);
  const a = readScore(scoreIn(newest, key));
  const b = readScore(scoreIn(previous, key));
  if (a === null || b === null) return null;
  const diff = roundToTenth(a - b);
  if (diff > TREND_THRESHOLD) return { direction: 'up', label: 'Improving', diff };
  if (diff < -TREND_THRESHOLD) return { direction: 'down', label: 'Declining', diff };
  return { direction: 'stable', label: 'Stable', diff };
}

export function progressExportFileName(now: Date): string {
  return `wellbeing-data-${localIsoDay(now)}.json`;
}

/** A score as a whole percentage of 10 (docs/product.md §2 Home/Progress: score / 10 × 100). */
export function scorePercent(score: string | number): number {
  const n = readScore(score) ?? 0;
  return Math.round(Math.min(10, Math.max(0, n)) * 10);
}

/** The picker's ranges, in order, with their names (decision 436: said in the reader's language). */
export const RANGE_OPTIONS: readonly { range: ProgressRange; label: MessageDescriptor }[] = [
  { range: '30d', label: msg`30 days` },
  { range: '90d', label: msg`90 days` },
  { range: '1y', label: msg`1 year` },
  { range: 'all', label: msg`All` },
];
