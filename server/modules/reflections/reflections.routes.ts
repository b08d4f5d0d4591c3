import type { FastifyInstance } from 'fastify';
import { DimensionKeySchema } from '../../../core/schemas/common';
import {
  CreateDimensionReflectionSchema,
  UpdateDimensionReflectionSchema,
} from '../../../core/schemas/reflections';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { toApiDimensionReflection } from './reflections.mapper';
import {
  createDimensionReflection,
  deleteDimensionReflection,
  listDimensionReflections,
  updateDimensionReflection,
} from './reflections.service';

type IdParams = { Params: { id: string } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function reflectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { dimension: string } }>(
    '/api/dimension-reflections/:dimension',
    async (request, reply) => {
      const dimension = validate(DimensionKeySchema, request.params.dimension);
      const page = parsePageQuery(request.query);
      const rows = await listDimensionReflections(ctx, request.user.id, dimension, page);
      return sendPage(request, reply, rows, page, (r) => ({ key: r.date, id: r.id })).map(
        toApiDimensionReflection,
      );
    },
  );

  app.post('/api/dimension-reflections', async (request, reply) => {
    const input = validate(CreateDimensionReflectionSchema, request.body ?? {});
    const row = await createDimensionReflection(ctx, request.user, input);
    return reply.status(201).send(toApiDimensionReflection(row));
  });

  app.patch<IdParams>('/api/dimension-reflections/:id', async (request) => {
    const input = validate(UpdateDimensionReflectionSchema, request.body ?? {});
    return toApiDimensionReflection(
      await updateDimensionReflection(ctx, request.user.id, request.params.id, input),
    );
  });

  app.delete<IdParams>('/api/dimension-reflections/:id', async (request, reply) => {
    await deleteDimensionReflection(ctx, request.user.id, request.params.id);
    return reply.status(204).send();
  });
}
