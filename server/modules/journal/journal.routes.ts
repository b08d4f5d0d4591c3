import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import {
  ApiJournalEntrySchema,
  CreateJournalEntrySchema,
  UpdateJournalEntrySchema,
} from '../../../core/schemas/journal';
import type { AppContext } from '../../context';
import { deleteByIdRoute, getByIdRoute, pagedListRoute } from '../../lib/routes';
import { oneWithTagNames, withTagNames } from '../tags/tags.service';
import { toApiJournalEntry } from './journal.mapper';
import {
  createJournalEntry,
  editJournalEntry,
  listJournal,
  openJournalEntry,
  removeJournalEntry,
} from './journal.service';

const tags = ['Journal'];
const notFound = { openapi: { errors: { 404: 'No such journal entry of this account.' } } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function journalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  pagedListRoute(app, '/api/journal-entries', {
    tags,
    summary: 'Journal entries, newest first, a page at a time',
    item: ApiJournalEntrySchema,
    read: (userId, page) => listJournal(ctx, userId, page),
    key: (row) => row.date,
    present: (rows) => withTagNames(ctx, 'journal', rows, toApiJournalEntry),
  });

  r.post(
    '/api/journal-entries',
    {
      schema: {
        tags,
        summary: 'Write a journal entry (today, or a past `day`)',
        body: CreateJournalEntrySchema,
        response: { 201: ApiJournalEntrySchema },
      },
    },
    async (request, reply) => {
      const row = await createJournalEntry(ctx, request.user, request.body);
      return reply.status(201).send(await oneWithTagNames(ctx, 'journal', row, toApiJournalEntry));
    },
  );

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
      config: notFound,
    },
    async (request) => {
      const row = await editJournalEntry(ctx, request.user, request.params.id, request.body);
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
