import { addDays, addMonths, isValidDay, isValidMonth, weekStartOf } from '../../../core/dates';
import type { WeekStart } from '../../../core/i18n/locales';
import type { ApiReportComparison, ApiReportPeriod } from '../../../core/schemas/reports';
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

/** "This week", "Last week", "Next week" (and the month versions), or null further away. */
export function relativePeriodName(kind: ReportKind, period: string, current: string): string | null {
  if (period === current) return `This ${kind}`;
  if (period === shiftPeriod(kind, current, -1)) return `Last ${kind}`;
  if (period === shiftPeriod(kind, current, 1)) return `Next ${kind}`;
  return null;
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
  if (period === current) return { previous: `Last ${kind}`, current: `This ${kind}` };
  const previous = shiftPeriod(kind, period, -1);
  if (kind === 'month') {
    return {
      previous: formatDay(previous, 'shortMonthYear'),
      current: formatDay(period, 'shortMonthYear'),
    };
  }
  return {
    previous: `w/c ${formatDay(previous, 'dayMonth')}`,
    current: `w/c ${formatDay(period, 'dayMonth')}`,
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
  const amount = change.replace(/^[+-]/, '');
  if (direction === 'up') return { direction, text: change, spoken: `Up ${amount}` };
  if (direction === 'down') return { direction, text: change, spoken: `Down ${amount}` };
  // Within ±0.1 counts as steady (docs/product.md §9) even though the number may be "+0.1".
  return { direction, text: change, spoken: change === '0.0' ? 'No change' : `Steady (${change})` };
}

export function scoreText(score: string | null): string {
  return score ?? NO_DATA;
}

/** "3 check-ins", "1 check-in", "No check-ins yet" for a period's daily entries. */
export function entriesText(period: ApiReportPeriod): string {
  const n = period.entries;
  if (n === 0) return 'No check-ins yet';
  return n === 1 ? '1 check-in' : `${n} check-ins`;
}

export function quickCheckinsText(period: ApiReportPeriod): string {
  const n = period.quickCheckins;
  if (n === 0) return 'No quick check-ins yet';
  return n === 1 ? '1 quick check-in' : `${n} quick check-ins`;
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
  const name =
    kind === 'month'
      ? monthLabel(period)
      : relativePeriodName(kind, period, current) === 'Next week'
        ? 'Next week'
        : `The week of ${formatDay(period, 'day')}`;
  return `${name} is still ahead. Its report fills in as you check in through the ${kind}.`;
}
