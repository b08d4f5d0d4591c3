import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, schemaFrom } from './http/request';
import { listQuery, useDeleteById } from './http/resource';
import { queryKeys } from './query-keys';

/**
 * Core's schema comes with the first request, not with the screen (decision 500), in zod/mini (decision
 * 542): the tag picker's list loads no full zod.
 */
const tag = schemaFrom(() => import('../../core/schemas/records').then((m) => m.ApiTagSchema));

export const tagsQuery = listQuery(queryKeys.tags.list(), '/api/tags', tag);

export function useTags() {
  return useQuery(tagsQuery);
}

/** Tags changed: the lists that show tags and "what moves" read them again. */
export async function refreshAfterTagChange(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.whatMoves.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.quickCheckins.all }),
  ]);
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api(`/api/tags/${encodeURIComponent(id)}`, tag, { method: 'PATCH', body: { name } }),
    onSuccess: () => refreshAfterTagChange(queryClient),
  });
}

export function useMergeTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) =>
      api(`/api/tags/${encodeURIComponent(id)}/merge`, tag, { method: 'POST', body: { into } }),
    onSuccess: () => refreshAfterTagChange(queryClient),
  });
}

export function useDeleteTag() {
  return useDeleteById('/api/tags', refreshAfterTagChange);
}
