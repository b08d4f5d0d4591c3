import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiSessionSchema,
  ApiUserSchema,
  AuthResponseSchema,
  PublicConfigSchema,
} from '../../core/schemas/auth';
import { ApiPasskeySchema } from '../../core/schemas/passkeys';
import {
  ApiQuickCheckinSchema,
  ApiSpotlightRatingSchema,
  SpotlightRatingsResponseSchema,
} from '../../core/schemas/checkins';
import { ApiErrorSchema } from '../../core/schemas/common';
import { ApiDaySchema, ApiOneDaySchema, RateDayResponseSchema } from '../../core/schemas/days';
import { ExportDocumentSchema } from '../../core/schemas/export';
import { ImportResultSchema } from '../../core/schemas/import';
import { ApiWhatMovesSchema } from '../../core/schemas/insights';
import { ApiJournalEntrySchema } from '../../core/schemas/journal';
import { ApiDimensionReflectionSchema } from '../../core/schemas/reflections';
import { ApiReminderSettingsSchema } from '../../core/schemas/reminders';
import { ApiPeriodReportSchema } from '../../core/schemas/reports';
import { ApiProgressSchema } from '../../core/schemas/progress';
import { ApiRangeReportSchema } from '../../core/schemas/report-range';
import { ApiShareCreatedSchema, ApiSharedReportSchema, ApiShareSchema } from '../../core/schemas/shares';
import { ApiSearchResultSchema } from '../../core/schemas/search';
import { ApiTagSchema } from '../../core/schemas/tags';
import { ApiTargetsSchema } from '../../core/schemas/targets';
import { ApiWellbeingEntrySchema } from '../../core/schemas/wellbeing';

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

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorResponse = (description: string, headers?: Record<string, { description: string }>) => ({
  description,
  $ref: '#/components/schemas/Error',
  ...(headers
    ? { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { type: 'string', ...v }])) }
    : {}),
});

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.' } };

type Schema = FastifySchema & Record<string, unknown>;

/**
 * The response shapes named in the document's `components.schemas` and referenced from each route,
 * so the document says "WellbeingEntry" once instead of inlining it forty times. A registry of its
 * own per app: zod's global one refuses an id twice, and core/ is loaded again by tests and the client.
 */
function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  const named: Record<string, z.core.$ZodType> = {
    User: ApiUserSchema,
    AuthResponse: AuthResponseSchema,
    Session: ApiSessionSchema,
    Passkey: ApiPasskeySchema,
    PublicConfig: PublicConfigSchema,
    WellbeingEntry: ApiWellbeingEntrySchema,
    DimensionReflection: ApiDimensionReflectionSchema,
    JournalEntry: ApiJournalEntrySchema,
    QuickCheckin: ApiQuickCheckinSchema,
    SpotlightRating: ApiSpotlightRatingSchema,
    SpotlightRatingsResponse: SpotlightRatingsResponseSchema,
    RateDayResponse: RateDayResponseSchema,
    Day: ApiDaySchema,
    OneDay: ApiOneDaySchema,
    PeriodReport: ApiPeriodReportSchema,
    Progress: ApiProgressSchema,
    RangeReport: ApiRangeReportSchema,
    Share: ApiShareSchema,
    ShareCreated: ApiShareCreatedSchema,
    SharedReport: ApiSharedReportSchema,
    Tag: ApiTagSchema,
    Targets: ApiTargetsSchema,
    SearchResult: ApiSearchResultSchema,
    ReminderSettings: ApiReminderSettingsSchema,
    ImportResult: ImportResultSchema,
    WhatMoves: ApiWhatMovesSchema,
    ExportDocument: ExportDocumentSchema,
    Error: ApiErrorSchema,
  };
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  return registry;
}

type ZodToJsonConfig = NonNullable<Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig']>;

/**
 * The provider's adjustments (empty union members dropped, a 204's `undefined` written as null), and
 * one of ours: a field made with `required()` (core/schemas/fields.ts) is documented as the schema it
 * pipes into rather than as the "anything, but present" check in front of it.
 */
const zodToJsonConfig: ZodToJsonConfig = {
  override(ctx) {
    const def = ctx.zodSchema._zod.def as unknown as Record<string, unknown> & { type: string };
    const json = ctx.jsonSchema as Record<string, unknown>;
    if (def.type === 'union' && Array.isArray(json.anyOf)) {
      json.anyOf = (json.anyOf as object[]).filter((branch) => Object.keys(branch).length > 0);
    }
    if (def.type === 'undefined') json.type = 'null';
    const inner = def.in as z.ZodType | undefined;
    if (def.type === 'pipe' && inner?._zod.def.type === 'any') {
      const { $schema: _drop, ...out } = z.toJSONSchema(def.out as z.ZodType, {
        io: 'input',
        target: 'draft-2020-12',
        unrepresentable: 'any',
      });
      Object.assign(json, out);
    }
  },
};

const NESTED = ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType'] as const;

/**
 * Copies the descriptions (`.describe()`, `.meta()`) of `schema` and everything inside it from zod's
 * global registry into `registry`, which the document is generated from.
 */
function copyDescriptions(
  registry: z.core.$ZodRegistry<z.core.GlobalMeta>,
  schema: unknown,
  seen = new Set(),
) {
  if (!(schema instanceof z.core.$ZodType) || seen.has(schema)) return;
  seen.add(schema);
  const meta = z.globalRegistry.get(schema);
  if (meta) registry.add(schema, { ...meta, ...registry.get(schema) });
  const def = schema._zod.def as unknown as Record<string, unknown>;
  for (const key of NESTED) copyDescriptions(registry, def[key], seen);
  if (def.shape) for (const v of Object.values(def.shape)) copyDescriptions(registry, v, seen);
  if (Array.isArray(def.options)) for (const v of def.options) copyDescriptions(registry, v, seen);
}

/** The zod schemas of a route: params, query, body, headers and each response (or its content types). */
function routeSchemas(schema: FastifySchema | undefined): unknown[] {
  if (!schema) return [];
  const responses = Object.values((schema.response ?? {}) as Record<string, unknown>).flatMap((r) => {
    const content = (r as { content?: Record<string, { schema: unknown }> }).content;
    return content ? Object.values(content).map((c) => c.schema) : [r];
  });
  return [schema.params, schema.querystring, schema.body, schema.headers, ...responses];
}
type JsonObject = Record<string, unknown>;

/**
 * The zod provider's transform, then what the schemas cannot say: the session a route needs, the
 * Idempotency-Key of a signed-in write, response headers, the common error answers, a raw body.
 */
const withExtras = (zodTransform: ReturnType<typeof createJsonSchemaTransform>) =>
  ((document) => {
    const result = zodTransform(document);
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
      const named = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, { type: 'string', ...v }]),
      );
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
  }) as ReturnType<typeof createJsonSchemaTransform>;

/**
 * The provider writes every named schema twice, as read ("UserInput") and as sent ("User"); the named
 * ones are all answers, so the "…Input" copies nothing refers to are dropped.
 */
function withoutUnusedInputs(
  transformObject: ReturnType<typeof createJsonSchemaTransformObject>,
): ReturnType<typeof createJsonSchemaTransformObject> {
  return (document) => {
    const doc = transformObject(document) as { components?: { schemas?: Record<string, unknown> } };
    const schemas = doc.components?.schemas;
    if (!schemas) return doc as ReturnType<typeof transformObject>;
    // Again until nothing changes: one "…Input" may be referred to only by another unused one.
    for (let changed = true; changed;) {
      changed = false;
      for (const name of Object.keys(schemas)) {
        if (!name.endsWith('Input')) continue;
        const ref = JSON.stringify(`#/components/schemas/${name}`);
        const { [name]: _self, ...rest } = schemas;
        if (!JSON.stringify({ ...doc, components: { schemas: rest } }).includes(ref)) {
          delete schemas[name];
          changed = true;
        }
      }
    }
    return doc as ReturnType<typeof transformObject>;
  };
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, at GET /api/openapi.json, and
 * Swagger UI at /api/docs. Swagger UI's page loads only files (its own initializer script, no inline
 * script), so the app's CSP applies to it unchanged (decision 161). Registered before any route, so
 * every route is seen.
 */
/** The version of the API this document describes; raised when a change breaks existing clients. */
const API_VERSION = '1';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const schemaRegistry = namedSchemas();
  app.addHook('onRoute', (route) => {
    for (const part of routeSchemas(route.schema)) copyDescriptions(schemaRegistry, part);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tend API',
        version: API_VERSION,
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
    transform: withExtras(createJsonSchemaTransform({ schemaRegistry, zodToJsonConfig })),
    transformObject: withoutUnusedInputs(
      createJsonSchemaTransformObject({ schemaRegistry, zodToJsonConfig }),
    ),
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
