/**
 * The report over a range (GET /api/reports/range, decision 303): the printable report's one read.
 * Answers are parsed with core's schema, never cast.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRangeReportSchema, type ReportPart } from '../../core/schemas/report-range';
import { api } from '../lib/api';

export const rangeReportKeys = {
  all: ['reports', 'range'] as const,
  range: (from: string, to: string, parts: readonly ReportPart[]) =>
    ['reports', 'range', from, to, parts.join(',')] as const,
};

export const rangeReportQuery = (from: string, to: string, parts: readonly ReportPart[]) =>
  queryOptions({
    queryKey: rangeReportKeys.range(from, to, parts),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ from, to, include: parts.join(',') });
      return ApiRangeReportSchema.parse(await api<unknown>(`/api/reports/range?${query}`, { signal }));
    },
  });

/** While another range loads, the one shown stays (dimmed) instead of a spinner flash. */
export function useRangeReport(from: string, to: string, parts: readonly ReportPart[], enabled = true) {
  return useQuery({
    ...rangeReportQuery(from, to, parts),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    enabled,
  });
}
