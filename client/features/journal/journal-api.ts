import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { api } from '../../lib/api';
import { apiPage, type Page } from '../../lib/api-page';
import { queryKeys } from '../../lib/query-keys';
import type { CreateJournalBody, UpdateJournalBody } from './journal-rules';

/** Entries per page of /journal: a screenful or two, so the first page appears fast (decision 084). */
export const JOURNAL_PAGE_SIZE = 20;

/** The journal one page at a time, newest first; each next page is the server's Link rel="next". */
export const journalPagesQuery = infiniteQueryOptions({
  queryKey: queryKeys.journal.pages(),
  queryFn: ({ pageParam, signal }) => apiPage<ApiJournalEntry>(pageParam, { signal }),
  initialPageParam: `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`,
  getNextPageParam: (last: Page<ApiJournalEntry>) => last.next,
});

export function useJournalPages() {
  return useInfiniteQuery(journalPagesQuery);
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // `day` only for a past day (issue 16); the Idempotency-Key makes a retried save land once.
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: CreateJournalBody & { day?: string };
      idempotencyKey: string;
    }) =>
      api<ApiJournalEntry>('/api/journal-entries', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async () => {
      // Writing in the journal counts as activity, so the streak in the header may change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.whatMoves.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.search.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.days.all }),
      ]);
    },
  });
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateJournalBody }) =>
      api<ApiJournalEntry>(`/api/journal-entries/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.journal.all,
          queryKeys.days.all,
          queryKeys.tags.all,
          queryKeys.whatMoves.all,
          queryKeys.search.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/journal-entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.days.all }),
      ]),
  });
}
