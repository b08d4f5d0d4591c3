import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiWhatMoves } from '../../core/schemas/insights';
import { api } from './http/request';
import { queryKeys } from './query-keys';

export const whatMovesQuery = queryOptions({
  queryKey: queryKeys.whatMoves.all,
  queryFn: ({ signal }) => api<ApiWhatMoves>('/api/what-moves', { signal }),
});

export function useWhatMoves() {
  return useQuery(whatMovesQuery);
}
