import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiWho5Schema, CreateWho5Schema, Who5OfferSchema } from '../../../core/schemas/who5';
import type { AppContext } from '../../lib/context';
import { ownedList } from '../../lib/paging';
import { createRoute, pagedListRoute } from '../../lib/routes';
import { toApiWho5 } from './who5.mapper';
import { dismissWho5Offer, saveWho5, who5Offer } from './who5.service';

const tags = ['WHO-5'];

/** The WHO-5 Wellbeing Index (decision 290). Inside the authenticated scope. */
export async function who5Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  pagedListRoute(app, '/api/who5', {
    tags,
    summary: 'WHO-5 results, newest first, a page at a time',
    item: ApiWho5Schema,
    ...ownedList(ctx.db, 'who5_results'),
    present: (rows) => rows.map(toApiWho5),
  });

  createRoute(app, '/api/who5', {
    tags,
    summary:
      'Save a WHO-5 result (today, or a past `day`): 201 when new, 200 when it replaces that day’s result',
    body: CreateWho5Schema,
    item: ApiWho5Schema,
    replaces: true,
    create: async (user, body) => {
      const { result, created } = await saveWho5(ctx, user, body);
      return { item: result, created };
    },
  });

  r.get(
    '/api/who5/offer',
    {
      schema: {
        tags,
        summary: 'Whether to offer the questionnaire today (every 14 days; “Not now” rests it 14 days)',
        response: { 200: Who5OfferSchema },
      },
    },
    async (request) => who5Offer(ctx, request.user),
  );

  r.post(
    '/api/who5/offer/dismiss',
    {
      schema: {
        tags,
        summary: '“Not now”: the offer is not made again for 14 days',
        response: { 200: Who5OfferSchema },
      },
    },
    async (request) => dismissWho5Offer(ctx, request.user),
  );
}
