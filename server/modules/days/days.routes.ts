import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiDaySchema,
  ApiOneDaySchema,
  DayParamsSchema,
  DaysQuerySchema,
  OneDayParamsSchema,
  RateDayResponseSchema,
  RateDaySchema,
} from '../../../core/schemas/days';
import type { AppContext } from '../../lib/context';
import { withTagNames } from '../tags/tags.service';
import { unauthorized } from '../../lib/app-error';
import { toApiEntry } from '../areas/areas.service';
import { celebratedMilestones } from '../activity/activity.repository';
import { toApiQuickCheckin } from '../checkins/checkins.mapper';
import { toApiJournalEntry } from '../journal/journal.mapper';
import { toApiUser } from '../user/user.mapper';
import { findUserById } from '../user/user.repository';
import { readOneDay } from './days.repository';
import { toApiDimensionReflection } from '../reflections/reflections.mapper';
import { daysJson, rateDay } from './days.service';

const tags = ['Days'];

/** Registered inside the authenticated scope: request.user is always set. */
export async function dayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/days/:day/ratings/:dimension',
    {
      schema: {
        tags,
        summary: 'Rate one area for one local day (today or a past day)',
        params: DayParamsSchema,
        body: RateDaySchema,
        response: { 200: RateDayResponseSchema },
      },
    },
    async (request) => {
      const { day, dimension } = request.params;
      const { entry, reflection } = await rateDay(ctx, request.user, day, dimension, request.body);
      const user = await findUserById(ctx.db, request.user.id);
      if (!user) throw unauthorized();
      return {
        entry: await toApiEntry(ctx.db, entry),
        reflection: reflection ? toApiDimensionReflection(reflection) : null,
        user: toApiUser(user, ctx.clock(), await celebratedMilestones(ctx.db, user.id)),
      };
    },
  );

  r.get(
    '/api/days/:day',
    {
      schema: {
        tags,
        summary: 'Every record of one local day',
        params: OneDayParamsSchema,
        response: { 200: ApiOneDaySchema },
      },
    },
    async (request) => {
      const { day } = request.params;
      const { entry, reflections, journal, checkins } = await readOneDay(ctx.db, request.user.id, day);
      const journalEntries = await withTagNames(ctx, 'journal', journal, toApiJournalEntry);
      const quickCheckins = await withTagNames(ctx, 'checkin', checkins, toApiQuickCheckin);
      return {
        day,
        entry: entry ? await toApiEntry(ctx.db, entry) : null,
        reflections: reflections.map(toApiDimensionReflection),
        journalEntries,
        quickCheckins,
      };
    },
  );

  r.get(
    '/api/days',
    {
      schema: {
        tags,
        summary: 'The days of a range (at most 366) that hold any data',
        querystring: DaysQuerySchema,
        response: { 200: z.array(ApiDaySchema) },
      },
    },
    // Written as JSON text by days.service.ts in the response schema's shape (decision 463): sent as
    // it is, past the serializer of decision 160 (a string with a JSON type is not serialized again).
    async (request, reply) =>
      sendJsonText(reply, await daysJson(ctx, request.user.id, request.query.from, request.query.to)),
  );
}

/** Sends an answer already written as JSON text, with the type Fastify gives a serialized answer. */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
