import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TendApp } from '../app';
import { createTestApp, engines, signUp, type TestApp } from '../test/helpers';
import { WRITE_LIMIT_MESSAGE } from './write-limit';

const LIMIT = 5;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const journal = (n: number) => ({ content: `Entry ${n}`, mood: 6 });

describe.each(engines)('per-account write limit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { WRITE_MAX_PER_USER: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after WRITE_MAX_PER_USER writes a minute, and stores nothing more', async () => {
    const { headers } = await signUp(t.app);
    for (let i = 0; i < LIMIT; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers,
        payload: journal(i),
      });
      expect(res.statusCode).toBe(201);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers,
      payload: journal(99),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: WRITE_LIMIT_MESSAGE });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Every kind of write counts; reads never do.
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload: { name: 'X' } });
    expect(patch.statusCode).toBe(429);
    for (let i = 0; i < LIMIT * 2; i++) {
      const read = await t.app.inject({ url: '/api/journal-entries?limit=200', headers });
      expect(read.statusCode).toBe(200);
      expect((read.json() as unknown[]).length).toBe(LIMIT);
    }
  });

  it('counts per account: another account writes on', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (let i = 0; i <= LIMIT; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers: a.headers,
        payload: journal(i),
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: b.headers,
      payload: journal(1),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('per-account write limit shared through Redis', () => {
  let t: TestApp;
  let second: TendApp;
  beforeAll(async () => {
    const prefix = `tend-test-${randomBytes(4).toString('hex')}:`;
    const env = { WRITE_MAX_PER_USER: String(LIMIT), REDIS_URL, REDIS_KEY_PREFIX: prefix };
    t = await createTestApp('sqlite', { env });
    // A second instance on the same database and Redis: one count per account across both.
    second = await buildApp({ config: t.config, clock: t.clock, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('counts writes on every instance against one limit', async () => {
    const { headers } = await signUp(t.app);
    for (let i = 0; i < LIMIT; i++) {
      const app = i % 2 === 0 ? t.app : second;
      const res = await app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers,
        payload: journal(i),
      });
      expect(res.statusCode).toBe(201);
    }
    for (const app of [t.app, second]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers,
        payload: journal(9),
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });
});
