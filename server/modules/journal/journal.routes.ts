import type { FastifyInstance } from 'fastify';
import { CreateJournalEntrySchema, UpdateJournalEntrySchema } from '../../../core/schemas/journal';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { tagNames } from '../tags/tags.service';
import { toApiJournalEntry } from './journal.mapper';
import { createJournalEntry, editJournalEntry, listJournal, removeJournalEntry } from './journal.service';

type IdParams = { Params: { id: string } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function journalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/journal-entries', async (request, reply) => {
    const page = parsePageQuery(request.query);
    const rows = sendPage(request, reply, await listJournal(ctx, request.user.id, page), page, (r) => ({
      key: r.date,
      id: r.id,
    }));
    const tags = await tagNames(
      ctx,
      'journal',
      rows.map((r) => r.id),
    );
    return rows.map((row) => toApiJournalEntry(row, tags.get(row.id) ?? []));
  });

  app.post('/api/journal-entries', async (request, reply) => {
    const input = validate(CreateJournalEntrySchema, request.body ?? {});
    const row = await createJournalEntry(ctx, request.user, input);
    const tags = await tagNames(ctx, 'journal', [row.id]);
    return reply.status(201).send(toApiJournalEntry(row, tags.get(row.id) ?? []));
  });

  app.patch<IdParams>('/api/journal-entries/:id', async (request) => {
    const input = validate(UpdateJournalEntrySchema, request.body ?? {});
    const row = await editJournalEntry(ctx, request.user, request.params.id, input);
    return toApiJournalEntry(row, (await tagNames(ctx, 'journal', [row.id])).get(row.id) ?? []);
  });

  app.delete<IdParams>('/api/journal-entries/:id', async (request, reply) => {
    await removeJournalEntry(ctx, request.user.id, request.params.id);
    return reply.status(204).send();
  });
}
