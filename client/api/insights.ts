import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from './http/request';
import { queryKeys } from './query-keys';

/** Core's schemas (and zod) come with the first request, not with the screen (decision 500). */
const whatMoves = schemaFrom(() => import('../../core/schemas/insights').then((m) => m.ApiWhatMovesSchema));

export const whatMovesQuery = queryOptions({
  queryKey: queryKeys.whatMoves.all,
  queryFn: ({ signal }) => api('/api/what-moves', whatMoves, { signal }),
});

export function useWhatMoves() {
  return useQuery(whatMovesQuery);
}
