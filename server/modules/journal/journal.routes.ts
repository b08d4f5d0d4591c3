import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import {
  ApiJournalEntrySchema,
  CreateJournalEntrySchema,
  UpdateJournalEntrySchema,
} from '../../../core/schemas/journal';
import type { AppContext } from '../../lib/context';
import { PageCache } from '../../lib/page-cache';
import { createRoute, deleteByIdRoute, getByIdRoute, pagedListRoute } from '../../lib/routes';
import { oneWithTagNames, TAG_LIMIT_ERROR, withTagNames } from '../tags/tags.service';
import { toApiJournalEntry } from './journal.mapper';
import { otherWritersVersion } from './journal.repository';
import {
  createJournalEntry,
  currentJournalPageFingerprint,
  editJournalEntry,
  journalPageFingerprint,
  listJournal,
  openJournalEntry,
  removeJournalEntry,
} from './journal.service';

const tags = ['Journal'];
const notFound = { openapi: { errors: { 404: 'No such journal entry of this account.' } } };

/**
 * The bound of each server's cache of gzipped journal pages (decision 225). A page of 50 entries of
 * 20 KB of everyday text gzips to ~0.3 MB (the bench's repeated text to ~10 KB), so this keeps the
 * first pages of some hundred long-writing accounts.
 */
export const JOURNAL_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Each app's cache of journal pages, for tests. */
export const journalPageCaches = new WeakMap<AppContext, PageCache>();

/** Registered inside the authenticated scope: request.user is always set. */
export async function journalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pages = new PageCache(JOURNAL_PAGE_CACHE_BYTES);
  journalPageCaches.set(ctx, pages);
  ctx.accountCaches.push(pages);

  pagedListRoute(app, '/api/journal-entries', {
    tags,
    summary: 'Journal entries, newest first, a page at a time',
    item: ApiJournalEntrySchema,
    read: (userId, page) => listJournal(ctx, userId, page),
    key: (row) => row.date,
    present: (rows) => withTagNames(ctx, 'journal', rows, toApiJournalEntry),
    cache: {
      pages,
      snapshot: () => otherWritersVersion(ctx.db, ctx.dialect),
      current: (userId, page) => currentJournalPageFingerprint(ctx, userId, page),
      of: (rows, page, items) => {
        const names = new Map(items.map((item) => [item.id, item.tags]));
        return journalPageFingerprint(rows, page.limit, (id) => names.get(id));
      },
    },
  });

  createRoute(app, '/api/journal-entries', {
    tags,
    summary: 'Write a journal entry (today, or a past `day`)',
    body: CreateJournalEntrySchema,
    item: ApiJournalEntrySchema,
    config: { openapi: { errors: { 409: TAG_LIMIT_ERROR } } },
    create: async (user, body) => ({
      item: await oneWithTagNames(
        ctx,
        'journal',
        await createJournalEntry(ctx, user, body),
        toApiJournalEntry,
      ),
    }),
  });

  getByIdRoute(app, '/api/journal-entries/:id', {
    tags,
    summary: 'One journal entry (e.g. a search result)',
    params: IdParamsSchema,
    item: ApiJournalEntrySchema,
    config: notFound,
    find: async (userId, { id }) =>
      oneWithTagNames(ctx, 'journal', await openJournalEntry(ctx, userId, id), toApiJournalEntry),
  });

  r.patch(
    '/api/journal-entries/:id',
    {
      schema: {
        tags,
        summary: 'Edit a journal entry',
        params: IdParamsSchema,
        body: UpdateJournalEntrySchema,
        response: { 200: ApiJournalEntrySchema },
      },
      config: { openapi: { errors: { ...notFound.openapi.errors, 409: TAG_LIMIT_ERROR } } },
    },
    async (request) => {
      const row = await editJournalEntry(ctx, request.user, request.params.id, request.body);
      // An edit within the millisecond of the entry's last change keeps its updated_at; on SQLite the
      // fingerprint would not see it, so this server forgets the account's pages (decision 225).
      pages.forgetAccount(request.user.id);
      return oneWithTagNames(ctx, 'journal', row, toApiJournalEntry);
    },
  );

  deleteByIdRoute(app, '/api/journal-entries/:id', {
    tags,
    summary: 'Delete a journal entry',
    config: notFound,
    remove: (userId, id) => removeJournalEntry(ctx, userId, id),
  });
}
