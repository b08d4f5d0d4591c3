import { queryOptions } from '@tanstack/react-query';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import { apiAllPages, apiPage } from './http/paging';
import { api, unchecked } from './http/request';
import { queryKeys } from './query-keys';

/** Entries are drawn by the signed-in first screen (Home): read without zod there (decision 331). */
const entry = unchecked<ApiWellbeingEntry>();

/**
 * GET /api/wellbeing-entries?limit=: only the newest `limit` entries, for screens that draw a few
 * (Home's insights, Progress's chart) instead of downloading the whole history.
 */
export function newestEntriesQuery(limit: number) {
  return queryOptions({
    queryKey: queryKeys.wellbeingEntries.newest(limit),
    queryFn: ({ signal }) => apiPage(`/api/wellbeing-entries?limit=${limit}`, entry, { signal }),
  });
}

/** GET /api/wellbeing-entries/latest: the newest entry or null. */
export const latestEntryQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.latest(),
  queryFn: ({ signal }) => api('/api/wellbeing-entries/latest', entry, { signal }),
});

/** GET /api/wellbeing-entries/today: today's entry (in the user's time zone) or null. */
export const todayEntryQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.today(),
  queryFn: ({ signal }) => api('/api/wellbeing-entries/today', entry, { signal }),
});

/**
 * Every entry, page after page, for a download of the whole history: checked against core's schema,
 * loaded only then, so this file (Home's) stays free of zod (decision 331).
 */
export async function allEntries(): Promise<ApiWellbeingEntry[]> {
  const { ApiWellbeingEntrySchema } = await import('../../core/schemas/wellbeing');
  return apiAllPages('/api/wellbeing-entries?limit=200', ApiWellbeingEntrySchema);
}
