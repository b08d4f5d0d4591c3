import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import type { CreateJournalBody, UpdateJournalBody } from './journal-rules';

export const journalListQuery = queryOptions({
  queryKey: queryKeys.journal.list(),
  queryFn: ({ signal }) => api<ApiJournalEntry[]>('/api/journal-entries', { signal }),
});

export function useJournalEntries() {
  return useQuery(journalListQuery);
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
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.days.all }),
      ]),
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
