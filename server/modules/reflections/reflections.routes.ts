import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AreaKeySchema } from '../../../core/schemas/areas';
import { IdParamsSchema } from '../../../core/schemas/common';
import {
  ApiDimensionReflectionSchema,
  CreateDimensionReflectionSchema,
  UpdateDimensionReflectionSchema,
} from '../../../core/schemas/reflections';
import type { AppContext } from '../../lib/context';
import { createRoute, deleteByIdRoute, getByIdRoute, pagedListRoute } from '../../lib/routes';
import { toApiDimensionReflection } from './reflections.mapper';
import {
  createDimensionReflection,
  deleteDimensionReflection,
  listDimensionReflections,
  openDimensionReflection,
  updateDimensionReflection,
} from './reflections.service';

const tags = ['Reflections'];
const notFound = { openapi: { errors: { 404: 'No such reflection of this account.' } } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function reflectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  pagedListRoute(app, '/api/dimension-reflections/:dimension', {
    tags,
    summary: "One area's reflections, newest first, a page at a time",
    params: z.object({ dimension: AreaKeySchema }),
    item: ApiDimensionReflectionSchema,
    read: (userId, page, params) => listDimensionReflections(ctx, userId, params.dimension, page),
    key: (row) => row.date,
    present: (rows) => rows.map(toApiDimensionReflection),
  });

  getByIdRoute(app, '/api/dimension-reflections/:dimension/:id', {
    tags,
    summary: 'One reflection of an area (e.g. a search result)',
    params: z.object({ dimension: AreaKeySchema, id: z.string() }),
    item: ApiDimensionReflectionSchema,
    config: notFound,
    find: async (userId, { dimension, id }) =>
      toApiDimensionReflection(await openDimensionReflection(ctx, userId, dimension, id)),
  });

  createRoute(app, '/api/dimension-reflections', {
    tags,
    summary: 'Write a reflection on one area of a wellbeing entry',
    body: CreateDimensionReflectionSchema,
    item: ApiDimensionReflectionSchema,
    config: { openapi: { errors: { 404: 'The wellbeing entry does not exist.' } } },
    create: async (user, body) => ({
      item: toApiDimensionReflection(await createDimensionReflection(ctx, user, body)),
    }),
  });

  r.patch(
    '/api/dimension-reflections/:id',
    {
      schema: {
        tags,
        summary: 'Edit a reflection, or mark it put into practice',
        params: IdParamsSchema,
        body: UpdateDimensionReflectionSchema,
        response: { 200: ApiDimensionReflectionSchema },
      },
      config: notFound,
    },
    async (request) =>
      toApiDimensionReflection(
        await updateDimensionReflection(ctx, request.user.id, request.params.id, request.body),
      ),
  );

  deleteByIdRoute(app, '/api/dimension-reflections/:id', {
    tags,
    summary: 'Delete a reflection',
    config: notFound,
    remove: (userId, id) => deleteDimensionReflection(ctx, userId, id),
  });
}
