import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiProgressSchema, ProgressQuerySchema } from '../../../core/schemas/progress';
import type { AppContext } from '../../lib/context';
import { toApiProgress } from './progress.mapper';
import { progressOver, progressTotal } from './progress.service';

/** GET /api/progress (DESIGN §6). Registered inside the authenticated scope: request.user is set. */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progress',
    {
      schema: {
        tags: ['Progress'],
        summary:
          'Overall, each area and the core feeling over 30 days, 90 days, a year or all time, with the number of days with an entry',
        querystring: ProgressQuerySchema,
        response: { 200: ApiProgressSchema },
      },
    },
    async (request) =>
      request.query.points === 'none'
        ? await progressTotal(ctx, request.user, request.query.range)
        : toApiProgress(await progressOver(ctx, request.user, request.query.range)),
  );
}
