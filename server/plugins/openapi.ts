import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../core/schemas/common';

/** What a route adds to its OpenAPI operation beyond its zod schemas (route `config.openapi`). */
export interface OpenApiExtras {
  /** Response headers by status code, e.g. the `Link` of a list page. */
  headers?: Record<number, Record<string, { description: string }>>;
  /** A body the route reads itself instead of through a schema (the import's file). */
  rawBody?: { contentTypes: string[]; description: string };
  /** Statuses this route answers with besides its successes and the common errors. */
  errors?: Record<number, string>;
  /** The route is limited per network or per account: 429 with Retry-After. */
  limited?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiExtras;
    /** Set on every route of the signed-in scope (app.ts): documented as needing a session. */
    signedIn?: true;
  }
}

/** Where the document and its browser view are served. */
export const OPENAPI_JSON = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The `Link` header of a list page (decision 080). */
export const LINK_HEADER = {
  200: {
    Link: {
      description: 'Present when more exists: `</path?…&before=CURSOR>; rel="next"`, the next (older) page.',
    },
  },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ERROR_JSON = z.toJSONSchema(ApiErrorSchema, { target: 'draft-2020-12' });
delete (ERROR_JSON as { $schema?: string }).$schema;

const errorResponse = (description: string, headers?: Record<string, { description: string }>) => ({
  description,
  ...ERROR_JSON,
  ...(headers ? { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { type: 'string', ...v }])) } : {}),
});

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.' } };

type Schema = FastifySchema & Record<string, unknown>;
type JsonObject = Record<string, unknown>;

/**
 * The zod provider's transform, then what the schemas cannot say: the session a route needs, the
 * Idempotency-Key of a signed-in write, response headers, the common error answers, a raw body.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const { route } = document;
  const schema = result.schema as Schema;
  if (schema.hide) return result;
  const config = (route.config ?? {}) as { openapi?: OpenApiExtras; signedIn?: true };
  const extras = config.openapi ?? {};
  const methods = [route.method].flat();
  const isWrite = methods.some((m) => WRITE_METHODS.has(m));
  const response = (schema.response ?? {}) as Record<string, JsonObject>;

  for (const [code, headers] of Object.entries(extras.headers ?? {})) {
    const target = response[code];
    if (!target) throw new Error(`${methods.join()} ${route.url}: headers for undeclared status ${code}`);
    const named = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { type: 'string', ...v }]));
    const content = target.content as Record<string, unknown> | undefined;
    if (content) target.headers = named;
    else response[code] = { ...target, headers: named };
  }
  if (schema.body || schema.querystring || schema.params || extras.rawBody) {
    response['400'] ??= errorResponse('The request is not valid: `message` and, per field, `issues`.');
  }
  if (config.signedIn) {
    schema.security = [{ session: [] }, { bearer: [] }];
    response['401'] ??= errorResponse('No valid session.');
    if (isWrite) {
      schema.headers = {
        type: 'object',
        properties: {
          'idempotency-key': {
            type: 'string',
            description:
              'Optional, 1–255 visible ASCII characters. A retry with the same key, method, path and body gets ' +
              'the stored answer (header `Idempotent-Replayed: true`) instead of running again; kept 24 hours.',
          },
        },
      };
      response['409'] ??= errorResponse(
        'A request with the same Idempotency-Key is still running.',
        RETRY_AFTER,
      );
      response['422'] ??= errorResponse('The Idempotency-Key was already used for a different request.');
    }
  }
  if (config.signedIn ? isWrite : extras.limited) {
    response['429'] ??= errorResponse('Too many requests.', RETRY_AFTER);
  }
  for (const [code, description] of Object.entries(extras.errors ?? {})) {
    response[code] ??= errorResponse(description);
  }
  if (route.url.startsWith('/api/')) {
    response['503'] ??= errorResponse('The database is unreachable for a moment.', RETRY_AFTER);
  }
  if (extras.rawBody) {
    schema.consumes = extras.rawBody.contentTypes;
    schema.body = { type: 'string', format: 'binary', description: extras.rawBody.description };
  }
  schema.response = response;
  return { ...result, schema };
};

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, at GET /api/openapi.json, and
 * Swagger UI at /api/docs. Swagger UI's page loads only files (its own initializer script, no inline
 * script), so the app's CSP applies to it unchanged (decision 161). Registered before any route, so
 * every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tend API',
        version,
        description:
          'The JSON API of a Tend server. Prose, rules and examples: docs/api.md in the repository. ' +
          'Scores are sent as one-decimal strings ("7.5"); lists are pages of at most 200, newest first.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'X-Session-Id' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { url: OPENAPI_JSON, deepLinking: true },
    // The app's own CSP (plugins/security.ts) already covers these pages; none is added or relaxed.
    staticCSP: false,
  });
  app.get(OPENAPI_JSON, { schema: { hide: true } as FastifySchema }, async () => app.swagger());
}

/** Routes of the documentation itself; they are not operations of the API. */
export function isDocsRoute(url: string): boolean {
  return url === OPENAPI_JSON || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}
