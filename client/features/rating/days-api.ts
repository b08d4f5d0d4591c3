import { queryOptions } from '@tanstack/react-query';
import type { ApiDay } from '../../../core/schemas/days';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** One day of `GET /api/days?from=&to=` (DESIGN §5): only days that hold data are listed. */
export type ApiDaySummary = ApiDay;

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
