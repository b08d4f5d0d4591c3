import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ignored, listOf, type Reader } from './request';

/** `GET url`: a resource's rows read whole (each by `item`), under `queryKey`. */
export function listQuery<Key extends readonly unknown[], T>(queryKey: Key, url: string, item: Reader<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api(url, listOf(item), { signal }) });
}

/**
 * `DELETE ${url}/{id}` of one of the account's records, then `deleted` brings the screens up to date
 * (reads the resource's queries again, or edits the cached list).
 */
export function useDeleteById(
  url: string,
  deleted: (queryClient: QueryClient, id: string) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`${url}/${encodeURIComponent(id)}`, ignored, { method: 'DELETE' }),
    onSuccess: (_answer, id) => deleted(queryClient, id),
  });
}
