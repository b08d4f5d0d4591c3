import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import type { ApiQuickCheckin, SpotlightRatingsResponse } from '../../../core/schemas/checkins';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/quick-checkins?limit=1: the newest check-in only (the slider starts from it). */
export const quickCheckinsQuery = queryOptions({
  queryKey: queryKeys.quickCheckins.list(),
  queryFn: ({ signal }) => api<ApiQuickCheckin[]>('/api/quick-checkins?limit=1', { signal }),
});

export function saveQuickCheckin(coreFeeling: string, tags: string[] = []): Promise<ApiQuickCheckin> {
  return api<ApiQuickCheckin>('/api/quick-checkins', {
    method: 'POST',
    body: { coreFeeling, ...(tags.length > 0 ? { tags } : {}) },
  });
}

/** The map form (DESIGN §4.2): the server also applies the ratings to today's entry. */
export function saveSpotlightRatings(body: {
  ratings: Partial<Record<DimensionKey, string>>;
}): Promise<SpotlightRatingsResponse> {
  return api<SpotlightRatingsResponse>('/api/spotlight-ratings', { method: 'POST', body });
}

/** Both saves count for the streak and the reports; spotlight ratings also change today's entry. */
export async function refreshAfterCheckin(queryClient: QueryClient, spotlight: boolean): Promise<void> {
  const keys = spotlight
    ? [queryKeys.spotlightRatings.all, queryKeys.wellbeingEntries.all]
    : [queryKeys.quickCheckins.all];
  await Promise.all(
    [...keys, queryKeys.user.all, queryKeys.reports.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
