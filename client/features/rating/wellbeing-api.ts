import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { api } from '../../lib/api';
import { apiPage } from '../../lib/api-page';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /api/wellbeing-entries?limit=: only the newest `limit` entries, for screens that draw a few
 * (Home's insights, Progress's chart) instead of downloading the whole history.
 */
export function newestEntriesQuery(limit: number) {
  return queryOptions({
    queryKey: queryKeys.wellbeingEntries.newest(limit),
    queryFn: ({ signal }) => apiPage<ApiWellbeingEntry>(`/api/wellbeing-entries?limit=${limit}`, { signal }),
  });
}

/** GET /api/wellbeing-entries/latest: the newest entry or null. */
export const latestEntryQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.latest(),
  queryFn: ({ signal }) => api<ApiWellbeingEntry | null>('/api/wellbeing-entries/latest', { signal }),
});

/** GET /api/wellbeing-entries/today: today's entry (in the user's time zone) or null. */
export const todayEntryQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.today(),
  queryFn: ({ signal }) => api<ApiWellbeingEntry | null>('/api/wellbeing-entries/today', { signal }),
});

/**
 * The refreshes after a rating (spec §7, plus the user for the streak and the reports that average
 * the scores). Invalidating the whole wellbeing resource covers the list, latest and today.
 */
export async function refreshAfterRating(queryClient: QueryClient, dimension: DimensionKey): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.wellbeingEntries.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reflections.byDimension(dimension) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  ]);
}
