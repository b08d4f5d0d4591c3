import type { FastifyInstance } from 'fastify';
import {
  DayParamsSchema,
  DaysQuerySchema,
  RateDaySchema,
  type RateDayResponse,
} from '../../../core/schemas/days';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
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
      return {
        entry: toApiWellbeingEntry(entry),
        reflection: reflection ? toApiDimensionReflection(reflection) : null,
      };
    },
  );

  app.get('/api/days', async (request) => {
    const { from, to } = validate(DaysQuerySchema, request.query ?? {});
    return daysInRange(ctx, request.user.id, from, to);
  });
}
