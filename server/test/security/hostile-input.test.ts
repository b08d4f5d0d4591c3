import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app';
import { createTestApp, engines, signUp, type TestApp } from '../helpers';
import { hostileBody, hostileQuery, hostileSegment, type HostileBody } from './hostile';
import { storedViolations } from './invariants';
import { routeKey, specOf, type Actor, type RequestParts } from './route-table';

const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 60);

// Anything in an error body that would tell an attacker how the server is built.
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\/home\/|\.ts:\d|SQLITE_|sqlite|postgres|\bselect\b[\s\S]*\bfrom\b|insert into|syntax error|relation "|violates|constraint|kysely|TypeError|ReferenceError|Cannot read prop|undefined is not/i;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

// The route table comes from the app itself, so routes added later are attacked too.
const probe = await createTestApp('sqlite');
const ROUTE_LIST: RouteEntry[] = probe.app.routeList.filter((r) => r.method !== 'HEAD');
await probe.close();

/** Checks one answer: never a 5xx; errors are `{message, issues?}` JSON with nothing internal in them. */
function expectSafeAnswer(
  key: string,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  page = false,
) {
  const where = `${key} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode < 400) return;
  // A page (the share link's) says "not found" as the page itself; a 400 or 429 is still JSON.
  if (page && String(res.headers['content-type']).startsWith('text/html')) {
    expect(res.statusCode, where).toBe(404);
    expect(res.body, where).not.toMatch(INTERNALS);
    return;
  }
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof body.message, where).toBe('string');
  expect(
    Object.keys(body).every((k) => k === 'message' || k === 'issues'),
    where,
  ).toBe(true);
  if (body.issues !== undefined) {
    expect(Array.isArray(body.issues), where).toBe(true);
    for (const issue of body.issues as Record<string, unknown>[]) {
      expect(typeof issue.path === 'string' && typeof issue.message === 'string', where).toBe(true);
    }
  }
  expect(res.body, where).not.toMatch(INTERNALS);
}

describe.each(engines)('hostile input on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it.each(ROUTE_LIST.map((r) => [routeKey(r), r] as const))(
    '%s: never a 5xx, always the JSON error shape',
    async (key, route) => {
      const spec = specOf(route);
      let actor: Actor = await signUp(t.app);
      // Real values for path params and bodies, so hostile changes reach the checks behind them.
      const owned = spec?.owned ? await spec.owned(t.app, actor) : undefined;
      const valid: RequestParts[] = owned ? [owned] : spec?.valid ? await spec.valid(t.app, actor) : [{}];
      const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
      const takesBody = route.method !== 'GET';

      const request = fc.record({
        params: fc.tuple(
          ...paramNames.map((name) =>
            fc.oneof(fc.constant(encodeURIComponent(owned?.params[name] ?? 'x')), hostileSegment),
          ),
        ),
        query: hostileQuery(valid.flatMap((v) => (v.query ? [v.query] : []))),
        body: takesBody
          ? hostileBody(valid.flatMap((v) => (v.body !== undefined ? [v.body] : [])))
          : fc.constant<HostileBody | null>(null),
        withSession: fc.boolean().map((b) => b || !spec?.public),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, withSession }) => {
          if (spec?.endsSession) actor = await signUp(t.app);
          let i = 0;
          const path = route.url.replace(/:[A-Za-z0-9_]+/g, () => params[i++] ?? 'x');
          const res = await t.app.inject({
            method: route.method as Method,
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(withSession ? actor.headers : {}),
              ...(body?.contentType ? { 'content-type': body.contentType } : {}),
            },
            ...(body ? { payload: body.text } : {}),
          });
          expectSafeAnswer(key, res, spec?.page === true);
          // Checked after every write, so a row breaking the rules names the request that stored it.
          if (takesBody) {
            expect(await storedViolations(t.database.db), `${key} stored it`).toEqual([]);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    120_000,
  );

  it('stored nothing the API’s rules do not allow', async () => {
    expect(await storedViolations(t.database.db)).toEqual([]);
  });
});
