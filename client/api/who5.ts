/**
 * The client side of /api/who5 (decision 290): the results, the 14-day offer and "Not now". Answers
 * are parsed with core's schemas, imported with the first answer, except the offer that Home reads
 * first (typed, decision 316).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiWho5, Who5Offer } from '../../core/schemas/who5';
import { newIdempotencyKey } from '../lib/idempotency';
import { api, schemaFrom, typed } from './http/request';
import { apiPage } from './http/paging';
import { queryKeys } from './query-keys';

export type { ApiWho5, Who5Offer };

const schemas = () => import('../../core/schemas/who5');
/** A result is checked with zod/mini (decision 534): Progress's WHO-5 history needs no full zod. */
const result = schemaFrom(() => import('../../core/schemas/trends').then((m) => m.ApiWho5Schema));
const offer = schemaFrom(() => schemas().then((m) => m.Who5OfferSchema));

/** How many results Progress and the comparison read: more than three years at one every 14 days. */
export const WHO5_HISTORY_LIMIT = 100;

/** GET /api/who5?limit=: the newest results, newest first. */
export const who5HistoryQuery = queryOptions({
  queryKey: queryKeys.who5.history(),
  queryFn: async ({ signal }) => {
    const page = await apiPage(`/api/who5?limit=${WHO5_HISTORY_LIMIT}`, result, { signal });
    return { items: page.items, more: page.next !== null };
  },
});

export function useWho5History() {
  return useQuery(who5HistoryQuery);
}

/** GET /api/who5/offer: whether to offer the questionnaire today. */
export const who5OfferQuery = queryOptions({
  queryKey: queryKeys.who5.offer(),
  queryFn: ({ signal }) => api('/api/who5/offer', typed<Who5Offer>(), { signal }),
});

export function useWho5Offer() {
  return useQuery(who5OfferQuery);
}

/** POST /api/who5/offer/dismiss: "Not now", kept with the account for 14 days. */
export function useDismissWho5Offer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/who5/offer/dismiss', offer, { method: 'POST' }),
    onSuccess: (offer) => queryClient.setQueryData(who5OfferQuery.queryKey, offer),
  });
}

/** POST /api/who5: five answers 0–5 in the statements' order, today. Retry-safe with one key per answer set. */
export function useSaveWho5() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, key }: { answers: number[]; key?: string }) =>
      api('/api/who5', result, {
        method: 'POST',
        body: { answers },
        idempotencyKey: key ?? newIdempotencyKey(),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.who5.all }),
  });
}
