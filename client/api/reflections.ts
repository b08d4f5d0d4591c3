import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiDimensionReflection, UpdateDimensionReflection } from '../../core/schemas/reflections';
import { api, ignored, schemaFrom } from './http/request';
import { apiPage, type Page } from './http/paging';
import type { QueueMeta } from '../lib/offline/messages';
import { sendWrite, type WriteOutcome } from './http/write-queue';
import { queryKeys } from './query-keys';
import { REFLECTIONS_PAGE_SIZE } from '../../core/limits';

/**
 * Core's schema comes with the first request, not with the screen (decision 500): zod/mini's records
 * (decision 534), so the reflections' pages need none of full zod.
 */
const reflection = schemaFrom(() =>
  import('../../core/schemas/records').then((m) => m.ApiDimensionReflectionSchema),
);

/** Reflections per page of the reflections screen (core's, which the early read asks for too). */
export { REFLECTIONS_PAGE_SIZE };

/**
 * GET /api/dimension-reflections/{dimension}: that area's reflections, newest first, one page at a
 * time; each next page is the server's Link rel="next".
 */
export function reflectionPagesQuery(dimension: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.reflections.pages(dimension),
    queryFn: ({ pageParam, signal }) => apiPage(pageParam, reflection, { signal }),
    initialPageParam: `/api/dimension-reflections/${encodeURIComponent(dimension)}?limit=${REFLECTIONS_PAGE_SIZE}`,
    getNextPageParam: (last: Page<ApiDimensionReflection>) => last.next,
  });
}

/** One reflection of an area by id: a search result older than the pages loaded so far (decision 171). */
export function reflectionQuery(dimension: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.reflections.one(dimension, id),
    queryFn: ({ signal }) =>
      api(
        `/api/dimension-reflections/${encodeURIComponent(dimension)}/${encodeURIComponent(id)}`,
        reflection,
        { signal },
      ),
  });
}

/** Edits the loaded pages of an area's reflections in the cache (`first`: the newest page). */
export function editReflectionPages(
  queryClient: QueryClient,
  dimension: string,
  edit: (items: ApiDimensionReflection[], first: boolean) => ApiDimensionReflection[],
): void {
  queryClient.setQueryData<InfiniteData<Page<ApiDimensionReflection>>>(
    queryKeys.reflections.pages(dimension),
    (data) =>
      data
        ? { ...data, pages: data.pages.map((page, i) => ({ ...page, items: edit(page.items, i === 0) })) }
        : data,
  );
  // A reflection opened from a search, outside the pages, shows the same edit.
  for (const [key, one] of queryClient.getQueriesData<ApiDimensionReflection>({
    queryKey: [...queryKeys.reflections.byDimension(dimension), 'one'],
  })) {
    if (one) queryClient.setQueryData(key, edit([one], false)[0] ?? one);
  }
}

/** The wire form of a PATCH: scores travel as one-decimal strings. */
export type ReflectionPatch = Omit<UpdateDimensionReflection, 'score'> & { score?: string };

/** PATCH a reflection; without a network it waits on this device (decision 150). */
export function updateReflection(
  id: string,
  patch: ReflectionPatch,
  meta: QueueMeta,
): Promise<WriteOutcome<ApiDimensionReflection>> {
  return sendWrite(
    { method: 'PATCH', path: `/api/dimension-reflections/${encodeURIComponent(id)}`, body: patch, ...meta },
    reflection,
  );
}

export function deleteReflection(id: string, meta: QueueMeta): Promise<WriteOutcome<unknown>> {
  return sendWrite(
    { method: 'DELETE', path: `/api/dimension-reflections/${encodeURIComponent(id)}`, ...meta },
    ignored,
  );
}

/** The cached list shows a queued edit at once; the server's copy replaces it after the sync. */
export function applyQueuedReflectionEdit(
  queryClient: QueryClient,
  dimension: string,
  id: string,
  patch: ReflectionPatch,
): void {
  editReflectionPages(queryClient, dimension, (list) =>
    list.map((r) => (r.id === id ? { ...r, ...patch } : r)),
  );
}

/** The cached list drops a reflection whose deletion is waiting to sync. */
export function applyQueuedReflectionDelete(queryClient: QueryClient, dimension: string, id: string): void {
  editReflectionPages(queryClient, dimension, (list) => list.filter((r) => r.id !== id));
}

/** A reflection's edit reached the server: its area's reflections and the day views read again. */
export async function refreshAfterReflectionEdit(queryClient: QueryClient, dimension: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.reflections.byDimension(dimension) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.days.all }),
  ]);
}

/** One reflection opened from a search, read again (after a failed change). */
export function refreshOneReflection(queryClient: QueryClient, dimension: string, id: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.reflections.one(dimension, id) });
}
