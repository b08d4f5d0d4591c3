import { queryOptions } from '@tanstack/react-query';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import { apiAllPages, apiPage } from './http/paging';
import { api, schemaFrom, typed } from './http/request';
import { queryKeys } from './query-keys';

/** Home's first reads (the newest entry, the newest few) are typed, not parsed (decision 316). */
const firstEntry = typed<ApiWellbeingEntry>();
const firstEntryOrNull = typed<ApiWellbeingEntry | null>();
/**
 * Every other answer is parsed with core's schema (decision 331), imported when the first one comes:
 * zod/mini's records (decision 534), so Progress's entries need none of full zod.
 */
const schemas = () => import('../../core/schemas/records');
const entry = schemaFrom(() => schemas().then((m) => m.ApiWellbeingEntrySchema));
const entryOrNull = schemaFrom(() => schemas().then((m) => m.ApiWellbeingEntryOrNullSchema));

/**
 * GET /api/wellbeing-entries?limit=: only the newest `limit` entries, for screens that draw a few
 * (Home's insights, Progress's chart) instead of downloading the whole history.
 */
export function newestEntriesQuery(limit: number) {
  return queryOptions({
    queryKey: queryKeys.wellbeingEntries.newest(limit),
    queryFn: ({ signal }) => apiPage(`/api/wellbeing-entries?limit=${limit}`, firstEntry, { signal }),
  });
}

/** GET /api/wellbeing-entries/latest: the newest entry or null. */
export const latestEntryQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.latest(),
  queryFn: ({ signal }) => api('/api/wellbeing-entries/latest', firstEntryOrNull, { signal }),
});

/** GET /api/wellbeing-entries/today: today's entry (in the user's time zone) or null. */
export const todayEntryQuery = queryOptions({
  queryKey: queryKeys.wellbeingEntries.today(),
  queryFn: ({ signal }) => api('/api/wellbeing-entries/today', entryOrNull, { signal }),
});

/** Every entry, page after page: only for a download of the whole history. */
export function allEntries(): Promise<ApiWellbeingEntry[]> {
  return apiAllPages('/api/wellbeing-entries?limit=200', entry);
}
