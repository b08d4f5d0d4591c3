import type { FastifyInstance } from 'fastify';
import { WhatMovesQuerySchema } from '../../../core/schemas/insights';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { whatMoves } from './insights.service';

/** GET /api/what-moves: tags and areas that go with each area's scores. Inside the authenticated scope. */
export async function insightRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/what-moves', async (request) => {
    const range = validate(WhatMovesQuerySchema, request.query ?? {});
    return whatMoves(ctx, request.user.id, range);
  });
}
