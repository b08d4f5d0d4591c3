import { t } from '@lingui/core/macro';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ApiJournalEntrySchema,
  type ApiJournalEntry,
  type CreateJournalEntry,
  type UpdateJournalEntry,
} from '../../core/schemas/journal';
import { api, ignored } from './http/request';
import { JOURNAL_PAGE_SIZE } from '../../core/limits';
import { useSignedInUser } from './user';
import { todayIn } from '../lib/edit-day';
import { pendingId, sendWrite } from './http/write-queue';
import { apiPage, type Page } from './http/paging';
import { queryKeys } from './query-keys';

/** The first page of /journal (core's JOURNAL_PAGE_SIZE, the very URL the early read starts). */
export const JOURNAL_FIRST_PAGE = `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`;

/** The journal one page at a time, newest first; each next page is the server's Link rel="next". */
export const journalPagesQuery = infiniteQueryOptions({
  queryKey: queryKeys.journal.pages(),
  queryFn: ({ pageParam, signal }) => apiPage(pageParam, ApiJournalEntrySchema, { signal }),
  initialPageParam: JOURNAL_FIRST_PAGE,
  getNextPageParam: (last: Page<ApiJournalEntry>) => last.next,
});

/** One entry by id: a search result older than the pages loaded so far (decision 171). */
export function fetchJournalEntry(id: string): Promise<ApiJournalEntry> {
  return api(`/api/journal-entries/${encodeURIComponent(id)}`, ApiJournalEntrySchema);
}

export function useJournalPages() {
  return useInfiniteQuery(journalPagesQuery);
}

/** The journal pages in the cache after a change made without a network (decision 150). */
function editCachedPages(
  queryClient: QueryClient,
  edit: (items: ApiJournalEntry[], first: boolean) => ApiJournalEntry[],
): void {
  queryClient.setQueryData<InfiniteData<Page<ApiJournalEntry>>>(queryKeys.journal.pages(), (data) =>
    data
      ? { ...data, pages: data.pages.map((page, i) => ({ ...page, items: edit(page.items, i === 0) })) }
      : data,
  );
}

/** Reads that a journal write changes; refreshed once it has reached the server. */
const JOURNAL_READS = [
  queryKeys.journal.all,
  queryKeys.days.all,
  queryKeys.tags.all,
  queryKeys.whatMoves.all,
  queryKeys.search.all,
];

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  return useMutation({
    // Without a network the entry waits on this device and syncs later (decision 150).
    networkMode: 'always',
    // `day` only for a past day (decision 113); the Idempotency-Key makes a retried save land once.
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: CreateJournalEntry;
      idempotencyKey: string;
    }): Promise<{ queued: boolean }> => {
      const outcome = await sendWrite(
        {
          method: 'POST',
          path: '/api/journal-entries',
          body,
          key: idempotencyKey,
          userId: user.id,
          summary: entrySummary(body.title),
          content: body.content,
        },
        ApiJournalEntrySchema,
      );
      if (outcome.queued) {
        const now = new Date().toISOString();
        const pending: ApiJournalEntry = {
          id: pendingId(idempotencyKey),
          day: body.day ?? todayIn(user.timeZone),
          date: now,
          updatedAt: now,
          title: body.title ?? null,
          content: body.content,
          mood: body.mood,
          tags: body.tags ?? [],
        };
        editCachedPages(queryClient, (items, first) =>
          first ? [pending, ...items.filter((e) => e.id !== pending.id)] : items,
        );
        return { queued: true };
      }
      // Writing in the journal counts as activity, so the streak in the header may change too.
      await Promise.all(
        [...JOURNAL_READS, queryKeys.user.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return { queued: false };
    },
  });
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      id,
      body,
    }: {
      id: string;
      body: UpdateJournalEntry;
    }): Promise<{ queued: boolean }> => {
      const outcome = await sendWrite(
        {
          method: 'PATCH',
          path: `/api/journal-entries/${encodeURIComponent(id)}`,
          body,
          userId: user.id,
          summary: entrySummary(body.title, 'edited'),
          content: body.content,
        },
        ApiJournalEntrySchema,
      );
      if (outcome.queued) {
        const now = new Date().toISOString();
        editCachedPages(queryClient, (items) =>
          items.map((e) =>
            e.id === id
              ? {
                  ...e,
                  ...(body.title !== undefined ? { title: body.title ?? null } : {}),
                  ...(body.content !== undefined ? { content: body.content } : {}),
                  ...(body.mood !== undefined ? { mood: body.mood } : {}),
                  ...(body.tags !== undefined ? { tags: body.tags } : {}),
                  updatedAt: now,
                }
              : e,
          ),
        );
        return { queued: true };
      }
      await Promise.all(JOURNAL_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return { queued: false };
    },
  });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (entry: ApiJournalEntry): Promise<{ queued: boolean }> => {
      const outcome = await sendWrite(
        {
          method: 'DELETE',
          path: `/api/journal-entries/${encodeURIComponent(entry.id)}`,
          userId: user.id,
          summary: entrySummary(entry.title, 'deleted'),
          content: entry.content,
        },
        ignored,
      );
      if (outcome.queued) {
        editCachedPages(queryClient, (items) => items.filter((e) => e.id !== entry.id));
        return { queued: true };
      }
      await Promise.all(
        [queryKeys.journal.all, queryKeys.days.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return { queued: false };
    },
  });
}

/**
 * What a queued write of an entry is called in the list of changes the server refused (decision 445),
 * in the language active when it was made: "Journal entry “Walk”", "… edited", "… deleted".
 */
function entrySummary(title: string | null | undefined, change?: 'edited' | 'deleted'): string {
  if (title) {
    if (change === 'edited') return t`Journal entry “${title}” edited`;
    if (change === 'deleted') return t`Journal entry “${title}” deleted`;
    return t`Journal entry “${title}”`;
  }
  if (change === 'edited') return t`Journal entry edited`;
  if (change === 'deleted') return t`Journal entry deleted`;
  return t`Journal entry`;
}
