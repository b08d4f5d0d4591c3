import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TAGS_PER_ACCOUNT_MAX } from '../../../core/tags';
import {
  ApiQuickCheckinSchema,
  ApiSpotlightRatingSchema,
  CreateQuickCheckinSchema,
  SpotlightRatingsBodySchema,
  SpotlightRatingsResponseSchema,
} from '../../../core/schemas/checkins';
import type { AppContext } from '../../lib/context';
import { pagedListRoute } from '../../lib/routes';
import { toApiEntry } from '../areas/areas.service';
import { oneWithTagNames, withTagNames } from '../tags/tags.service';
import { toApiQuickCheckin, toApiSpotlightRating } from './checkins.mapper';
import {
  createQuickCheckin,
  listUsersQuickCheckins,
  listUsersSpotlightRatings,
  saveSpotlightRatings,
} from './checkins.service';

const tags = ['Check-ins'];

/** Quick check-ins and the spotlight ratings that follow them. Inside the authenticated scope. */
export async function checkinRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  pagedListRoute(app, '/api/quick-checkins', {
    tags,
    summary: 'Quick check-ins, newest first, a page at a time',
    item: ApiQuickCheckinSchema,
    read: (userId, page) => listUsersQuickCheckins(ctx, userId, page),
    key: (row) => row.date,
    present: (rows) => withTagNames(ctx, 'checkin', rows, toApiQuickCheckin),
  });

  r.post(
    '/api/quick-checkins',
    {
      schema: {
        tags,
        summary: 'Record a quick check-in (today, or a past `day`)',
        body: CreateQuickCheckinSchema,
        response: { 201: ApiQuickCheckinSchema },
      },
      config: {
        openapi: {
          errors: { 409: `New tag names would take the account past ${TAGS_PER_ACCOUNT_MAX} tags.` },
        },
      },
    },
    async (request, reply) => {
      const row = await createQuickCheckin(ctx, request.user, request.body);
      return reply.status(201).send(await oneWithTagNames(ctx, 'checkin', row, toApiQuickCheckin));
    },
  );

  pagedListRoute(app, '/api/spotlight-ratings', {
    tags,
    summary: 'Spotlight ratings, newest first, a page at a time',
    item: ApiSpotlightRatingSchema,
    read: (userId, page) => listUsersSpotlightRatings(ctx, userId, page),
    key: (row) => row.date,
    present: (rows) => rows.map(toApiSpotlightRating),
  });

  r.post(
    '/api/spotlight-ratings',
    {
      schema: {
        tags,
        summary: "Rate spotlight areas; updates today's wellbeing entry",
        body: SpotlightRatingsBodySchema,
        response: { 201: SpotlightRatingsResponseSchema },
      },
      config: { openapi: { errors: { 404: 'The quick check-in does not exist.' } } },
    },
    async (request, reply) => {
      const { ratings, entry } = await saveSpotlightRatings(ctx, request.user, request.body);
      return reply
        .status(201)
        .send({ ratings: ratings.map(toApiSpotlightRating), entry: await toApiEntry(ctx.db, entry) });
    },
  );
}
