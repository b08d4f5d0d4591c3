import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, NoContentSchema, PageQuerySchema } from '../../core/schemas/common';
import { LINK_HEADER } from '../plugins/openapi';
import { parsePageQuery, sendPage, type PageRequest } from './paging';

/** What every route of a module documents: its OpenAPI tags and one-line summary. */
interface RouteDoc {
  tags: string[];
  summary: string;
}

/**
 * A list endpoint of the signed-in scope (decision 080): `GET url?limit=&before=` answering one page of
 * the user's rows, newest first on `(key, id)`, with a `Link` header when more exists. `read` gets the
 * page (and the validated path parameters, when `params` is given) and reads `limit + 1` rows;
 * `present` turns the rows kept into the answer's items.
 */
export function pagedListRoute<Row extends { id: string }, Item extends z.ZodType, Params extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  spec: RouteDoc & {
    item: Item;
    params?: Params;
    read: (userId: string, page: PageRequest, params: z.infer<Params>) => Promise<Row[]>;
    key: (row: NoInfer<Row>) => string;
    present: (rows: NoInfer<Row>[]) => z.infer<Item>[] | Promise<z.infer<Item>[]>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.params ? { params: spec.params } : {}),
        querystring: PageQuerySchema,
        response: { 200: z.array(spec.item) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const page = parsePageQuery(request.query);
      const rows = await spec.read(request.user.id, page, request.params as z.infer<Params>);
      return spec.present(
        sendPage(request, reply, rows, page, (row) => ({ key: spec.key(row), id: row.id })),
      );
    },
  );
}

/**
 * `GET url` of one of the user's own records by its `:id` (with any other path parameters `params`
 * declares, e.g. IdParamsSchema): `find` answers the record or throws a 404 for an id the user
 * has none of, someone else's included.
 */
export function getByIdRoute<Item extends z.ZodType, Params extends z.ZodType<{ id: string }>>(
  app: FastifyInstance,
  url: string,
  spec: RouteDoc & {
    item: Item;
    params: Params;
    config?: FastifyContextConfig;
    find: (userId: string, params: z.infer<Params>) => Promise<z.infer<Item>>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        params: spec.params,
        // Widened: fastify's reply type cannot be resolved from a generic schema; `find` is typed instead.
        response: { 200: spec.item as z.ZodType },
      },
      ...(spec.config ? { config: spec.config } : {}),
    },
    async (request) => spec.find(request.user.id, request.params as z.infer<Params>),
  );
}

/**
 * `DELETE url` of one of the user's own records by its `:id` (validated by `params`, IdParamsSchema
 * unless given): `remove` deletes it (or throws, e.g. a 404 for someone else's id), then 204.
 */
export function deleteByIdRoute(
  app: FastifyInstance,
  url: string,
  spec: RouteDoc & {
    params?: z.ZodType<{ id: string }>;
    config?: FastifyContextConfig;
    remove: (userId: string, id: string) => Promise<unknown>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    url,
    {
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        params: spec.params ?? IdParamsSchema,
        response: { 204: NoContentSchema },
      },
      ...(spec.config ? { config: spec.config } : {}),
    },
    async (request, reply) => {
      await spec.remove(request.user.id, (request.params as { id: string }).id);
      return reply.status(204).send();
    },
  );
}
