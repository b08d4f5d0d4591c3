import { queryOptions } from '@tanstack/react-query';
import type { ApiQuickCheckin } from '../../core/schemas/checkins';
import type { ApiDay } from '../../core/schemas/days';
import type { ApiJournalEntry } from '../../core/schemas/journal';
import type { ApiDimensionReflection } from '../../core/schemas/reflections';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import { api } from './http/request';
import { queryKeys } from './query-keys';

/** One day of `GET /api/days?from=&to=` (docs/product.md §12): only days that hold data are listed. */
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

/**
 * `GET /api/days/{day}`: every record of one local day (the calendar's day view). Declared here with
 * the shape of core's `ApiOneDay`.
 */
export interface ApiOneDay {
  day: string;
  entry: ApiWellbeingEntry | null;
  reflections: ApiDimensionReflection[];
  journalEntries: ApiJournalEntry[];
  quickCheckins: ApiQuickCheckin[];
}

export function dayDetailQuery(day: string) {
  return queryOptions({
    queryKey: queryKeys.days.detail(day),
    queryFn: ({ signal }) => api<ApiOneDay>(`/api/days/${encodeURIComponent(day)}`, { signal }),
  });
}
