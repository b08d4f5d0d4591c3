import { daysBetween } from '../../../core/dates';
import { DIMENSION_KEYS, type DimensionKey } from '../../../core/dimensions';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { formatScore, readScore } from '../../../core/scores';
import { formatDay, localIsoDay } from '../../lib/format-date';

/** docs/product.md §9: the progress screen lists the five newest entries. */
export const RECENT_ENTRIES = 5;
/** The trend chart shows at most this many of the newest entries, so the lines stay readable on a phone. */
export const CHART_MAX_POINTS = 30;

/** One entry of the progress export (docs/product.md §7): its day, overall score, the eight scores and notes. */
export type ProgressExportRow = {
  date: string;
  overallScore: string;
  notes: string | null;
} & Record<DimensionKey, string>;

/**
 * The rows of the progress screen's JSON export, newest first as listed. Scores stay the one-decimal
 * strings the API sends (docs/product.md §3: "scores are handled as numeric strings"), so nothing is re-rounded.
 * `date` is the entry's own calendar day, which is already yyyy-MM-dd in the user's zone.
 */
export function buildProgressExport(entries: readonly ApiWellbeingEntry[]): ProgressExportRow[] {
  return entries.map((entry) => {
    const row = { date: entry.day, overallScore: entry.overallScore } as ProgressExportRow;
    for (const key of DIMENSION_KEYS) row[key] = entry[key];
    row.notes = entry.notes;
    return row;
  });
}

export function progressExportFileName(now: Date): string {
  return `wellbeing-data-${localIsoDay(now)}.json`;
}

/** A score as a whole percentage of 10 (docs/product.md §2 Home/Progress: score / 10 × 100). */
export function scorePercent(score: string | number): number {
  const n = readScore(score) ?? 0;
  return Math.round(Math.min(10, Math.max(0, n)) * 10);
}

export type ChartMetric = 'overall' | DimensionKey;

export interface ChartPoint {
  day: string;
  value: number;
}

/** The chosen score of the newest entries (at most `max`), oldest first, as the chart draws them. */
export function chartSeries(
  entries: readonly ApiWellbeingEntry[],
  metric: ChartMetric,
  max = CHART_MAX_POINTS,
): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const entry of entries.slice(0, max)) {
    const value = readScore(metric === 'overall' ? entry.overallScore : entry[metric]);
    if (value !== null) points.push({ day: entry.day, value });
  }
  return points.reverse();
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The trend chart's drawing on a phone, in its own units. */
const PHONE_CHART: ChartBox = { width: 340, height: 190, left: 28, right: 12, top: 12, bottom: 26 };

/**
 * The box the chart is drawn in for a container `width` px wide. On a phone the 340-wide drawing is
 * scaled to fit; on a wider screen it is drawn at the container's width, one unit a pixel, so its
 * text, lines and dots keep their size rather than growing with the screen (2.4× at 1280 px).
 */
export function chartBox(width: number): ChartBox {
  if (!(width > PHONE_CHART.width)) return PHONE_CHART;
  return { ...PHONE_CHART, width: Math.round(width), height: width >= 600 ? 240 : PHONE_CHART.height };
}

/**
 * Screen positions of points on a 0–10 scale. X follows the calendar, not the entry count, so a gap of
 * two weeks looks like one; a single day sits in the middle.
 */
export function chartPositions(
  points: readonly ChartPoint[],
  firstDay: string,
  lastDay: string,
  box: ChartBox,
): { x: number; y: number }[] {
  const span = daysBetween(firstDay, lastDay);
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  return points.map((p) => ({
    x: round2(box.left + (span === 0 ? innerW / 2 : (daysBetween(firstDay, p.day) / span) * innerW)),
    y: round2(box.top + (1 - Math.min(10, Math.max(0, p.value)) / 10) * innerH),
  }));
}

/** An SVG path through the positions ("M x y L x y …"), or '' with fewer than two. */
export function linePath(positions: readonly { x: number; y: number }[]): string {
  if (positions.length < 2) return '';
  return positions.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A spoken summary of a series, the chart's text alternative. */
export function seriesSummary(label: string, points: readonly ChartPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${label}: no scores yet.`;
  if (points.length === 1) {
    return `${label}: ${formatScore(first.value)} on ${formatDay(first.day, 'day')}.`;
  }
  const values = points.map((p) => p.value);
  return (
    `${label}: from ${formatScore(first.value)} on ${formatDay(first.day, 'dayMonth')} ` +
    `to ${formatScore(last.value)} on ${formatDay(last.day, 'day')}, ` +
    `lowest ${formatScore(Math.min(...values))}, highest ${formatScore(Math.max(...values))}.`
  );
}
