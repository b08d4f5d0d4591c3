import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiQuickCheckinSchema,
  ApiSpotlightRatingSchema,
  CreateQuickCheckinSchema,
  SpotlightRatingsBodySchema,
  SpotlightRatingsResponseSchema,
} from '../../../core/schemas/checkins';
import { PageQuerySchema } from '../../../core/schemas/common';
import type { AppContext } from '../../context';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { LINK_HEADER } from '../../plugins/openapi';
import { toApiWellbeingEntry } from '../wellbeing/wellbeing.mapper';
import { tagNames } from '../tags/tags.service';
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

  r.get(
    '/api/quick-checkins',
    {
      schema: {
        tags,
        summary: 'Quick check-ins, newest first, a page at a time',
        querystring: PageQuerySchema,
        response: { 200: z.array(ApiQuickCheckinSchema) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const page = parsePageQuery(request.query);
      const rows = sendPage(
        request,
        reply,
        await listUsersQuickCheckins(ctx, request.user.id, page),
        page,
        (row) => ({ key: row.date, id: row.id }),
      );
      const names = await tagNames(
        ctx,
        'checkin',
        rows.map((row) => row.id),
      );
      return rows.map((row) => toApiQuickCheckin(row, names.get(row.id) ?? []));
    },
  );

  r.post(
    '/api/quick-checkins',
    {
      schema: {
        tags,
        summary: 'Record a quick check-in (today, or a past `day`)',
        body: CreateQuickCheckinSchema,
        response: { 201: ApiQuickCheckinSchema },
      },
    },
    async (request, reply) => {
      const row = await createQuickCheckin(ctx, request.user, request.body);
      const names = await tagNames(ctx, 'checkin', [row.id]);
      return reply.status(201).send(toApiQuickCheckin(row, names.get(row.id) ?? []));
    },
  );

  r.get(
    '/api/spotlight-ratings',
    {
      schema: {
        tags,
        summary: 'Spotlight ratings, newest first, a page at a time',
        querystring: PageQuerySchema,
        response: { 200: z.array(ApiSpotlightRatingSchema) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const page = parsePageQuery(request.query);
      const rows = await listUsersSpotlightRatings(ctx, request.user.id, page);
      return sendPage(request, reply, rows, page, (row) => ({ key: row.date, id: row.id })).map(
        toApiSpotlightRating,
      );
    },
  );

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
        .send({ ratings: ratings.map(toApiSpotlightRating), entry: toApiWellbeingEntry(entry) });
    },
  );
}
