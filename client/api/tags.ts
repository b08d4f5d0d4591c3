import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiTagSchema } from '../../core/schemas/tags';
import { api, ignored, listOf } from './http/request';
import { queryKeys } from './query-keys';

export const tagsQuery = queryOptions({
  queryKey: queryKeys.tags.list(),
  queryFn: ({ signal }) => api('/api/tags', listOf(ApiTagSchema), { signal }),
});

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
      api(`/api/tags/${encodeURIComponent(id)}`, ApiTagSchema, { method: 'PATCH', body: { name } }),
    onSuccess: () => refreshAfterTagChange(queryClient),
  });
}

export function useMergeTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) =>
      api(`/api/tags/${encodeURIComponent(id)}/merge`, ApiTagSchema, { method: 'POST', body: { into } }),
    onSuccess: () => refreshAfterTagChange(queryClient),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/tags/${encodeURIComponent(id)}`, ignored, { method: 'DELETE' }),
    onSuccess: () => refreshAfterTagChange(queryClient),
  });
}
