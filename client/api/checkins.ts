import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiQuickCheckin, SpotlightRatingsResponse } from '../../core/schemas/checkins';
import { api, listOf, schemaFrom, type Reader } from './http/request';
import type { QueueMeta } from '../lib/offline/messages';
import { sendWrite, type WriteOutcome } from './http/write-queue';
import { queryKeys } from './query-keys';

/** Core's schemas (and zod) come with the first request, not with the screen (decision 500). */
const schemas = () => import('../../core/schemas/checkins');
const checkin = schemaFrom(() => import('../../core/schemas/records').then((m) => m.ApiQuickCheckinSchema));
const spotlightRatings = schemaFrom(() => schemas().then((m) => m.SpotlightRatingsResponseSchema));

/** GET /api/quick-checkins?limit=1: the newest check-in only (the slider starts from it). */
export const quickCheckinsQuery = queryOptions({
  queryKey: queryKeys.quickCheckins.list(),
  queryFn: ({ signal }) => api('/api/quick-checkins?limit=1', listOf(checkin), { signal }),
});

/** A POST that waits on this device without a network and lands once, however often it is sent (its key). */
function queuedPost<Body, T>(path: string, reader: Reader<T>) {
  return (body: Body, idempotencyKey: string, meta: QueueMeta): Promise<WriteOutcome<T>> =>
    sendWrite({ method: 'POST', path, body, key: idempotencyKey, ...meta }, reader);
}

/** POST /api/quick-checkins; `day` only for a past day (decision 113), the server's today otherwise. */
export const saveQuickCheckin = queuedPost<
  { coreFeeling: string; day?: string; tags?: string[] },
  ApiQuickCheckin
>('/api/quick-checkins', checkin);

/** The map form (docs/product.md §11.2): the server also applies the ratings to today's entry and returns it. */
export const saveSpotlightRatings = queuedPost<
  { ratings: Readonly<Record<string, string>> },
  SpotlightRatingsResponse
>('/api/spotlight-ratings', spotlightRatings);

/**
 * A saved check-in joins the cached list (newest first); that day's calendar cell and reports change,
 * and with tags the tag list and what moves.
 */
export function applySavedCheckin(queryClient: QueryClient, checkin: ApiQuickCheckin): void {
  queryClient.setQueryData<ApiQuickCheckin[]>(queryKeys.quickCheckins.list(), (list) =>
    list ? [checkin, ...list.filter((c) => c.id !== checkin.id)] : list,
  );
  // The day's mean core feeling is the server's to compute: those reads are refreshed when shown.
  const tagged = (checkin.tags ?? []).length > 0 ? [queryKeys.tags.all, queryKeys.whatMoves.all] : [];
  for (const queryKey of [queryKeys.days.all, queryKeys.reports.all, ...tagged]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/** Spotlight ratings were saved: the list of them is read again when next shown. */
export function applySavedSpotlightRatings(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.spotlightRatings.all, refetchType: 'none' });
}
