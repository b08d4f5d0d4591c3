import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AREAS_MAX, OWN_AREAS_MAX } from '../../../core/areas';
import {
  ApiAreaSchema,
  ApiAreasSchema,
  AreaParamsSchema,
  CreateAreaSchema,
  UpdateAreaSchema,
} from '../../../core/schemas/areas';
import { NoContentSchema } from '../../../core/schemas/common';
import type { AppContext } from '../../lib/context';
import { createArea, deleteArea, listAreas, updateArea } from './areas.service';

const tags = ['Areas'];
const noSuchArea = {
  openapi: { errors: { 404: 'No such area on this wheel (another person’s included).' } },
};

/** Each person's wheel (DESIGN §6; decisions 340–345). Inside the authenticated scope. */
export async function areaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/areas',
    {
      schema: {
        tags,
        summary: 'The wheel in wheel order, hidden areas included, with how many ratings each holds',
        response: { 200: ApiAreasSchema },
      },
    },
    async (request) => listAreas(ctx, request.user.id),
  );

  r.put(
    '/api/areas/:key',
    {
      schema: {
        tags,
        summary: 'Rename, recolour, hide, show, move or describe an area; at least 3 stay shown',
        params: AreaParamsSchema,
        body: UpdateAreaSchema,
        response: { 200: ApiAreaSchema },
      },
      config: noSuchArea,
    },
    async (request) => updateArea(ctx, request.user.id, request.params.key, request.body),
  );

  r.post(
    '/api/areas',
    {
      schema: {
        tags,
        summary: `Add an area of one's own (at most ${OWN_AREAS_MAX}, ${AREAS_MAX} areas in all)`,
        body: CreateAreaSchema,
        response: { 201: ApiAreaSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createArea(ctx, request.user.id, request.body)),
  );

  r.delete(
    '/api/areas/:key',
    {
      schema: {
        tags,
        summary: "Delete an area of one's own and all its ratings (built-in areas are hidden instead)",
        params: AreaParamsSchema,
        response: { 204: NoContentSchema },
      },
      config: noSuchArea,
    },
    async (request, reply) => {
      await deleteArea(ctx, request.user.id, request.params.key);
      return reply.status(204).send();
    },
  );
}
