import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressRange } from '../../core/progress';
import { api, schemaFrom } from './http/request';
import { queryKeys } from './query-keys';

/**
 * Core's schema comes with the first request, not with the screen (decision 500): zod/mini's (decision
 * 534), so Progress needs none of full zod.
 */
const progress = schemaFrom(() => import('../../core/schemas/trends').then((m) => m.ApiProgressSchema));

export const progressQuery = (range: ProgressRange) =>
  queryOptions({
    queryKey: queryKeys.progress.range(range),
    queryFn: ({ signal }) => api(`/api/progress?range=${range}`, progress, { signal }),
  });

/**
 * A range's total alone (`points=none`, decision 311): what the summary's "Total entries" needs, without
 * a point per week of the whole history (the all-time read grew with every week kept).
 */
export const progressTotalQuery = (range: ProgressRange) =>
  queryOptions({
    queryKey: queryKeys.progress.total(range),
    queryFn: ({ signal }) => api(`/api/progress?range=${range}&points=none`, progress, { signal }),
  });

/** Read again whenever the screen opens, like the ranges below. */
export function useProgressTotal(range: ProgressRange) {
  return useQuery({ ...progressTotalQuery(range), staleTime: 0, refetchOnMount: 'always' });
}

/**
 * Progress is made from every kind of write (ratings, check-ins), so like a report it is read again
 * whenever the screen opens (cached figures show at once, then update; decision 071). While another
 * range loads, the one before stays on screen instead of a spinner flash.
 */
export function useProgress(range: ProgressRange) {
  return useQuery({
    ...progressQuery(range),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
