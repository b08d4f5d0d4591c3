import type { FastifyInstance } from 'fastify';
import {
  DayParamsSchema,
  DaysQuerySchema,
  OneDayParamsSchema,
  RateDaySchema,
  type ApiOneDay,
  type RateDayResponse,
} from '../../../core/schemas/days';
import type { AppContext } from '../../context';
import { tagNames } from '../tags/tags.service';
import { unauthorized, validate } from '../../lib/app-error';
import { celebratedMilestones } from '../activity/activity.repository';
import { toApiQuickCheckin } from '../checkins/checkins.mapper';
import { toApiJournalEntry } from '../journal/journal.mapper';
import { toApiUser } from '../user/user.mapper';
import { findUserById } from '../user/user.repository';
import { readOneDay } from './days.repository';
import { toApiDimensionReflection } from '../reflections/reflections.mapper';
import { toApiWellbeingEntry } from '../wellbeing/wellbeing.mapper';
import { daysInRange, rateOneArea } from './days.service';

/** Registered inside the authenticated scope: request.user is always set. */
export async function dayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put<{ Params: { day: string; dimension: string } }>(
    '/api/days/:day/ratings/:dimension',
    async (request): Promise<RateDayResponse> => {
      const { day, dimension } = validate(DayParamsSchema, request.params);
      const input = validate(RateDaySchema, request.body ?? {});
      const { entry, reflection } = await rateOneArea(ctx, request.user, day, dimension, input);
      const user = await findUserById(ctx.db, request.user.id);
      if (!user) throw unauthorized();
      return {
        entry: toApiWellbeingEntry(entry),
        reflection: reflection ? toApiDimensionReflection(reflection) : null,
        user: toApiUser(user, ctx.clock(), await celebratedMilestones(ctx.db, user.id)),
      };
    },
  );

  app.get<{ Params: { day: string } }>('/api/days/:day', async (request): Promise<ApiOneDay> => {
    const { day } = validate(OneDayParamsSchema, request.params);
    const { entry, reflections, journal, checkins } = await readOneDay(ctx.db, request.user.id, day);
    const tags = {
      journal: await tagNames(
        ctx,
        'journal',
        journal.map((r) => r.id),
      ),
      checkin: await tagNames(
        ctx,
        'checkin',
        checkins.map((r) => r.id),
      ),
    };
    return {
      day,
      entry: entry ? toApiWellbeingEntry(entry) : null,
      reflections: reflections.map(toApiDimensionReflection),
      journalEntries: journal.map((row) => toApiJournalEntry(row, tags.journal.get(row.id) ?? [])),
      quickCheckins: checkins.map((row) => toApiQuickCheckin(row, tags.checkin.get(row.id) ?? [])),
    };
  });

  app.get('/api/days', async (request) => {
    const { from, to } = validate(DaysQuerySchema, request.query ?? {});
    return daysInRange(ctx, request.user.id, from, to);
  });
}
