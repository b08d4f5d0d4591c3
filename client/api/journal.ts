import { t } from '@lingui/core/macro';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiJournalEntry, CreateJournalEntry, UpdateJournalEntry } from '../../core/schemas/journal';
import { api, ignored, schemaFrom, type Reader } from './http/request';
import { JOURNAL_PAGE_SIZE } from '../../core/limits';
import { useSignedInUser } from './user';
import type { ApiUser } from '../../core/schemas/auth';
import { todayIn } from '../lib/edit-day';
import { pendingId, sendWrite, type WriteRequest } from './http/write-queue';
import { apiPage, type Page } from './http/paging';
import { queryKeys } from './query-keys';

/**
 * Core's schema comes with the first request, not with the screen (decision 500): zod/mini's records
 * (decision 534), so the journal's pages need none of full zod (its editor's checks load it).
 */
const entry = schemaFrom(() => import('../../core/schemas/records').then((m) => m.ApiJournalEntrySchema));

/** The first page of /journal (core's JOURNAL_PAGE_SIZE, the very URL the early read starts). */
export const JOURNAL_FIRST_PAGE = `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`;

/** The journal one page at a time, newest first; each next page is the server's Link rel="next". */
export const journalPagesQuery = infiniteQueryOptions({
  queryKey: queryKeys.journal.pages(),
  queryFn: ({ pageParam, signal }) => apiPage(pageParam, entry, { signal }),
  initialPageParam: JOURNAL_FIRST_PAGE,
  getNextPageParam: (last: Page<ApiJournalEntry>) => last.next,
});

/** One entry by id: a search result older than the pages loaded so far (decision 171). */
export function fetchJournalEntry(id: string): Promise<ApiJournalEntry> {
  return api(`/api/journal-entries/${encodeURIComponent(id)}`, entry);
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

type CachedEdit = (items: ApiJournalEntry[], first: boolean) => ApiJournalEntry[];

/**
 * A write of an entry. Without a network it waits on this device and syncs later (decision 150): the
 * cached pages show it at once (`whileQueued`); once it reached the server, the reads it changes
 * (`reads`) are fetched again.
 */
function useJournalWrite<V>({
  request,
  reader,
  whileQueued,
  reads,
}: {
  request: (vars: V) => Omit<WriteRequest, 'userId'>;
  reader: Reader<unknown>;
  whileQueued: (vars: V, user: ApiUser) => CachedEdit;
  reads: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (vars: V): Promise<{ queued: boolean }> => {
      const outcome = await sendWrite({ ...request(vars), userId: user.id }, reader);
      if (outcome.queued) {
        editCachedPages(queryClient, whileQueued(vars, user));
        return { queued: true };
      }
      await Promise.all(reads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return { queued: false };
    },
  });
}

export function useCreateJournalEntry() {
  return useJournalWrite({
    // `day` only for a past day (decision 113); the Idempotency-Key makes a retried save land once.
    request: ({ body, idempotencyKey }: { body: CreateJournalEntry; idempotencyKey: string }) => ({
      method: 'POST',
      path: '/api/journal-entries',
      body,
      key: idempotencyKey,
      summary: entrySummary(body.title),
      content: body.content,
    }),
    reader: entry,
    whileQueued: ({ body, idempotencyKey }, user) => {
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
      return (items, first) => (first ? [pending, ...items.filter((e) => e.id !== pending.id)] : items);
    },
    // Writing in the journal counts as activity, so the streak in the header may change too.
    reads: [...JOURNAL_READS, queryKeys.user.all],
  });
}

export function useUpdateJournalEntry() {
  return useJournalWrite({
    request: ({ id, body }: { id: string; body: UpdateJournalEntry }) => ({
      method: 'PATCH',
      path: `/api/journal-entries/${encodeURIComponent(id)}`,
      body,
      summary: entrySummary(body.title, 'edited'),
      content: body.content,
    }),
    reader: entry,
    whileQueued: ({ id, body }) => {
      const now = new Date().toISOString();
      return (items) =>
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
        );
    },
    reads: JOURNAL_READS,
  });
}

export function useDeleteJournalEntry() {
  return useJournalWrite({
    request: (entry: ApiJournalEntry) => ({
      method: 'DELETE',
      path: `/api/journal-entries/${encodeURIComponent(entry.id)}`,
      summary: entrySummary(entry.title, 'deleted'),
      content: entry.content,
    }),
    reader: ignored,
    whileQueued: (entry) => (items) => items.filter((e) => e.id !== entry.id),
    reads: [queryKeys.journal.all, queryKeys.days.all],
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
