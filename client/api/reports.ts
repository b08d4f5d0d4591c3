import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPart } from '../../core/schemas/report-range';
import { weekMondayOf, type Day } from '../../core/dates';
import type { WeekStart } from '../../core/i18n/locales';
import { ApiPeriodReportSchema } from '../../core/schemas/period-report';
import { api } from './http/request';
import { queryKeys } from './query-keys';

/**
 * The week beginning on `firstDayOfWeek` (a Monday, or a Sunday for an account whose weeks start on
 * Sunday). It is cached by that first day, so a change of the account's week start never shows a week
 * computed the other way; the API names the week by its Monday (decision 390).
 */
export const weeklyReportQuery = (firstDayOfWeek: Day, firstDay: WeekStart) =>
  queryOptions({
    queryKey: queryKeys.reports.weekly(firstDayOfWeek),
    queryFn: ({ signal }) =>
      api(
        `/api/reports/weekly?weekStart=${encodeURIComponent(weekMondayOf(firstDayOfWeek, firstDay))}`,
        ApiPeriodReportSchema,
        { signal },
      ),
  });

export const monthlyReportQuery = (month: string) =>
  queryOptions({
    queryKey: queryKeys.reports.monthly(month),
    queryFn: ({ signal }) =>
      api(`/api/reports/monthly?month=${encodeURIComponent(month)}`, ApiPeriodReportSchema, { signal }),
  });

/**
 * A report is computed from every kind of write (ratings, spotlight ratings, quick check-ins), so
 * instead of each of those screens having to know about reports, a report is refreshed whenever the
 * Reports screen opens (cached figures show at once, then update). Focus, interval and reconnect
 * still never refetch (docs/product.md §4). See docs/decisions/071-reports-refresh-on-open.md.
 */
const REPORT_FRESHNESS = { staleTime: 0, refetchOnMount: 'always' } as const;

// While the next period loads, the previous one stays on screen (dimmed) instead of a spinner flash.
export function useWeeklyReport(firstDayOfWeek: Day, firstDay: WeekStart) {
  return useQuery({
    ...weeklyReportQuery(firstDayOfWeek, firstDay),
    placeholderData: keepPreviousData,
    ...REPORT_FRESHNESS,
  });
}

export function useMonthlyReport(month: string) {
  return useQuery({ ...monthlyReportQuery(month), placeholderData: keepPreviousData, ...REPORT_FRESHNESS });
}

/** The report over a range (GET /api/reports/range, decision 303): the printable report's one read. */
export const rangeReportQuery = (from: string, to: string, parts: readonly ReportPart[]) =>
  queryOptions({
    queryKey: queryKeys.reports.range(from, to, parts),
    queryFn: async ({ signal }) => {
      // Its schemas load with this read alone (decision 289): constructing them took a 180 ms task at
      // 4× CPU, paid by every weekly or monthly read (the idle prefetch's included) that never uses them.
      const { ApiRangeReportSchema } = await import('../../core/schemas/report-range');
      const query = new URLSearchParams({ from, to, include: parts.join(',') });
      return api(`/api/reports/range?${query}`, ApiRangeReportSchema, { signal });
    },
  });

/** While another range loads, the one shown stays (dimmed) instead of a spinner flash. */
export function useRangeReport(from: string, to: string, parts: readonly ReportPart[], enabled = true) {
  return useQuery({
    ...rangeReportQuery(from, to, parts),
    placeholderData: keepPreviousData,
    ...REPORT_FRESHNESS,
    enabled,
  });
}
