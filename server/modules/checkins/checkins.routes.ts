import type { FastifyInstance } from 'fastify';
import {
  ApiQuickCheckinSchema,
  ApiSpotlightRatingSchema,
  CreateQuickCheckinSchema,
  SpotlightRatingsBodySchema,
  SpotlightRatingsResponseSchema,
} from '../../../core/schemas/checkins';
import type { AppContext } from '../../lib/context';
import { ownedList } from '../../lib/paging';
import { createRoute, pagedListRoute } from '../../lib/routes';
import { toApiEntry } from '../areas/areas.service';
import { oneWithTagNames, TAG_LIMIT_ERROR, withTagNames } from '../tags/tags.service';
import { toApiQuickCheckin, toApiSpotlightRating } from './checkins.mapper';
import { createQuickCheckin, saveSpotlightRatings } from './checkins.service';

const tags = ['Check-ins'];

/** Quick check-ins and the spotlight ratings that follow them. Inside the authenticated scope. */
export async function checkinRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  pagedListRoute(app, '/api/quick-checkins', {
    tags,
    summary: 'Quick check-ins, newest first, a page at a time',
    item: ApiQuickCheckinSchema,
    ...ownedList(ctx.db, 'quick_checkins'),
    present: (rows) => withTagNames(ctx, 'checkin', rows, toApiQuickCheckin),
  });

  createRoute(app, '/api/quick-checkins', {
    tags,
    summary: 'Record a quick check-in (today, or a past `day`)',
    body: CreateQuickCheckinSchema,
    item: ApiQuickCheckinSchema,
    config: { openapi: { errors: { 409: TAG_LIMIT_ERROR } } },
    create: async (user, body) => ({
      item: await oneWithTagNames(
        ctx,
        'checkin',
        await createQuickCheckin(ctx, user, body),
        toApiQuickCheckin,
      ),
    }),
  });

  pagedListRoute(app, '/api/spotlight-ratings', {
    tags,
    summary: 'Spotlight ratings, newest first, a page at a time',
    item: ApiSpotlightRatingSchema,
    ...ownedList(ctx.db, 'spotlight_ratings'),
    present: (rows) => rows.map(toApiSpotlightRating),
  });

  createRoute(app, '/api/spotlight-ratings', {
    tags,
    summary: "Rate spotlight areas; updates today's wellbeing entry",
    body: SpotlightRatingsBodySchema,
    item: SpotlightRatingsResponseSchema,
    config: { openapi: { errors: { 404: 'The quick check-in does not exist.' } } },
    create: async (user, body) => {
      const { ratings, entry } = await saveSpotlightRatings(ctx, user, body);
      return { item: { ratings: ratings.map(toApiSpotlightRating), entry: await toApiEntry(ctx.db, entry) } };
    },
  });
}
