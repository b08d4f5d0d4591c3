/**
 * The reads a long history is measured by, shared by the parts that time them: the calendar's
 * `GET /api/days` one year at a time back from the last day (the days part, decision 113; the areas
 * part, decision 371), and the weekly and monthly reports of the last whole week and month (the scale
 * part; the areas part).
 */
import { addDays, addMonths, weekStartOf } from '../../core/dates';
import type { RequestSpec } from './load';

export interface YearRange {
  label: string;
  from: string;
  to: string;
}

/** `years` ranges of 365 days each, back from `lastDay`: what the year in pixels asks for. */
export function yearRanges(lastDay: string, years = 10): YearRange[] {
  return Array.from({ length: years }, (_, i) => {
    const to = addDays(lastDay, -365 * i);
    return { label: `year ${i + 1} back`, from: addDays(to, -364), to };
  });
}

export function daysSpec(range: YearRange, headers: Record<string, string>): RequestSpec {
  return { method: 'GET', path: `/api/days?from=${range.from}&to=${range.to}`, headers };
}

/** The weekly report of the last whole week and the monthly report of the last whole month. */
export function reportSpecs(
  lastDay: string,
  headers: Record<string, string>,
): { weekly: RequestSpec; monthly: RequestSpec } {
  const weekStart = addDays(weekStartOf(lastDay), -7);
  const month = addMonths(lastDay.slice(0, 7), -1);
  return {
    weekly: { method: 'GET', path: `/api/reports/weekly?weekStart=${weekStart}`, headers },
    monthly: { method: 'GET', path: `/api/reports/monthly?month=${month}`, headers },
  };
}
