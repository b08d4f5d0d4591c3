import type { FastifyInstance } from 'fastify';
import {
  CreateQuickCheckinSchema,
  spotlightRatingsSchemaFor,
  type SpotlightRatingsResponse,
} from '../../../core/schemas/checkins';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { toApiWellbeingEntry } from '../wellbeing/wellbeing.mapper';
import { tagNames } from '../tags/tags.service';
import { toApiQuickCheckin, toApiSpotlightRating } from './checkins.mapper';
import {
  createQuickCheckin,
  listUsersQuickCheckins,
  listUsersSpotlightRatings,
  saveSpotlightRatings,
} from './checkins.service';

/** Quick check-ins and the spotlight ratings that follow them. Inside the authenticated scope. */
export async function checkinRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/quick-checkins', async (request, reply) => {
    const page = parsePageQuery(request.query);
    const rows = sendPage(
      request,
      reply,
      await listUsersQuickCheckins(ctx, request.user.id, page),
      page,
      (r) => ({ key: r.date, id: r.id }),
    );
    const tags = await tagNames(
      ctx,
      'checkin',
      rows.map((r) => r.id),
    );
    return rows.map((row) => toApiQuickCheckin(row, tags.get(row.id) ?? []));
  });

  app.post('/api/quick-checkins', async (request, reply) => {
    const input = validate(CreateQuickCheckinSchema, request.body ?? {});
    const row = await createQuickCheckin(ctx, request.user, input);
    const tags = await tagNames(ctx, 'checkin', [row.id]);
    return reply.status(201).send(toApiQuickCheckin(row, tags.get(row.id) ?? []));
  });

  app.get('/api/spotlight-ratings', async (request, reply) => {
    const page = parsePageQuery(request.query);
    const rows = await listUsersSpotlightRatings(ctx, request.user.id, page);
    return sendPage(request, reply, rows, page, (r) => ({ key: r.date, id: r.id })).map(toApiSpotlightRating);
  });

  app.post('/api/spotlight-ratings', async (request, reply) => {
    const body = request.body ?? {};
    const input = validate(spotlightRatingsSchemaFor(body), body);
    const { ratings, entry } = await saveSpotlightRatings(ctx, request.user, input);
    const response: SpotlightRatingsResponse = {
      ratings: ratings.map(toApiSpotlightRating),
      entry: toApiWellbeingEntry(entry),
    };
    return reply.status(201).send(response);
  });
}
