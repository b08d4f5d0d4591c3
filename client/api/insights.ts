import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiWhatMovesSchema } from '../../core/schemas/insights';
import { api } from './http/request';
import { queryKeys } from './query-keys';

export const whatMovesQuery = queryOptions({
  queryKey: queryKeys.whatMoves.all,
  queryFn: ({ signal }) => api('/api/what-moves', ApiWhatMovesSchema, { signal }),
});

export function useWhatMoves() {
  return useQuery(whatMovesQuery);
}
