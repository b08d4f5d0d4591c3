import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DimensionKeySchema,
  IdParamsSchema,
  NoContentSchema,
  PageQuerySchema,
} from '../../../core/schemas/common';
import {
  ApiDimensionReflectionSchema,
  CreateDimensionReflectionSchema,
  UpdateDimensionReflectionSchema,
} from '../../../core/schemas/reflections';
import type { AppContext } from '../../context';
import { parsePageQuery, sendPage } from '../../lib/paging';
import { LINK_HEADER } from '../../plugins/openapi';
import { toApiDimensionReflection } from './reflections.mapper';
import {
  createDimensionReflection,
  deleteDimensionReflection,
  listDimensionReflections,
  updateDimensionReflection,
} from './reflections.service';

const tags = ['Reflections'];
const notFound = { openapi: { errors: { 404: 'No such reflection of this account.' } } };

/** Registered inside the authenticated scope: request.user is always set. */
export async function reflectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dimension-reflections/:dimension',
    {
      schema: {
        tags,
        summary: "One area's reflections, newest first, a page at a time",
        params: z.object({ dimension: DimensionKeySchema }),
        querystring: PageQuerySchema,
        response: { 200: z.array(ApiDimensionReflectionSchema) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const page = parsePageQuery(request.query);
      const rows = await listDimensionReflections(ctx, request.user.id, request.params.dimension, page);
      return sendPage(request, reply, rows, page, (row) => ({ key: row.date, id: row.id })).map(
        toApiDimensionReflection,
      );
    },
  );

  r.post(
    '/api/dimension-reflections',
    {
      schema: {
        tags,
        summary: 'Write a reflection on one area of a wellbeing entry',
        body: CreateDimensionReflectionSchema,
        response: { 201: ApiDimensionReflectionSchema },
      },
      config: { openapi: { errors: { 404: 'The wellbeing entry does not exist.' } } },
    },
    async (request, reply) => {
      const row = await createDimensionReflection(ctx, request.user, request.body);
      return reply.status(201).send(toApiDimensionReflection(row));
    },
  );

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

  r.delete(
    '/api/dimension-reflections/:id',
    {
      schema: {
        tags,
        summary: 'Delete a reflection',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: notFound,
    },
    async (request, reply) => {
      await deleteDimensionReflection(ctx, request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
