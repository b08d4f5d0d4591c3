import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchKind } from '../../core/schemas/search';
import { searchTerms } from '../../core/search';
import { api, listOf, schemaFrom } from './http/request';
import { queryKeys } from './query-keys';

/** Core's schemas (and zod) come with the first request, not with the screen (decision 500). */
const results = schemaFrom(() =>
  import('../../core/schemas/search').then((m) => listOf(m.ApiSearchResultSchema)),
);

/** Search as you type: no request until the query has a word; the last answer stays while typing. */
export function useSearch(q: string, kind: SearchKind) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: queryKeys.search.query(trimmed, kind),
    queryFn: ({ signal }) =>
      api(`/api/search?${new URLSearchParams({ q: trimmed, kind, limit: '20' }).toString()}`, results, {
        signal,
      }),
    enabled: searchTerms(trimmed).length > 0,
    placeholderData: keepPreviousData,
  });
}
