import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import {
  ApiWellbeingEntryOrNullSchema,
  ApiWellbeingEntrySchema,
  CreateWellbeingEntrySchema,
  UpdateWellbeingEntrySchema,
} from '../../../core/schemas/wellbeing';
import type { AppContext } from '../../lib/context';
import { createRoute, pagedListRoute } from '../../lib/routes';
import { toApiEntries, toApiEntry } from '../areas/areas.service';
import {
  latestWellbeingEntry,
  listWellbeingEntries,
  saveTodaysEntry,
  todaysWellbeingEntry,
  updateWellbeingEntry,
} from './wellbeing.service';
import { toApiWellbeingEntry } from './wellbeing.mapper';
import type { LatestEntry } from './wellbeing.repository';

const tags = ['Wellbeing entries'];
const entryOrNull = { 200: ApiWellbeingEntryOrNullSchema };
const latestAnswer = (latest: LatestEntry | undefined) =>
  latest ? toApiWellbeingEntry(latest.row, latest.areaScores) : null;

/** Registered inside the authenticated scope: request.user is always set. */
export async function wellbeingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  pagedListRoute(app, '/api/wellbeing-entries', {
    tags,
    summary: 'Wellbeing entries, newest day first, a page at a time',
    item: ApiWellbeingEntrySchema,
    read: (userId, page) => listWellbeingEntries(ctx, userId, page),
    key: (row) => row.day,
    present: (rows) => toApiEntries(ctx.db, rows),
  });

  r.get(
    '/api/wellbeing-entries/latest',
    { schema: { tags, summary: 'The newest entry, or null', response: entryOrNull } },
    (request) => {
      // The entry and its own-area ratings come in one read (decision 400), on SQLite at once: the
      // handler then answers without a promise of its own (decision 460).
      const latest = latestWellbeingEntry(ctx, request.user.id);
      return latest instanceof Promise ? latest.then(latestAnswer) : latestAnswer(latest);
    },
  );

  r.get(
    '/api/wellbeing-entries/today',
    { schema: { tags, summary: "Today's entry in the user's time zone, or null", response: entryOrNull } },
    async (request) => {
      const row = await todaysWellbeingEntry(ctx, request.user);
      return row ? toApiEntry(ctx.db, row) : null;
    },
  );

  createRoute(app, '/api/wellbeing-entries', {
    tags,
    summary: "Save today's entry: 201 when new, 200 when today's was replaced",
    body: CreateWellbeingEntrySchema,
    item: ApiWellbeingEntrySchema,
    replaces: true,
    create: async (user, body) => {
      const { row, created } = await saveTodaysEntry(ctx, user, body);
      return { item: await toApiEntry(ctx.db, row), created };
    },
  });

  r.patch(
    '/api/wellbeing-entries/:id',
    {
      schema: {
        tags,
        summary: 'Change scores or notes of an entry',
        params: IdParamsSchema,
        body: UpdateWellbeingEntrySchema,
        response: { 200: ApiWellbeingEntrySchema },
      },
      config: { openapi: { errors: { 404: 'No such entry of this account.' } } },
    },
    async (request) =>
      toApiEntry(ctx.db, await updateWellbeingEntry(ctx, request.user, request.params.id, request.body)),
  );
}
