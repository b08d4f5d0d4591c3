import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DimensionKey } from '../../../core/dimensions';
import type { ApiDimensionReflection, UpdateDimensionReflection } from '../../../core/schemas/reflections';
import { api } from '../../lib/api';
import type { QueueMeta } from '../../lib/offline/messages';
import { sendWrite, type WriteOutcome } from '../../lib/offline/write-queue';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/dimension-reflections/{dimension}: that area's reflections, newest first. */
export function reflectionsQuery(dimension: DimensionKey) {
  return queryOptions({
    queryKey: queryKeys.reflections.byDimension(dimension),
    queryFn: ({ signal }) =>
      api<ApiDimensionReflection[]>(`/api/dimension-reflections/${encodeURIComponent(dimension)}`, {
        signal,
      }),
  });
}

/** The wire form of a PATCH: scores travel as one-decimal strings. */
export type ReflectionPatch = Omit<UpdateDimensionReflection, 'score'> & { score?: string };

/** PATCH a reflection; without a network it waits on this device (decision 150). */
export function updateReflection(
  id: string,
  patch: ReflectionPatch,
  meta: QueueMeta,
): Promise<WriteOutcome<ApiDimensionReflection>> {
  return sendWrite<ApiDimensionReflection>({
    method: 'PATCH',
    path: `/api/dimension-reflections/${encodeURIComponent(id)}`,
    body: patch,
    ...meta,
  });
}

export function deleteReflection(id: string, meta: QueueMeta): Promise<WriteOutcome<null>> {
  return sendWrite<null>({
    method: 'DELETE',
    path: `/api/dimension-reflections/${encodeURIComponent(id)}`,
    ...meta,
  });
}

/** The cached list shows a queued edit at once; the server's copy replaces it after the sync. */
export function applyQueuedReflectionEdit(
  queryClient: QueryClient,
  dimension: DimensionKey,
  id: string,
  patch: ReflectionPatch,
): void {
  queryClient.setQueryData<ApiDimensionReflection[]>(queryKeys.reflections.byDimension(dimension), (list) =>
    list?.map((r) => (r.id === id ? { ...r, ...patch } : r)),
  );
}

/** The cached list drops a reflection whose deletion is waiting to sync. */
export function applyQueuedReflectionDelete(
  queryClient: QueryClient,
  dimension: DimensionKey,
  id: string,
): void {
  queryClient.setQueryData<ApiDimensionReflection[]>(queryKeys.reflections.byDimension(dimension), (list) =>
    list?.filter((r) => r.id !== id),
  );
}
