import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiWhatMovesSchema, WhatMovesQuerySchema } from '../../../core/schemas/insights';
import type { AppContext } from '../../lib/context';
import { whatMoves } from './insights.service';

/** GET /api/what-moves: tags and areas that go with each area's scores. Inside the authenticated scope. */
export async function insightRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/what-moves',
    {
      schema: {
        tags: ['Insights'],
        summary: "The tags and areas that go with each area's scores",
        querystring: WhatMovesQuerySchema,
        response: { 200: ApiWhatMovesSchema },
      },
    },
    async (request) => whatMoves(ctx, request.user.id, request.query),
  );
}
