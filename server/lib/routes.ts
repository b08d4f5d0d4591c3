import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, NoContentSchema, PageQuerySchema } from '../../core/schemas/common';
import type { UserRow } from '../db/schema';
import { acceptsEncoding } from './accept-encoding';
import { PageCache, type CachedPage } from './page-cache';
import { LINK_HEADER, parsePageQuery, sendPage, type PageRequest } from './paging';

const gzipAsync = promisify(gzip);

/** Pages under this many characters of JSON are not cached: reading them again costs about as much as checking them. */
export const MIN_CACHED_PAGE_CHARS = 32 * 1024;
/** Up to this many characters a page is gzipped in one call on the event loop; a bigger one on zlib's thread pool (decision 200). */
const SYNC_GZIP_MAX_CHARS = 512 * 1024;

/**
 * A list's cache of gzipped pages (decision 225). `current` reads the fingerprint of the page the
 * request asks for as the database holds it now — cheaply, without the long text —, `of` makes the
 * fingerprint of rows just read (`limit + 1` of them) and the items presented from them. Both must
 * describe everything the answer shows, in the same form: a page is served from the cache only when
 * `current` gives exactly what `of` gave when it was stored.
 */
export interface PagedListCache<Row, Item, Params> {
  pages: PageCache;
  /**
   * Read first, before the page or its fingerprint: a token that changes whenever the database may
   * have changed in a way the fingerprint cannot show (SQLite's `data_version`: another connection
   * committed). Made part of both fingerprints.
   */
  snapshot?: () => Promise<string>;
  current: (userId: string, page: PageRequest, params: Params) => Promise<string>;
  of: (rows: Row[], page: PageRequest, items: Item[]) => string;
}

function sendGzipped(reply: FastifyReply, page: CachedPage): FastifyReply {
  if (page.link !== undefined) reply.header('Link', page.link);
  // What @fastify/compress sends for a JSON answer it gzipped (Content-Length: Fastify sets it for a Buffer).
  reply.header('Content-Type', 'application/json; charset=utf-8');
  reply.header('Content-Encoding', 'gzip');
  const vary = reply.getHeader('Vary');
  if (vary === undefined) reply.header('Vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${String(vary)}, accept-encoding`);
  return reply.send(page.gzip);
}

/** What every route of a module documents: its OpenAPI tags and one-line summary. */
interface RouteDoc {
  tags: string[];
  summary: string;
}

/** The OpenAPI words of a route, out of its spec. */
const docOf = ({ tags, summary }: RouteDoc) => ({ tags, summary });

/**
 * A list endpoint of the signed-in scope (decision 080): `GET url?limit=&before=` answering one page of
 * the user's rows, newest first on `(key, id)`, with a `Link` header when more exists. `read` gets the
 * page (and the validated path parameters, when `params` is given) and reads `limit + 1` rows;
 * `present` turns the rows kept into the answer's items.
 */
export function pagedListRoute<
  Row extends { id: string },
  Item extends z.core.$ZodType,
  Params extends z.ZodType,
>(
  app: FastifyInstance,
  url: string,
  spec: RouteDoc & {
    item: Item;
    params?: Params;
    read: (userId: string, page: PageRequest, params: z.infer<Params>) => Promise<Row[]>;
    key: (row: NoInfer<Row>) => string;
    present: (rows: NoInfer<Row>[]) => z.infer<Item>[] | Promise<z.infer<Item>[]>;
    /** Keep big pages gzipped in memory, served while the database still holds them (decision 225). */
    cache?: PagedListCache<NoInfer<Row>, z.infer<Item>, z.infer<Params>>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        ...docOf(spec),
        ...(spec.params ? { params: spec.params } : {}),
        querystring: PageQuerySchema,
        response: { 200: z.array(spec.item) },
      },
      config: { openapi: { headers: LINK_HEADER } },
    },
    async (request, reply) => {
      const page = parsePageQuery(request.query);
      const userId = request.user.id;
      const params = request.params as z.infer<Params>;
      const cache = spec.cache;
      if (!cache || !acceptsEncoding(request.headers['accept-encoding'], 'gzip')) {
        const rows = await spec.read(userId, page, params);
        return spec.present(
          sendPage(request, reply, rows, page, (row) => ({ key: spec.key(row), id: row.id })),
        );
      }
      const key = PageCache.key(userId, request.url);
      const snapshot = cache.snapshot ? await cache.snapshot() : '';
      if (cache.pages.has(key)) {
        const cached = cache.pages.get(key, `${snapshot}\n${await cache.current(userId, page, params)}`);
        if (cached) return sendGzipped(reply, cached);
      }
      const rows = await spec.read(userId, page, params);
      const items = await spec.present(
        sendPage(request, reply, rows, page, (row) => ({ key: spec.key(row), id: row.id })),
      );
      // The route's own serializer: the answer is checked by its schema exactly as when it is returned.
      const json = reply.serialize(items) as string;
      if (json.length < MIN_CACHED_PAGE_CHARS) {
        // Sent as serialized; @fastify/compress then treats it as any answer.
        return (reply as FastifyReply).header('Content-Type', 'application/json; charset=utf-8').send(json);
      }
      const stored: CachedPage = {
        // Made from the rows and items of this answer, so it describes exactly what is stored.
        fingerprint: `${snapshot}\n${cache.of(rows, page, items)}`,
        link: reply.getHeader('Link') as string | undefined,
        gzip: json.length > SYNC_GZIP_MAX_CHARS ? await gzipAsync(json) : gzipSync(json),
      };
      cache.pages.set(key, stored);
      return sendGzipped(reply, stored);
    },
  );
}

/**
 * `GET url` of one of the user's own records by its `:id` (with any other path parameters `params`
 * declares, e.g. IdParamsSchema): `find` answers the record or throws a 404 for an id the user
 * has none of, someone else's included.
 */
export function getByIdRoute<Item extends z.core.$ZodType, Params extends z.ZodType<{ id: string }>>(
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
        ...docOf(spec),
        params: spec.params,
        // Widened: fastify's reply type cannot be resolved from a generic schema; `find` is typed instead.
        response: { 200: spec.item as z.core.$ZodType },
      },
      ...(spec.config ? { config: spec.config } : {}),
    },
    async (request) => spec.find(request.user.id, request.params as z.infer<Params>),
  );
}

/**
 * `POST url` of the signed-in scope writing one of the user's records from the body (decision 324):
 * `create` answers the record as sent, 201. With `replaces`, writing may replace the record it stands
 * for (a day's entry): `create` then says `created: false` and the answer is 200.
 */
export function createRoute<Body extends z.ZodType, Item extends z.core.$ZodType>(
  app: FastifyInstance,
  url: string,
  spec: RouteDoc & {
    body: Body;
    item: Item;
    replaces?: boolean;
    config?: FastifyContextConfig;
    create: (user: UserRow, body: z.infer<Body>) => Promise<{ item: z.infer<Item>; created?: boolean }>;
  },
): void {
  // Widened: fastify's reply type cannot be resolved from a generic schema; `create` is typed instead.
  const item: z.core.$ZodType = spec.item;
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      schema: {
        ...docOf(spec),
        body: spec.body,
        response: spec.replaces ? { 200: item, 201: item } : { 201: item },
      },
      ...(spec.config ? { config: spec.config } : {}),
    },
    async (request, reply) => {
      const { item: answer, created } = await spec.create(request.user, request.body as z.infer<Body>);
      return reply.status(created === false ? 200 : 201).send(answer);
    },
  );
}

/**
 * A signed-in action on the account that answers 204 No Content (decision 324): `run` does it with the
 * validated body, or throws; `onRequest` is a limit ahead of it.
 */
export function noContentRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  url: string,
  spec: RouteDoc & {
    body: Body;
    onRequest?: onRequestHookHandler;
    config?: FastifyContextConfig;
    run: (request: FastifyRequest, body: z.infer<Body>) => Promise<unknown>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url,
    ...(spec.onRequest ? { onRequest: spec.onRequest } : {}),
    schema: { ...docOf(spec), body: spec.body, response: { 204: NoContentSchema } },
    ...(spec.config ? { config: spec.config } : {}),
    handler: async (request, reply) => {
      await spec.run(request, request.body as z.infer<Body>);
      return reply.status(204).send();
    },
  });
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
        ...docOf(spec),
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
