import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, NoContentSchema, PageQuerySchema } from '../../../core/schemas/common';
import {
  ApiJournalEntrySchema,
  CreateJournalEntrySchema,
  UpdateJournalEntrySchema,
} from '../../../core/schemas/journal';
import type { AppContext } from '../../context';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { LINK_HEADER } from '../../plugins/openapi';
import { tagNames } from '../tags/tags.service';
import { toApiJournalEntry } from './journal.mapper';
import { createJournalEntry, editJournalEntry, listJournal, removeJournalEntry } from './journal.service';

const tags = ['Journal'];
const notFound = { openapi: { errors: { 404: 'No such journal entry of this account.' } } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function journalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/journal-entries',
    {
      schema: {
        tags,
        summary: 'Journal entries, newest first, a page at a time',
        querystring: PageQuerySchema,
        response: { 200: z.array(ApiJournalEntrySchema) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const page = parsePageQuery(request.query);
      const rows = sendPage(request, reply, await listJournal(ctx, request.user.id, page), page, (row) => ({
        key: row.date,
        id: row.id,
      }));
      const names = await tagNames(
        ctx,
        'journal',
        rows.map((row) => row.id),
      );
      return rows.map((row) => toApiJournalEntry(row, names.get(row.id) ?? []));
    },
  );

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
      const names = await tagNames(ctx, 'journal', [row.id]);
      return reply.status(201).send(toApiJournalEntry(row, names.get(row.id) ?? []));
    },
  );

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
      return toApiJournalEntry(row, (await tagNames(ctx, 'journal', [row.id])).get(row.id) ?? []);
    },
  );

  r.delete(
    '/api/journal-entries/:id',
    {
      schema: {
        tags,
        summary: 'Delete a journal entry',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: notFound,
    },
    async (request, reply) => {
      await removeJournalEntry(ctx, request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
