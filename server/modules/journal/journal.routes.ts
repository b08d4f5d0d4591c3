import type { FastifyInstance } from 'fastify';
import { CreateJournalEntrySchema, UpdateJournalEntrySchema } from '../../../core/schemas/journal';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { toApiJournalEntry } from './journal.mapper';
import { createJournalEntry, editJournalEntry, listJournal, removeJournalEntry } from './journal.service';

type IdParams = { Params: { id: string } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function journalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/journal-entries', async (request, reply) => {
    const page = parsePageQuery(request.query);
    const rows = await listJournal(ctx, request.user.id, page);
    return sendPage(request, reply, rows, page, (r) => ({ key: r.date, id: r.id })).map(toApiJournalEntry);
  });

  app.post('/api/journal-entries', async (request, reply) => {
    const input = validate(CreateJournalEntrySchema, request.body ?? {});
    return reply.status(201).send(toApiJournalEntry(await createJournalEntry(ctx, request.user, input)));
  });

  app.patch<IdParams>('/api/journal-entries/:id', async (request) => {
    const input = validate(UpdateJournalEntrySchema, request.body ?? {});
    return toApiJournalEntry(await editJournalEntry(ctx, request.user, request.params.id, input));
  });

  app.delete<IdParams>('/api/journal-entries/:id', async (request, reply) => {
    await removeJournalEntry(ctx, request.user.id, request.params.id);
    return reply.status(204).send();
  });
}
