import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/dates';
import type { ApiRangeReport } from '../../../core/schemas/report-range';
import {
  MAX_ACTIVE_SHARE_LINKS,
  type ApiShare,
  type ApiShareCreated,
  type ApiSharedReport,
} from '../../../core/schemas/shares';
import { historyFor, scores, writeHistories } from '../../test/factory';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

const NOW = '2026-06-15T12:00:00Z';
const TODAY = '2026-06-15';
const FROM = '2026-05-17'; // 30 days ending today
const SECRET_JOURNAL = 'a journal line only the journal scope may show 9c1e';
const SECRET_REFLECTION = 'a reflection only the reflections scope may show 4b7d';

type Actor = Awaited<ReturnType<typeof signUp>>;

describe.each(engines)('share links on %s', (engine) => {
  let t: TestApp;
  let owner: Actor;
  let stranger: Actor;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOW, env: { SHARED_MAX_PER_IP: '100000' } });
    owner = await signUp(t.app, { name: 'Robin', timeZone: 'UTC' });
    stranger = await signUp(t.app, { timeZone: 'UTC' });
    const h = historyFor({ id: owner.user.id, timeZone: 'UTC' });
    // The period before: sleep 4 on ten days; the range: sleep 7 on twenty days, everything else 5.
    for (let i = 0; i < 10; i++) h.entry({ day: addDays(FROM, -1 - i) }, scores(5, { sleep: 4 }));
    for (let i = 0; i < 20; i++) h.entry({ day: addDays(TODAY, -i) }, scores(5, { sleep: 7 }));
    h.checkin({ day: TODAY, time: '08:00' }, 6);
    h.reflection({ day: TODAY, time: '09:00' }, { dimension: 'sleep', notes: SECRET_REFLECTION });
    h.journal({ day: TODAY, time: '10:00' }, { title: 'Tuesday', content: SECRET_JOURNAL, mood: 6 });
    await writeHistories(t.database.db, [h]);
    // WHO-5: one result before the range, two inside it.
    for (const [day, answers] of [
      [addDays(FROM, -3), [5, 5, 5, 5, 5]],
      [addDays(FROM, 1), [3, 3, 3, 3, 3]],
      [TODAY, [1, 1, 1, 1, 2]],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/who5',
        headers: owner.headers,
        payload: { answers, day },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, as: Actor = owner) =>
    t.app.inject({ method: 'POST', url: '/api/shares', headers: as.headers, payload: body });
  const newLink = async (body: Record<string, unknown> = {}) => {
    const res = await create({
      scope: ['reports', 'who5'],
      from: FROM,
      to: TODAY,
      expiresInDays: 14,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as ApiShareCreated;
    return { ...created, token: created.url.split('/s/')[1] as string };
  };
  const list = async (as: Actor = owner) => {
    const res = await t.app.inject({ url: '/api/shares', headers: as.headers });
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as ApiShare[], body: res.body };
  };
  const open = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/shared/${token}`, headers });

  it('makes a link with a 256-bit token whose hash alone is stored, and lists it without the token', async () => {
    const link = await newLink();
    expect(link.url).toMatch(new RegExp(`^${t.config.appUrl.replace(/\/$/, '')}/s/[A-Za-z0-9_-]{43}$`));
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.expiresAt).toBe(new Date(Date.parse(NOW) + 14 * 86_400_000).toISOString());
    const row = await t.database.db
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const { items, body } = await list();
    expect(body).not.toContain(link.token);
    expect(body).not.toContain(row.token_hash);
    expect(items.find((s) => s.id === link.id)).toEqual({
      id: link.id,
      scope: ['reports', 'who5'],
      from: FROM,
      to: TODAY,
      expiresAt: link.expiresAt,
      createdAt: NOW.replace('Z', '.000Z'),
      lastOpenedAt: null,
      revoked: false,
    });
  });

  it('keeps no copy of the URL for a retry: the same Idempotency-Key makes no second link and gets 409', async () => {
    const body = { scope: ['reports'], from: FROM, to: TODAY, expiresInDays: 2 };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/shares',
        headers: { ...owner.headers, 'idempotency-key': 'share-once-1' },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const token = (first.json() as ApiShareCreated).url.split('/s/')[1] as string;
    const before = (await list()).items.length;
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(token);
    expect((await list()).items.length).toBe(before);
    const kept = await t.database.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(JSON.stringify(kept)).not.toContain(token);
  });

  it('shows the scope chosen, with the same numbers as the report, and records when it was opened', async () => {
    const link = await newLink();
    t.clock.advance(60_000);
    const res = await open(link.token);
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json() as ApiSharedReport;
    expect(shared.name).toBe('Robin');
    const report = shared.report;
    expect(report.parts).toEqual(['reports', 'who5']);
    expect(report.reflections).toBeNull();
    expect(report.journal).toBeNull();
    expect(res.body).not.toContain(SECRET_JOURNAL);
    expect(res.body).not.toContain(SECRET_REFLECTION);
    expect(report.summary?.daysWithEntry).toBe(20);
    expect(report.who5).toEqual([
      { day: addDays(FROM, 1), raw: 15, percent: 60, band: 'none' },
      { day: TODAY, raw: 6, percent: 24, band: 'very-low' },
    ]);
    expect(report.summary?.areas.find((a) => a.key === 'sleep')).toMatchObject({
      previous: '4.0',
      current: '7.0',
      change: '+3.0',
      direction: 'up',
    });
    // The owner's own report of the range says the same.
    const mine = await t.app.inject({
      url: `/api/reports/range?from=${FROM}&to=${TODAY}`,
      headers: owner.headers,
    });
    expect((mine.json() as ApiRangeReport).summary).toEqual(report.summary);

    const listed = (await list()).items.find((s) => s.id === link.id);
    expect(listed?.lastOpenedAt).toBe(new Date(t.clock()).toISOString());
  });

  it('shows reflections and the journal only when chosen', async () => {
    const link = await newLink({ scope: ['journal', 'reflections'] });
    const report = (await open(link.token).then((r) => r.json())) as ApiSharedReport;
    expect(report.report.parts).toEqual(['reflections', 'journal']);
    expect(report.report.summary).toBeNull();
    expect(report.report.who5).toBeNull();
    expect(report.report.journal?.items.map((j) => j.content)).toEqual([SECRET_JOURNAL]);
    expect(report.report.reflections?.items.map((r) => r.notes)).toEqual([SECRET_REFLECTION]);
  });

  it('answers 404 for an unknown token, the page as well, with noindex, no-store, no referrer and no cookie', async () => {
    const link = await newLink();
    for (const token of [
      'nope',
      'A'.repeat(43),
      `${link.token.slice(0, 42)}${link.token.at(-1) === 'A' ? 'B' : 'A'}`,
    ]) {
      const api = await open(token);
      expect(api.statusCode).toBe(404);
      const page = await t.app.inject({ url: `/s/${token}` });
      expect(page.statusCode).toBe(404);
    }
    const page = await t.app.inject({ url: `/s/${link.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex');
    for (const res of [page, await open(link.token)]) {
      expect(res.headers['x-robots-tag']).toContain('noindex');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('uses no session: a session header of anyone changes nothing', async () => {
    const link = await newLink();
    const plain = await open(link.token);
    const withOwner = await open(link.token, owner.headers);
    const withStranger = await open(link.token, { authorization: `Bearer ${stranger.sessionId}` });
    expect(withOwner.statusCode).toBe(200);
    expect(withStranger.json()).toEqual(plain.json());
    expect(withOwner.json()).toEqual(plain.json());
  });

  it('stops working once revoked, at once, and the list says so', async () => {
    const link = await newLink();
    expect((await open(link.token)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/shares/${link.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await open(link.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/s/${link.token}` })).statusCode).toBe(404);
    expect((await list()).items.find((s) => s.id === link.id)?.revoked).toBe(true);
    // Revoking again is still 204; it stays revoked.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/shares/${link.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(204);
  });

  it('stops working when it expires', async () => {
    const link = await newLink({ expiresInDays: 1 });
    t.clock.advance(86_400_000 - 1000);
    expect((await open(link.token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await open(link.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/s/${link.token}` })).statusCode).toBe(404);
    t.clock.set(NOW);
  });

  it("answers 404 to someone else's link and leaves it working; they never list it", async () => {
    const link = await newLink();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/shares/${link.id}`,
      headers: stranger.headers,
    });
    expect(del.statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await list(stranger)).items).toEqual([]);
  });

  it('refuses a bad scope, range or expiry with a clear 400', async () => {
    const base = { scope: ['reports'], from: FROM, to: TODAY, expiresInDays: 7 };
    for (const body of [
      { ...base, scope: [] },
      { ...base, scope: ['everything'] },
      { ...base, scope: ['reports', 'reports'] },
      { ...base, expiresInDays: 0 },
      { ...base, expiresInDays: 91 },
      { ...base, expiresInDays: 1.5 },
      { ...base, from: TODAY, to: FROM },
      { ...base, from: '2025-01-01', to: TODAY },
      { ...base, from: '2026-02-30' },
      // Found by the hostile-input sweep: an empty day reached the range check and answered 500.
      { ...base, from: '' },
      { ...base, to: 'not a day' },
      { ...base, token: 'mine' },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { message: string }).message).toBeTruthy();
    }
  });

  it('answers the range report 400, never 500, for days that are not days', async () => {
    for (const query of [
      `from=&to=${TODAY}`,
      `from=${FROM}&to=`,
      `from=x&to=y`,
      `from=${FROM}&to=2026-02-30`,
    ]) {
      const res = await t.app.inject({ url: `/api/reports/range?${query}`, headers: owner.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it(`allows ${MAX_ACTIVE_SHARE_LINKS} working links, then 409 until one is revoked`, async () => {
    const other = await signUp(t.app, { timeZone: 'UTC' });
    const body = { scope: ['reports'], from: FROM, to: TODAY, expiresInDays: 30 };
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_SHARE_LINKS; i++) {
      const res = await create(body, other);
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as ApiShareCreated).id);
    }
    const over = await create(body, other);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: `You can have up to ${MAX_ACTIVE_SHARE_LINKS} share links working at once. Please turn one off to make another.`,
    });
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${ids[0]}`, headers: other.headers });
    expect((await create(body, other)).statusCode).toBe(201);
  });

  it('is never exported, and goes with the account', async () => {
    const other = await signUp(t.app, { timeZone: 'UTC' });
    const res = await create({ scope: ['reports'], from: FROM, to: TODAY, expiresInDays: 3 }, other);
    const link = res.json() as ApiShareCreated;
    const token = link.url.split('/s/')[1] as string;
    for (const format of ['json', 'csv']) {
      const exported = await t.app.inject({ url: `/api/export?format=${format}`, headers: other.headers });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain(link.id);
      expect(exported.body).not.toContain(token);
      expect(exported.body).not.toMatch(/share/i);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: other.headers,
      payload: { password: 'Blue-Heron-42' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const rows = await t.database.db
      .selectFrom('share_links')
      .select('id')
      .where('id', '=', link.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await open(token)).statusCode).toBe(404);
  });
});

describe.each(engines)('share links under guessing on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOW, env: { SHARED_MAX_PER_IP: '5' } });
  });
  afterAll(() => t.close());

  it('limits guesses per network, page and data together; another network is not affected', async () => {
    const owner = await signUp(t.app, { timeZone: 'UTC' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: owner.headers,
      payload: { scope: ['reports'], from: FROM, to: TODAY, expiresInDays: 3 },
    });
    const token = (res.json() as ApiShareCreated).url.split('/s/')[1] as string;
    const guesser = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      const url = i % 2 === 0 ? `/api/shared/${'x'.repeat(42)}${i}` : `/s/${'y'.repeat(42)}${i}`;
      expect((await t.app.inject({ url, remoteAddress: guesser })).statusCode).toBe(404);
    }
    const limited = await t.app.inject({ url: `/api/shared/${token}`, remoteAddress: guesser });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/s/${token}`, remoteAddress: guesser })).statusCode).toBe(429);
    expect(
      (await t.app.inject({ url: `/api/shared/${token}`, remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(200);
  });
});
