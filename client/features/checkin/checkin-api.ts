import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import type { ApiQuickCheckin, SpotlightRatingsResponse } from '../../../core/schemas/checkins';
import { api } from '../../lib/api';
import type { QueueMeta } from '../../lib/offline/messages';
import { sendWrite, type WriteOutcome } from '../../lib/offline/write-queue';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/quick-checkins?limit=1: the newest check-in only (the slider starts from it). */
export const quickCheckinsQuery = queryOptions({
  queryKey: queryKeys.quickCheckins.list(),
  queryFn: ({ signal }) => api<ApiQuickCheckin[]>('/api/quick-checkins?limit=1', { signal }),
});

/** POST /api/quick-checkins; `day` only for a past day (decision 113), the server's today otherwise. */
export function saveQuickCheckin(
  body: { coreFeeling: string; day?: string; tags?: string[] },
  idempotencyKey: string,
  meta: QueueMeta,
): Promise<WriteOutcome<ApiQuickCheckin>> {
  return sendWrite<ApiQuickCheckin>({
    method: 'POST',
    path: '/api/quick-checkins',
    body,
    key: idempotencyKey,
    ...meta,
  });
}

/** The map form (docs/product.md §11.2): the server also applies the ratings to today's entry and returns it. */
export function saveSpotlightRatings(
  body: { ratings: Partial<Record<DimensionKey, string>> },
  idempotencyKey: string,
  meta: QueueMeta,
): Promise<WriteOutcome<SpotlightRatingsResponse>> {
  return sendWrite<SpotlightRatingsResponse>({
    method: 'POST',
    path: '/api/spotlight-ratings',
    body,
    key: idempotencyKey,
    ...meta,
  });
}

/** A saved check-in joins the cached list (newest first); that day's calendar cell and reports change. */
export function applySavedCheckin(queryClient: QueryClient, checkin: ApiQuickCheckin): void {
  queryClient.setQueryData<ApiQuickCheckin[]>(queryKeys.quickCheckins.list(), (list) =>
    list ? [checkin, ...list.filter((c) => c.id !== checkin.id)] : list,
  );
  // The day's mean core feeling is the server's to compute: those reads are refreshed when shown.
  for (const queryKey of [queryKeys.days.all, queryKeys.reports.all]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
