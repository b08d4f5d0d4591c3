import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import {
  canonicalJson,
  IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT,
  IDEMPOTENCY_KEYS_PER_ACCOUNT,
} from './idempotency.plugin';

type Headers = Record<string, string>;
const NOON = '2026-06-15T12:00:00.000Z';

/** Idempotency-Key on authenticated writes (docs/product.md §12, docs/decisions/110). */
describe.each(engines)('Idempotency-Key on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOON });
  });
  afterAll(() => t.close());

  const checkin = (headers: Headers, key: string | undefined, coreFeeling: unknown = 6) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
      payload: { coreFeeling },
    });
  const checkinCount = async (headers: Headers) =>
    ((await t.app.inject({ url: '/api/quick-checkins', headers })).json() as unknown[]).length;

  it('answers the first answer again for the same key and body, and changes nothing', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const first = await checkin(headers, 'k-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await checkin(headers, 'k-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(await checkinCount(headers)).toBe(1);
    // Field order and number-vs-string spelling of the same JSON value: the same body.
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/quick-checkins',
      headers: { ...headers, 'idempotency-key': 'k-1', 'content-type': 'application/json' },
      payload: ' { "coreFeeling" : 6 } ',
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json()).toEqual(first.json());
    expect(await checkinCount(headers)).toBe(1);
    // Without a key, or with another, the write happens again.
    expect((await checkin(headers, undefined)).statusCode).toBe(201);
    expect((await checkin(headers, 'k-2')).statusCode).toBe(201);
    expect(await checkinCount(headers)).toBe(3);
  });

  it('answers 422 for the same key with another body or path, and changes nothing', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    expect((await checkin(headers, 'k')).statusCode).toBe(201);
    const other = await checkin(headers, 'k', 7);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request.',
    });
    const otherPath = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: { ...headers, 'idempotency-key': 'k' },
      payload: { coreFeeling: 6 },
    });
    expect(otherPath.statusCode).toBe(422);
    expect(await checkinCount(headers)).toBe(1);
    const journal = await t.app.inject({ url: '/api/journal-entries', headers });
    expect(journal.json()).toEqual([]);
  });

  it.each([
    ['too long', 'x'.repeat(256)],
    ['with a space', 'a b'],
    ['not ASCII', 'schlüssel'],
    ['empty', ''],
  ])('refuses a malformed key (%s) with 400 before anything is written', async (_label, key) => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const res = await checkin(headers, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
    expect(await checkinCount(headers)).toBe(0);
  });

  it('accepts 255 characters', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    expect((await checkin(headers, 'x'.repeat(255))).statusCode).toBe(201);
  });

  it('keeps keys per account: another user with the same key gets their own write', async () => {
    t.clock.set(NOON);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const ra = await checkin(a.headers, 'shared-key');
    const rb = await checkin(b.headers, 'shared-key', 3);
    expect(rb.statusCode).toBe(201);
    expect(rb.json().id).not.toBe(ra.json().id);
    expect(rb.json().coreFeeling).toBe('3.0');
    expect(await checkinCount(b.headers)).toBe(1);
  });

  it('does not keep a failed answer: the key is free again after a 400 or a 404', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    expect((await checkin(headers, 'retry-me', 11)).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/journal-entries/3f1c1a52-5a1e-4c7e-9d8e-1b2c3d4e5f60',
      headers: { ...headers, 'idempotency-key': 'retry-me-2' },
      payload: { mood: 3 },
    });
    expect(missing.statusCode).toBe(404);
    // A corrected body under the same key runs: the failed request changed nothing and kept nothing.
    expect((await checkin(headers, 'retry-me', 6)).statusCode).toBe(201);
    expect(await checkinCount(headers)).toBe(1);
  });

  it('never applies two concurrent requests with one key', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const responses = await Promise.all(Array.from({ length: 8 }, () => checkin(headers, 'burst')));
    for (const r of responses) expect([201, 409]).toContain(r.statusCode);
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Every 201 is the same write (the first, or its replay); every 409 says when to retry.
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json().message).toContain('still being processed');
    }
    expect(await checkinCount(headers)).toBe(1);
    const retry = await checkin(headers, 'burst');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(created[0]?.json().id);
  });

  it('replays PATCH and DELETE answers too (a 204 with no body)', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const entry = (
      await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers,
        payload: { content: 'first', mood: 5 },
      })
    ).json();
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/journal-entries/${entry.id}`,
        headers: { ...headers, 'idempotency-key': 'p' },
        payload: { mood: 8 },
      });
    const p1 = await patch();
    // Someone edits the entry in between; the retry must not undo that.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/journal-entries/${entry.id}`,
      headers,
      payload: { mood: 2 },
    });
    const p2 = await patch();
    expect(p2.statusCode).toBe(200);
    expect(p2.json()).toEqual(p1.json());
    const list = (await t.app.inject({ url: '/api/journal-entries', headers })).json();
    expect(list[0].mood).toBe(2);

    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/journal-entries/${entry.id}`,
        headers: { ...headers, 'idempotency-key': 'd' },
      });
    expect((await del()).statusCode).toBe(204);
    const d2 = await del();
    expect(d2.statusCode).toBe(204);
    expect(d2.body).toBe('');
    expect(d2.headers['idempotent-replayed']).toBe('true');
  });

  it('ignores the header on reads', async () => {
    t.clock.set(NOON);
    const { headers } = await signUp(t.app);
    const res = await t.app.inject({
      url: '/api/quick-checkins',
      headers: { ...headers, 'idempotency-key': ' ' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps a key for 24 hours, then forgets and purges it', async () => {
    t.clock.set(NOON);
    const { headers, user } = await signUp(t.app);
    await checkin(headers, 'daily');
    t.clock.set('2026-06-16T11:59:00.000Z');
    expect((await checkin(headers, 'daily')).headers['idempotent-replayed']).toBe('true');
    expect(await checkinCount(headers)).toBe(1);
    t.clock.set('2026-06-16T12:01:00.000Z');
    const later = await checkin(headers, 'daily');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await checkinCount(headers)).toBe(2);
    // Keys of other requests older than a day are purged (at most every 10 minutes).
    await checkin(headers, 'old-one');
    t.clock.set('2026-06-17T13:00:00.000Z');
    await checkin(headers, 'fresh');
    const keys = await t.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', user.id)
      .execute();
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
    t.clock.set(NOON);
  });

  it('answers 409 while a claim is in flight, and lets a retry take over a claim left behind', async () => {
    t.clock.set(NOON);
    const { headers, user } = await signUp(t.app);
    const first = await checkin(headers, 'stuck');
    // Make it look like a request that claimed the key and never answered.
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ status: null, body: null, created_at: '2026-06-15T11:59:30.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    const inFlight = await checkin(headers, 'stuck');
    expect(inFlight.statusCode).toBe(409);
    t.clock.set('2026-06-15T12:01:00.000Z');
    const takenOver = await checkin(headers, 'stuck');
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.json().id).not.toBe(first.json().id);
    t.clock.set(NOON);
  });

  /** Everything the account's keys hold: rows, and the bytes of their answers and keys. */
  const stored = async (userId: string) => {
    const rows = await t.database.db
      .selectFrom('idempotency_keys')
      .select(['key', 'body'])
      .where('user_id', '=', userId)
      .execute();
    const answerBytes = rows.reduce((n, r) => n + Buffer.byteLength(r.body ?? ''), 0);
    return { rows: rows.length, answerBytes };
  };

  it(`keeps at most ${IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT} bytes of answers per account: the oldest go first, their keys still refuse a second application`, async () => {
    t.clock.set(NOON);
    const { headers, user } = await signUp(t.app);
    const text = (i: number) => `${i} `.padEnd(19_000, 'a quiet long entry ');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers,
      payload: { content: text(0), mood: 5 },
    });
    const id = created.json().id as string;
    const patch = (i: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/journal-entries/${id}`,
        headers: { ...headers, 'idempotency-key': `patch-${i}` },
        payload: { content: text(i) },
      });
    const answers: string[] = [];
    for (let i = 1; i <= 80; i++) {
      const res = await patch(i);
      expect(res.statusCode).toBe(200);
      answers.push(res.body);
    }
    // 80 answers of ~19 KB (1.5 MB) were given; the account keeps at most the bound, and every key.
    const kept = await stored(user.id);
    console.log(
      `[idempotency] 80 keyed PATCHes of a 19 KB entry: ${kept.rows} keys, ${kept.answerBytes} bytes kept`,
    );
    expect(kept.rows).toBe(80);
    expect(kept.answerBytes).toBeLessThanOrEqual(IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT);
    expect(kept.answerBytes).toBeGreaterThan(IDEMPOTENCY_ANSWER_BYTES_PER_ACCOUNT - 40_000);
    // The newest answers replay exactly.
    const last = await patch(80);
    expect(last.statusCode).toBe(200);
    expect(last.headers['idempotent-replayed']).toBe('true');
    expect(last.body).toBe(answers[79]);
    // The oldest answer was dropped: its retry is a clear 409 and applies nothing again.
    const oldest = await patch(1);
    expect(oldest.statusCode).toBe(409);
    expect(oldest.json()).toEqual({
      message:
        'This request was already applied; its answer is no longer kept. Reload to see the current data.',
    });
    const entry = await t.app.inject({ url: `/api/journal-entries/${id}`, headers });
    expect(entry.json().content).toBe(text(80));
  });

  it(`refuses a new key past ${IDEMPOTENCY_KEYS_PER_ACCOUNT} in 24 hours with 429 until the oldest expires; keys held still replay`, async () => {
    t.clock.set(NOON);
    const { headers, user } = await signUp(t.app);
    const first = await checkin(headers, 'k-first');
    expect(first.statusCode).toBe(201);
    // The rest of the bound, as if sent over the last hours.
    const rows = Array.from({ length: IDEMPOTENCY_KEYS_PER_ACCOUNT - 1 }, (_, i) => ({
      user_id: user.id,
      key: `old-${i}`,
      fingerprint: 'f',
      status: 204,
      body: null,
      created_at: '2026-06-15T06:00:00.000Z',
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db
        .insertInto('idempotency_keys')
        .values(rows.slice(i, i + 500))
        .execute();

    const refused = await checkin(headers, 'k-new');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(18 * 60 * 60));
    expect(refused.json().message).toContain(
      `${IDEMPOTENCY_KEYS_PER_ACCOUNT} writes with an Idempotency-Key`,
    );
    expect(await checkinCount(headers)).toBe(1);
    // A key the account holds still replays; a write without a key is not counted.
    const replay = await checkin(headers, 'k-first');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await checkin(headers, undefined)).statusCode).toBe(201);
    // Once the old keys are 24 hours old, new keys are taken again.
    t.clock.set('2026-06-16T06:00:01.000Z');
    expect((await checkin(headers, 'k-new')).statusCode).toBe(201);
    t.clock.set(NOON);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(canonicalJson(null)).toBe('null');
  });
});
