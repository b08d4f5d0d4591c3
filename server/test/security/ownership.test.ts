import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../helpers';
import {
  fillUrl,
  hasParams,
  populate,
  routeKey,
  SECRET_TEXT,
  specOf,
  toUrl,
  type Actor,
} from './route-table';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'HEAD';

function expectJsonError(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { message?: unknown };
  expect(typeof body.message).toBe('string');
}

describe.each(engines)('data ownership on %s', (engine) => {
  let t: TestApp;
  let owner: Actor;
  let stranger: Actor;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signUp(t.app, { name: 'Owner' });
    stranger = await signUp(t.app, { name: 'Stranger' });
  });
  afterAll(() => t.close());

  it('has a spec in route-table.ts for every route the app serves', () => {
    expect(t.app.routeList.length).toBeGreaterThan(10);
    for (const route of t.app.routeList) {
      const key = routeKey(route);
      const spec = specOf(route);
      expect(spec, `${key}: add it to ROUTES in server/test/security/route-table.ts`).toBeDefined();
      if (hasParams(route.url) && route.method !== 'HEAD') {
        expect(spec?.owned, `${key} takes a path param: give it an \`owned\` record factory`).toBeDefined();
      }
      if (['POST', 'PATCH', 'PUT'].includes(route.method) && !hasParams(route.url)) {
        expect(spec?.valid, `${key} takes a body: give it \`valid\` requests`).toBeDefined();
      }
    }
  });

  it('answers 401 with the JSON error shape to every non-public route without a valid session', async () => {
    const expired = await signUp(t.app);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', expired.user.id)
      .execute();
    const checked: string[] = [];
    for (const route of t.app.routeList) {
      if (specOf(route)?.public) continue;
      const url = fillUrl(route.url, {
        id: '00000000-0000-4000-8000-000000000000',
        dimension: 'sleep',
        key: 'own-0000000000',
        day: '2026-06-01',
      });
      for (const headers of [
        {},
        { 'x-session-id': 'made-up-session-id' },
        { authorization: 'Bearer made-up-session-id' },
        { 'x-session-id': '' },
        { 'x-session-id': 'x'.repeat(5000) },
        expired.headers,
      ]) {
        const res = await t.app.inject({
          method: route.method as Method,
          url,
          headers,
          ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${routeKey(route)} with ${JSON.stringify(headers).slice(0, 60)}`).toBe(401);
        if (route.method !== 'HEAD') expectJsonError(res);
      }
      checked.push(routeKey(route));
    }
    expect(checked).toContain('GET /api/user');
  });

  it('refuses a stranger on the owner’s records with 404 and leaves them unchanged', async () => {
    let matrixRows = 0;
    for (const route of t.app.routeList) {
      const spec = specOf(route);
      if (!hasParams(route.url) || route.method === 'HEAD' || !spec?.owned) continue;
      const key = routeKey(route);
      const record = await spec.owned(t.app, owner);
      const before = await record.read();
      expect(before, `${key}: the owner can read the record`).toBeTruthy();
      const res = await t.app.inject({
        method: route.method as Method,
        url: toUrl(fillUrl(route.url, record.params), record.query),
        headers: stranger.headers,
        ...(record.body !== undefined ? { payload: record.body as object } : {}),
      });
      if (record.stranger === 'not-found') {
        expect(res.statusCode, key).toBe(404);
        expectJsonError(res);
      } else {
        expect(res.statusCode, key).toBe(200);
      }
      for (const id of record.ids) expect(res.body, `${key} leaked ${id}`).not.toContain(id);
      expect(res.body).not.toContain(SECRET_TEXT);
      expect(await record.read(), `${key}: the owner's record changed`).toEqual(before);
      matrixRows++;
    }
    // Rows appear as routes with path params land; none exist before the records' API does.
    const paramRoutes = t.app.routeList.filter((r) => hasParams(r.url) && r.method !== 'HEAD');
    expect(matrixRows).toBe(paramRoutes.length);
  });

  it('never shows one user’s ids, email or writing in another’s lists, reports and exports', async () => {
    const ownerIds = await populate(t.app, owner);
    const reader = await signUp(t.app);
    await populate(t.app, reader, 'the reader’s own words');
    for (const route of t.app.routeList) {
      const spec = specOf(route);
      if (route.method !== 'GET' || spec?.public || hasParams(route.url)) continue;
      const requests = spec?.valid ? await spec.valid(t.app, reader) : [{}];
      for (const parts of requests) {
        const res = await t.app.inject({ url: toUrl(route.url, parts.query), headers: reader.headers });
        const key = `${routeKey(route)} ${JSON.stringify(parts.query ?? {})}`;
        expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
        for (const id of [...ownerIds, owner.user.id])
          expect(res.body, `${key} leaked ${id}`).not.toContain(id);
        expect(res.body, key).not.toContain(owner.user.email);
        expect(res.body, key).not.toContain(SECRET_TEXT);
      }
    }
  });
});
