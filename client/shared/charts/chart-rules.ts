/**
 * The geometry of a line chart of scores (0–10) over days: which points, where they sit, where the line
 * breaks, where the axis is labelled, and the chart's spoken summary. Used by Progress's trend chart and
 * the printable report's charts (decision 304).
 */
import { addMonths, daysBetween } from '../../../core/dates';
import { CORE_FEELING_KEY } from '../../../core/dimensions';
import type { ApiProgressPoint } from '../../../core/schemas/progress';
import { formatScore, readScore } from '../../../core/scores';
import { t } from '@lingui/core/macro';
import { formatDay } from '../../lib/format-date';
import { formatDecimal } from '../../lib/i18n';

/** `overall`, the core feeling, or any area key of the person's wheel (decision 350). */
export type ChartMetric = 'overall' | typeof CORE_FEELING_KEY | (string & {});

export interface ChartPoint {
  /** The point's first day (its day, or its week's first day in the range). */
  day: string;
  /** Its last day: the same day, or the week's last day in the range. */
  to: string;
  value: number;
}

/** The chosen metric of each point that has it, oldest first, as the chart draws them. */
export function chartSeries(points: readonly ApiProgressPoint[], metric: ChartMetric): ChartPoint[] {
  const series: ChartPoint[] = [];
  for (const p of points) {
    const raw =
      metric === 'overall'
        ? p.overall
        : metric === CORE_FEELING_KEY
          ? p.coreFeeling
          : (p.scores as Record<string, string | null | undefined>)[metric];
    const value = readScore(raw);
    if (value !== null) series.push({ day: p.from, to: p.to, value });
  }
  return series;
}

/** Whether a series is one point a week (its points span more than one day). */
export function isWeekly(points: readonly ChartPoint[]): boolean {
  return points.some((p) => p.to !== p.day);
}

/**
 * The runs of a series drawn as one line each: a gap longer than `maxGapDays` between two points (a
 * break from checking in) leaves the line open rather than drawing a straight line across it.
 */
export function seriesRuns<T extends { day: string }>(points: readonly T[], maxGapDays: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  for (const p of points) {
    const last = run[run.length - 1];
    if (last && daysBetween(last.day, p.day) > maxGapDays) {
      runs.push(run);
      run = [];
    }
    run.push(p);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The days the x axis is labelled at, besides its ends: the first of a month (ranges up to a year and
 * a half) or of a year, every `step`th so at most `max` fit, none too near either end.
 */
export function axisTicks(from: string, to: string, max: number): { day: string; style: 'month' | 'year' }[] {
  const span = daysBetween(from, to);
  if (span < 20 || max < 1) return [];
  const byYear = span > 550;
  const candidates: string[] = [];
  let month = from.slice(0, 7);
  for (;;) {
    month = addMonths(month, 1);
    const day = `${month}-01`;
    if (day > to) break;
    if (!byYear || month.endsWith('-01')) candidates.push(day);
  }
  const step = Math.max(1, Math.ceil(candidates.length / max));
  const margin = span * 0.08;
  return candidates
    .filter((_, i) => (candidates.length - 1 - i) % step === 0)
    .filter((day) => daysBetween(from, day) > margin && daysBetween(day, to) > margin)
    .map((day) => ({ day, style: byYear ? 'year' : 'month' }));
}

/**
 * About how wide a label is in the drawing's units at `fontSize`: a generous average glyph (digits,
 * Latin and Arabic letters of the UI font), so an estimate errs on the wide side.
 */
export function labelWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.62;
}

/**
 * The ticks whose labels, centred on their day, keep `gap` clear of the axis's end labels: `first`
 * drawn from `x1` rightwards and `last` drawn leftwards to `x2`. A month's short name next to a
 * long end date ("29 paź 2025") otherwise sits on top of it, on a phone most of all.
 */
export function ticksClearOfEnds<T extends { day: string }>(
  ticks: readonly T[],
  label: (tick: T) => string,
  xOf: (day: string) => number,
  ends: { x1: number; x2: number; first: string; last?: string; fontSize: number; gap?: number },
): T[] {
  const gap = ends.gap ?? 6;
  const firstEnd = ends.x1 + labelWidth(ends.first, ends.fontSize) + gap;
  const lastStart = ends.x2 - (ends.last === undefined ? 0 : labelWidth(ends.last, ends.fontSize) + gap);
  return ticks.filter((tick) => {
    const half = labelWidth(label(tick), ends.fontSize) / 2;
    const x = xOf(tick.day);
    return x - half >= firstEnd && x + half <= lastStart;
  });
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
  const { xOf, yOf } = chartScale(box, firstDay, lastDay);
  return points.map((p) => ({
    x: round2(xOf(p.day)),
    y: round2(yOf(Math.min(10, Math.max(0, p.value)))),
  }));
}

/**
 * Where a day and a value (0 to `top`) sit in `box` when the x axis runs from `firstDay` to `lastDay`
 * (a single day in the middle), and the span in days.
 */
export function chartScale(box: ChartBox, firstDay: string, lastDay: string, top = 10) {
  const span = daysBetween(firstDay, lastDay);
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  return {
    span,
    innerWidth,
    xOf: (day: string) =>
      box.left + (span === 0 ? innerWidth / 2 : (daysBetween(firstDay, day) / span) * innerWidth),
    yOf: (value: number) => box.top + (1 - value / top) * innerHeight,
  };
}

/** An SVG path through the positions ("M x y L x y …"), or '' with fewer than two. */
export function linePath(positions: readonly { x: number; y: number }[]): string {
  if (positions.length < 2) return '';
  return positions.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * A spoken summary of a series, the chart's text alternative (weekly points are "the week of …"), in
 * the reader's language: each shape of the sentence is one message, scores in the reader's notation.
 */
export function seriesSummary(label: string, points: readonly ChartPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t`${label}: no scores yet.`;
  const score = (value: number) => formatDecimal(formatScore(value));
  const weekOf = (p: ChartPoint) => p.to !== p.day;
  if (points.length === 1) {
    const value = score(first.value);
    const date = formatDay(first.day, 'day');
    return weekOf(first) ? t`${label}: ${value} in the week of ${date}.` : t`${label}: ${value} on ${date}.`;
  }
  let lowest = first.value;
  let highest = first.value;
  for (const p of points) {
    lowest = Math.min(lowest, p.value);
    highest = Math.max(highest, p.value);
  }
  const sameYear = first.day.slice(0, 4) === last.day.slice(0, 4);
  const from = score(first.value);
  const to = score(last.value);
  const low = score(lowest);
  const high = score(highest);
  // A week is named by its first day with its year; a day by its day, without the year when both
  // ends fall in the same one.
  const start = formatDay(first.day, weekOf(first) || !sameYear ? 'day' : 'dayMonth');
  const end = formatDay(last.day, 'day');
  if (weekOf(first))
    return weekOf(last)
      ? t`${label}: from ${from} in the week of ${start} to ${to} in the week of ${end}, lowest ${low}, highest ${high}.`
      : t`${label}: from ${from} in the week of ${start} to ${to} on ${end}, lowest ${low}, highest ${high}.`;
  return weekOf(last)
    ? t`${label}: from ${from} on ${start} to ${to} in the week of ${end}, lowest ${low}, highest ${high}.`
    : t`${label}: from ${from} on ${start} to ${to} on ${end}, lowest ${low}, highest ${high}.`;
}
