import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/wellbeing-entries: newest first. */
export const wellbeingEntriesQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.list(),
  queryFn: ({ signal }) => api<ApiWellbeingEntry[]>('/api/wellbeing-entries', { signal }),
});

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
