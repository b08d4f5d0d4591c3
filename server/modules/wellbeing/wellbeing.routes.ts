import type { FastifyInstance } from 'fastify';
import { CreateWellbeingEntrySchema, UpdateWellbeingEntrySchema } from '../../../core/schemas/wellbeing';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { toApiWellbeingEntry } from './wellbeing.mapper';
import {
  latestWellbeingEntry,
  listWellbeingEntries,
  saveTodaysEntry,
  todaysWellbeingEntry,
  updateWellbeingEntry,
} from './wellbeing.service';

/** Registered inside the authenticated scope: request.user is always set. */
export async function wellbeingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/wellbeing-entries', async (request, reply) => {
    const page = parsePageQuery(request.query);
    const rows = await listWellbeingEntries(ctx, request.user.id, page);
    return sendPage(request, reply, rows, page, (r) => ({ key: r.day, id: r.id })).map(toApiWellbeingEntry);
  });

  app.get('/api/wellbeing-entries/latest', async (request) => {
    const row = await latestWellbeingEntry(ctx, request.user.id);
    return row ? toApiWellbeingEntry(row) : null;
  });

  app.get('/api/wellbeing-entries/today', async (request) => {
    const row = await todaysWellbeingEntry(ctx, request.user);
    return row ? toApiWellbeingEntry(row) : null;
  });

  app.post('/api/wellbeing-entries', async (request, reply) => {
    const input = validate(CreateWellbeingEntrySchema, request.body ?? {});
    const { row, created } = await saveTodaysEntry(ctx, request.user, input);
    return reply.status(created ? 201 : 200).send(toApiWellbeingEntry(row));
  });

  app.patch<{ Params: { id: string } }>('/api/wellbeing-entries/:id', async (request) => {
    const input = validate(UpdateWellbeingEntrySchema, request.body ?? {});
    return toApiWellbeingEntry(await updateWellbeingEntry(ctx, request.user, request.params.id, input));
  });
}
