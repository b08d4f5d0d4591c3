import { queryOptions } from '@tanstack/react-query';
import type { ApiUser } from '../../core/schemas/auth';
import type { ApiDimensionReflection } from '../../core/schemas/reflections';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import { api } from './http/request';
import { apiPage } from './http/paging';
import type { QueueMeta } from '../lib/offline/messages';
import { sendWrite, type WriteOutcome } from './http/write-queue';
import { queryKeys } from './query-keys';

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

/** The answer of PUT /api/days/{day}/ratings/{dimension}; `user` when the server sends it along. */
export interface DayRatingAnswer {
  entry: ApiWellbeingEntry;
  reflection: ApiDimensionReflection | null;
  user?: ApiUser;
}

/**
 * The one write of a rating save, retry-safe through its Idempotency-Key (docs/product.md §12); without a
 * network it waits on this device and is sent once later (decision 150).
 */
export function rateDay(
  request: { path: string; body: unknown },
  idempotencyKey: string,
  meta: QueueMeta,
): Promise<WriteOutcome<DayRatingAnswer>> {
  return sendWrite<DayRatingAnswer>({
    method: 'PUT',
    path: request.path,
    body: request.body,
    key: idempotencyKey,
    ...meta,
  });
}
