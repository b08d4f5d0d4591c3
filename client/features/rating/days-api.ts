import { queryOptions } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** One day of `GET /api/days?from=&to=` (DESIGN §5): only days that hold data are listed. */
export interface ApiDaySummary {
  day: string;
  /** Null when the day has no rating (only a journal entry, a check-in, …). */
  overallScore: string | null;
  scores: Record<DimensionKey, string> | null;
  /** The mean of that day's quick check-ins, or null. */
  coreFeeling: string | null;
  journalCount: number;
  reflectionCount: number;
  quickCheckinCount?: number;
}

/** GET /api/days?from=&to= (both local days, inclusive, at most 366 days apart), ascending. */
export function daysRangeQuery(from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.days.range(from, to),
    queryFn: ({ signal }) =>
      api<ApiDaySummary[]>(`/api/days?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        signal,
      }),
  });
}
