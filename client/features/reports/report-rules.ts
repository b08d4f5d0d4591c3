import { addDays, addMonths, isValidDay, isValidMonth, weekStartOf } from '../../../core/dates';
import type { WeekStart } from '../../../core/i18n/locales';
import { plural, t } from '@lingui/core/macro';
import type { ApiReportComparison, ApiReportPeriod } from '../../../core/schemas/reports';
import { formatDecimal } from '../../lib/i18n';
import { formatDay, formatDayRange } from '../../lib/format-date';

export type ReportKind = 'week' | 'month';

/** docs/product.md §11.8: a period without data shows a dash, never an invented number. */
export const NO_DATA = '—';

/**
 * The first day of the week holding a day given as YYYY-MM-DD — its Monday (docs/product.md §9), or its
 * Sunday for an account whose weeks start on Sunday (decision 390) — or null if not a day.
 */
export function weekParam(value: string | null, firstDay: WeekStart = 'monday'): string | null {
  if (!value || !isValidDay(value)) return null;
  return weekStartOf(value, firstDay);
}

export function monthParam(value: string | null): string | null {
  // Years before 0100 are refused by the server (decision 020); treat them as absent here.
  return value && isValidMonth(value) && value >= '0100-01' ? value : null;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Moves a period by `n` steps: a week at a time (from its first day) or a month at a time. No forward limit (docs/product.md §4). */
export function shiftPeriod(kind: ReportKind, period: string, n: number): string {
  return kind === 'week' ? addDays(period, 7 * n) : addMonths(period, n);
}

/**
 * A week from its first day, the locale's way: "Jun 15 – 21, 2026", "Jun 29 – Jul 5, 2026" or
 * "Dec 29, 2025 – Jan 4, 2026" (en-US); "15–21 Jun 2026", "29 Jun – 5 Jul 2026" (en-GB).
 */
export function weekRangeLabel(weekStart: string): string {
  return formatDayRange(weekStart, addDays(weekStart, 6));
}

/** "June 2026". */
export function monthLabel(month: string): string {
  return formatDay(month, 'monthYear');
}

/** "This week" or "This month", in the app's language. */
export function thisPeriodName(kind: ReportKind): string {
  return kind === 'week' ? t`This week` : t`This month`;
}

/** "Last week" or "Last month", in the app's language. */
export function lastPeriodName(kind: ReportKind): string {
  return kind === 'week' ? t`Last week` : t`Last month`;
}

/** "This week", "Last week", "Next week" (and the month versions), or null further away. */
export function relativePeriodName(kind: ReportKind, period: string, current: string): string | null {
  if (period === current) return thisPeriodName(kind);
  if (period === shiftPeriod(kind, current, -1)) return lastPeriodName(kind);
  if (period === shiftPeriod(kind, current, 1)) return kind === 'week' ? t`Next week` : t`Next month`;
  return null;
}

/** "vs last week: 6.5", or "vs w/c 8 Jun: 6.5" further back: one sentence per case, never glued. */
export function vsPrevious(kind: ReportKind, previous: string, score: string): string {
  if (previous === lastPeriodName(kind)) {
    return kind === 'week' ? t`vs last week: ${score}` : t`vs last month: ${score}`;
  }
  return t`vs ${previous}: ${score}`;
}

/**
 * Column headings of a report table. Viewing the current period they read "Last week" / "This week"
 * (docs/product.md §2); further back they name the periods, since "this week" would then be untrue.
 */
export function columnNames(
  kind: ReportKind,
  period: string,
  current: string,
): { previous: string; current: string } {
  if (period === current) return { previous: lastPeriodName(kind), current: thisPeriodName(kind) };
  const previous = shiftPeriod(kind, period, -1);
  if (kind === 'month') {
    return {
      previous: formatDay(previous, 'shortMonthYear'),
      current: formatDay(period, 'shortMonthYear'),
    };
  }
  const previousDay = formatDay(previous, 'dayMonth');
  const currentDay = formatDay(period, 'dayMonth');
  return {
    // "w/c": the week commencing on that day (its first day, decision 390).
    previous: t`w/c ${previousDay}`,
    current: t`w/c ${currentDay}`,
  };
}

export interface ChangeView {
  direction: 'up' | 'down' | 'flat';
  /** The signed number as the table prints it: "+0.5", "-1.0", "0.0". */
  text: string;
  /** Said by screen readers and shown as a tooltip: "Up 0.5", "Down 1.0", "No change". */
  spoken: string;
}

/** How a change is shown: arrow, signed number and words; null when either side has no data. */
export function changeView(comparison: ApiReportComparison): ChangeView | null {
  const { change, direction } = comparison;
  if (change === null || direction === null) return null;
  // The API's "+0.5" in the reader's way of writing numbers ("+0,5" in German); the sign stays.
  const amount = formatDecimal(change.replace(/^[+-]/, ''));
  const text = `${/^[+-]/.exec(change)?.[0] ?? ''}${amount}`;
  if (direction === 'up') return { direction, text, spoken: t`Up ${amount}` };
  if (direction === 'down') return { direction, text, spoken: t`Down ${amount}` };
  // Within ±0.1 counts as steady (docs/product.md §9) even though the number may be "+0.1".
  return { direction, text, spoken: change === '0.0' ? t`No change` : t`Steady (${text})` };
}

/** A score as the reader writes it ("6,5" in German), or a dash when there is none. */
export function scoreText(score: string | null): string {
  return score === null ? NO_DATA : formatDecimal(score);
}

/** "3 check-ins", "1 check-in", "No check-ins yet" for a period's daily entries. */
export function entriesText(period: ApiReportPeriod): string {
  const n = period.entries;
  if (n === 0) return t`No check-ins yet`;
  return plural(n, { one: '# check-in', other: '# check-ins' });
}

export function quickCheckinsText(period: ApiReportPeriod): string {
  const n = period.quickCheckins;
  if (n === 0) return t`No quick check-ins yet`;
  return plural(n, { one: '# quick check-in', other: '# quick check-ins' });
}

/** Whether a period starts after the one holding today (weeks are their first days, months YYYY-MM: text order is time order). */
export function isAhead(period: string, current: string): boolean {
  return period > current;
}

/**
 * What a period that has not begun says instead of its (empty) report: it is ahead, not missed.
 * "Next week is still ahead." · "The week of 7 Dec is still ahead." · "January 2027 is still ahead."
 */
export function aheadText(kind: ReportKind, period: string, current: string): string {
  if (kind === 'month') {
    const month = monthLabel(period);
    return t`${month} is still ahead. Its report fills in as you check in through the month.`;
  }
  if (period === shiftPeriod(kind, current, 1)) {
    return t`Next week is still ahead. Its report fills in as you check in through the week.`;
  }
  const day = formatDay(period, 'day');
  return t`The week of ${day} is still ahead. Its report fills in as you check in through the week.`;
}
