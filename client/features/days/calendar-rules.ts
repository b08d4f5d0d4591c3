import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { scoreBand, type BandColor } from '../../../core/bands';
import {
  addDays,
  addMonths,
  isValidDay,
  isValidMonth,
  monthRange,
  weekColumn,
  type Day,
} from '../../../core/dates';
import type { WeekStart } from '../../../core/i18n/locales';
import { isAreaKey } from '../../../core/areas';
import { DIMENSIONS } from '../../../core/dimensions';
import { bandName, shownScore } from '../../shared/wellbeing/score-words';
import { scoreOfDay } from '../../shared/areas/entry-scores';
import type { ApiDay } from '../../../core/schemas/days';
import { readScore } from '../../../core/scores';

/**
 * What the calendar colours: the overall score, one of the person's areas (the eight or their own,
 * decision 350), or the core feeling.
 */
export type CalendarMetric = string;

/** The choices for a wheel's areas (shown ones, in wheel order), between Overall and the core feeling. */
export function metricsOf(
  areas: readonly { key: string; label: string }[],
  i18n: Pick<I18n, '_'>,
): readonly { key: CalendarMetric; label: string }[] {
  return [
    { key: 'overall', label: i18n._(msg`Overall`) },
    ...areas.map((a) => ({ key: a.key, label: a.label })),
    { key: 'coreFeeling', label: i18n._(msg`Core Feeling`) },
  ];
}

export function isMetric(value: unknown): value is CalendarMetric {
  return value === 'overall' || value === 'coreFeeling' || isAreaKey(value);
}

export function metricLabel(
  metric: CalendarMetric,
  i18n: Pick<I18n, '_'>,
  areas: readonly { key: string; label: string }[] = DIMENSIONS,
): string {
  return metricsOf(areas, i18n).find((m) => m.key === metric)?.label ?? i18n._(msg`Overall`);
}

/** The day's score for the metric, or null when it has none. */
export function metricScore(day: ApiDay | undefined, metric: CalendarMetric): number | null {
  if (!day) return null;
  if (metric === 'overall') return readScore(day.overallScore);
  if (metric === 'coreFeeling') return readScore(day.coreFeeling);
  return readScore(scoreOfDay(day, metric));
}

/** The band colour of a score, null for no score (drawn as an empty cell). */
export function scoreColor(score: number | null): BandColor | null {
  return score === null ? null : scoreBand(score).color;
}

/**
 * A month (YYYY-MM) as weeks of seven cells, Monday first, or Sunday first for an account whose weeks
 * start on Sunday (decision 390); cells outside the month are null.
 */
export function monthWeeks(month: string, firstDay: WeekStart = 'monday'): (Day | null)[][] {
  const { start, end } = monthRange(month);
  const cells: (Day | null)[] = Array.from({ length: weekColumn(start, firstDay) }, () => null);
  for (let d = start; d < end; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first and last day of a month, for GET /api/days. */
export function monthSpan(month: string): { from: Day; to: Day } {
  const { start, end } = monthRange(month);
  return { from: start, to: addDays(end, -1) };
}

/** The first and last day of a year: 364 or 365 days apart, within the API's 366. */
export function yearSpan(year: number): { from: Day; to: Day } {
  const y = String(year).padStart(4, '0');
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/** Days of a month in a given year (1–12), for the year-in-pixels columns. */
export function daysInMonth(year: number, month: number): number {
  const m = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const { start, end } = monthRange(m);
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

export function dayOf(year: number, month: number, dayOfMonth: number): Day {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** The month to show from a search parameter: a valid month from 1900 up to today's, else today's. */
export function monthParam(value: string | null, today: Day): string {
  const current = today.slice(0, 7);
  if (!value || !isValidMonth(value) || value < '1900-01' || value > current) return current;
  return value;
}

/** The year to show from a search parameter: 1900 up to today's year, else today's. */
export function yearParam(value: string | null, today: Day): number {
  const current = Number(today.slice(0, 4));
  const year = value && /^\d{4}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= 1900 && year <= current ? year : current;
}

export function dayParam(value: string | undefined, today: Day): Day | null {
  if (!value || !isValidDay(value) || value < '1900-01-01' || value > today) return null;
  return value;
}

export { addMonths };

/** What a screen reader hears for one day: the score and band or "no score", and what else it holds. */
export function daySummaryText(
  day: ApiDay | undefined,
  metric: CalendarMetric,
  i18n: Pick<I18n, '_'>,
  areas: readonly { key: string; label: string }[] = DIMENSIONS,
): string {
  const score = metricScore(day, metric);
  const label = metricLabel(metric, i18n, areas);
  let value: string;
  if (score === null) value = i18n._(msg`no ${label} score`);
  else {
    const shown = shownScore(score);
    const band = bandName(score, i18n);
    value = i18n._(msg`${label} ${shown}, ${band}`);
  }
  const parts = [value];
  if (day) {
    const { journalCount, reflectionCount, checkinCount } = day;
    if (journalCount > 0)
      parts.push(
        i18n._(msg`${plural(journalCount, { one: '# journal entry', other: '# journal entries' })}`),
      );
    if (reflectionCount > 0)
      parts.push(i18n._(msg`${plural(reflectionCount, { one: '# reflection', other: '# reflections' })}`));
    if (checkinCount > 0)
      parts.push(i18n._(msg`${plural(checkinCount, { one: '# check-in', other: '# check-ins' })}`));
  }
  // A list of separate facts, not a sentence: the semicolon reads as a pause in every language.
  return parts.join('; ');
}

/** Moves within a year-in-pixels grid: up/down by a day, left/right by a month, clamped to real days. */
export function movePixel(
  day: Day,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End',
  last: Day,
): Day {
  const year = Number(day.slice(0, 4));
  let next: Day;
  if (key === 'ArrowUp') next = addDays(day, -1);
  else if (key === 'ArrowDown') next = addDays(day, 1);
  else if (key === 'Home') next = dayOf(year, 1, 1);
  else if (key === 'End') next = last;
  else {
    const month = addMonths(day.slice(0, 7), key === 'ArrowLeft' ? -1 : 1);
    const [y, m] = month.split('-').map(Number) as [number, number];
    next = dayOf(y, m, Math.min(Number(day.slice(8, 10)), daysInMonth(y, m)));
  }
  const first = dayOf(year, 1, 1);
  if (next < first) return first;
  if (next > last) return last;
  return next;
}
