import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiArea } from '../../core/schemas/areas';
import { api, schemaFrom, typed } from './http/request';
import { listQuery, useDeleteById } from './http/resource';
import { queryKeys } from './query-keys';

export type { ApiArea };

export type { AreaChange } from '../../core/areas';
import type { Area, AreaChange } from '../../core/areas';

export interface NewArea {
  label: string;
  icon: string;
  color: string;
  description?: string;
}

/**
 * A read of Home's first screen (the wheel's areas): typed, not parsed, like the other first reads
 * (decision 316); the writes' answers are parsed, their schema (and zod) imported on the first one.
 * A static import of the schema put zod back into the signed-in first load (decision 450).
 */
const firstRead = typed<ApiArea>();
const areaSchema = schemaFrom(() => import('../../core/schemas/areas').then((m) => m.ApiAreaSchema));

/** `GET /api/areas`: the person's areas in wheel order; kept on the device like every read (decision 150). */
export const areasQuery = listQuery(queryKeys.areas.list(), '/api/areas', firstRead);

export function useAreasQuery() {
  return useQuery(areasQuery);
}

/** The list in wheel order, with `changed` in place of the area of its key (moved when its position changed). */
export function withArea<A extends Area>(list: readonly A[], changed: A): A[] {
  const others = list.filter((a) => a.key !== changed.key);
  const at = Math.min(Math.max(0, changed.position), others.length);
  const next = [...others.slice(0, at), changed, ...others.slice(at)];
  return next.map((a, position) => (a.position === position ? a : { ...a, position }));
}

/** The list without `key`, positions closed up. */
export function withoutArea<A extends Area>(list: readonly A[], key: string): A[] {
  return list.filter((a) => a.key !== key).map((a, position) => ({ ...a, position }));
}

/**
 * What an area change makes stale besides the list (decision 342): hiding, showing or deleting changes
 * which areas an overall is the mean of, and deleting takes ratings; those reads are asked again when a
 * screen next shows them (`refetchType: 'none'` for the ones no screen shows now is TanStack's default
 * for inactive queries).
 */
async function refreshScores(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.wellbeingEntries.all,
      queryKeys.days.all,
      queryKeys.progress.all,
      queryKeys.reports.all,
      queryKeys.whatMoves.all,
      queryKeys.targets.all,
      queryKeys.reflections.all,
      queryKeys.spotlightRatings.all,
      queryKeys.search.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** `PUT /api/areas/{key}`: rename, recolour, hide or show, move. */
export function useUpdateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, change }: { key: string; change: AreaChange }) =>
      api(`/api/areas/${encodeURIComponent(key)}`, areaSchema, { method: 'PUT', body: change }),
    onSuccess: async (area, { change }) => {
      queryClient.setQueryData(areasQuery.queryKey, (list) => (list ? withArea(list, area) : list));
      if (change.hidden !== undefined) await refreshScores(queryClient);
    },
  });
}

/** `POST /api/areas` (retry-safe through its Idempotency-Key): an area of one's own, at the end of the wheel. */
export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ area, idempotencyKey }: { area: NewArea; idempotencyKey: string }) =>
      api('/api/areas', areaSchema, { method: 'POST', body: area, idempotencyKey }),
    onSuccess: async (area) => {
      queryClient.setQueryData(areasQuery.queryKey, (list) => (list ? withArea(list, area) : [area]));
      // A new shown area changes which areas the overall is the mean of (decision 342).
      await refreshScores(queryClient);
    },
  });
}

/** `DELETE /api/areas/{key}`: an area of one's own, with its ratings. */
export function useDeleteArea() {
  return useDeleteById('/api/areas', async (queryClient, key) => {
    queryClient.setQueryData(areasQuery.queryKey, (list) => (list ? withoutArea(list, key) : list));
    await refreshScores(queryClient);
  });
}
