import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { object } from '../../core/schemas/wire';
import type { RouteEntry } from '../app';
import {
  fillUrl,
  populate,
  routeKey,
  specOf,
  throwaway,
  toUrl,
  type Actor,
  type RequestParts,
} from '../test/security/route-table';
import { createTestApp, engines, signUp, type TestApp } from '../test/helpers';
import { resetTokenFor } from '../test/mail';
import { responseSerializerCompiler } from '../lib/response-serializer';
import { registerErrorHandling } from './errors';
import { isDocsRoute } from './openapi';
import { SECURITY_HEADERS } from './security';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The routes of the API: every route of the route table but HEAD twins and the docs' own pages. */
const apiRoutes = (routes: readonly RouteEntry[]) =>
  routes.filter((r) => r.method !== 'HEAD' && !isDocsRoute(r.url));

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The zod schema a route declares for an answer of `status` and content type. */
function responseSchema(route: RouteEntry, status: number, contentType: string): z.ZodType | undefined {
  const declared = (route.schema?.response as Record<string, unknown> | undefined)?.[String(status)];
  const content = (declared as { content?: Record<string, { schema: z.ZodType }> } | undefined)?.content;
  if (content) return content[contentType.split(';')[0]?.trim() ?? '']?.schema;
  return declared as z.ZodType | undefined;
}

describe.each(engines)('the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and describes every route of the route table', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = apiRoutes(t.app.routeList);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map(routeKey), 'routes missing from GET /api/openapi.json').toEqual([]);
  });

  it('has each route declare its answers, and params, query or body where it reads them', () => {
    for (const route of apiRoutes(t.app.routeList)) {
      const key = routeKey(route);
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      expect(
        Object.keys(response).some((code) => code.startsWith('2')),
        `${key}: declare its success answer`,
      ).toBe(true);
      if (/\/:/.test(route.url)) expect(route.schema?.params, `${key}: declare its params`).toBeDefined();
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      for (const code of Object.keys(response)) {
        expect(op?.responses[code], `${key}: ${code} in the document`).toBeDefined();
      }
      if (!specOf(route)?.public && route.url !== '/api/auth/logout') {
        expect(op?.security, `${key}: documented as needing a session`).toBeDefined();
      }
    }
  });

  it('documents the headers a client needs: Link, Idempotency-Key, Retry-After, Content-Disposition', () => {
    const list = doc.paths['/api/journal-entries']?.get;
    expect(JSON.stringify(list?.responses['200'])).toContain('"Link"');
    const write = JSON.stringify(doc.paths['/api/journal-entries']?.post);
    expect(write).toContain('idempotency-key');
    expect(JSON.stringify(doc.paths['/api/auth/login']?.post?.responses['429'])).toContain('Retry-After');
    expect(JSON.stringify(doc.paths['/api/export']?.get?.responses['200'])).toContain('Content-Disposition');
  });

  it('answers every route once as its response schema says, with no field the schema lacks', async () => {
    const user = await signUp(t.app, { name: 'Documented' });
    await populate(t.app, user);
    /** A real reset link for the reset route (asked for just before: a newer one voids the older). */
    const resetRequest = async (): Promise<RequestParts> => {
      const asked = await throwaway(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: asked.user.email },
      });
      await t.app.ctx.background.idle();
      return {
        body: { token: resetTokenFor(t.config.outboxDir, asked.user.email), password: 'Kestrel-Moon-7' },
      };
    };
    const checked: string[] = [];
    for (const route of apiRoutes(t.app.routeList)) {
      const spec = specOf(route);
      if (!spec) throw new Error(`${routeKey(route)} is not in the route table`);
      const actor: Actor = spec.endsSession ? await throwaway(t.app) : user;
      const parts: RequestParts[] =
        route.url === '/api/auth/reset-password'
          ? [await resetRequest()]
          : spec.owned
            ? [await spec.owned(t.app, actor)]
            : spec.valid
              ? await spec.valid(t.app, actor)
              : [{}];
      for (const part of parts) {
        const res = await t.app.inject({
          method: route.method as Method,
          url: toUrl(fillUrl(route.url, part.params), part.query),
          headers: actor.headers,
          ...(part.body !== undefined ? { payload: part.body as object } : {}),
        });
        const key = `${routeKey(route)} ${JSON.stringify(part.query ?? {})}`;
        expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
        const contentType = String(res.headers['content-type'] ?? '');
        const schema = responseSchema(route, res.statusCode, contentType);
        expect(schema, `${key}: no schema for ${res.statusCode} ${contentType}`).toBeDefined();
        if (res.statusCode === 204) {
          expect(res.body).toBe('');
        } else if (contentType.startsWith('application/json')) {
          const body: unknown = res.json();
          const parsed = (schema as z.ZodType).safeParse(body);
          expect(parsed.error?.issues, key).toBeUndefined();
          expect(body, `${key}: a field its schema lacks`).toEqual(parsed.data);
        } else {
          expect(contentType, key).toMatch(/^text\/(csv|html)/);
          expect(res.body.length, key).toBeGreaterThan(0);
        }
        checked.push(key);
      }
    }
    expect(checked.length).toBeGreaterThan(45);
  });

  it('serves Swagger UI under the app’s own CSP: no inline script, its own initializer file', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/\ssrc="/);
      expect((inline ?? '').trim()).toBe('');
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('/api/openapi.json');
  });
});

describe('response schemas', () => {
  async function appWith(logs: string[]) {
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandling(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const UserSchema = z.object({ id: z.string(), name: z.string() });
    const leaky = { id: 'u1', name: 'Ada', password_hash: '$argon2id$secret' };
    r.get('/leaky', { schema: { response: { 200: UserSchema } } }, async () => leaky);
    r.get('/wrong', { schema: { response: { 200: UserSchema } } }, async () => ({ id: 7 }) as never);
    // An answer schema of zod/mini, as the first screens' answers are (decision 457).
    const MiniUserSchema = object({ id: zm.string(), name: zm.string() });
    r.get('/leaky-mini', { schema: { response: { 200: MiniUserSchema } } }, async () => leaky);
    r.get('/wrong-mini', { schema: { response: { 200: MiniUserSchema } } }, async () => ({ id: 7 }) as never);
    r.post(
      '/body',
      { schema: { body: z.object({ n: z.number({ error: 'must be a number' }) }) } },
      async () => ({}),
    );
    await app.ready();
    return app;
  }

  it.each(['', '-mini'])('never sends a field the schema does not list (/leaky%s)', async (suffix) => {
    const app = await appWith([]);
    const res = await app.inject({ url: `/leaky${suffix}` });
    expect(res.json()).toEqual({ id: 'u1', name: 'Ada' });
    expect(res.body).not.toContain('argon2');
    await app.close();
  });

  it.each(['', '-mini'])(
    'treats an answer that does not match its schema as a logged server bug, not a sent answer (/wrong%s)',
    async (suffix) => {
      const logs: string[] = [];
      const app = await appWith(logs);
      const res = await app.inject({ url: `/wrong${suffix}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      const line = logs.find((l) => l.includes('response does not match its schema'));
      expect(line).toBeDefined();
      expect(line).toContain(`"route":"/wrong${suffix}"`);
      await app.close();
    },
  );

  it('turns a refused request into the usual 400 with the field named', async () => {
    const app = await appWith([]);
    const res = await app.inject({ method: 'POST', url: '/body', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'n: must be a number',
      issues: [{ path: 'n', message: 'must be a number' }],
    });
    await app.close();
  });
});
