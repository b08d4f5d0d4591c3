import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { api, pgSchema, PORTS, signUpOn, startServer, tempDir, type ServerProcess } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe.runIf(adminUrl)('several instances on one PostgreSQL', () => {
  const tmp = tempDir('instances');
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const s of servers) await s.kill();
    for (const c of cleanups) await c();
    tmp.remove();
  });

  /** Two processes started side by side on one fresh schema (both run the migrations at start). */
  async function pair(env: Record<string, string> = {}) {
    const schema = await pgSchema(adminUrl as string);
    cleanups.push(() => schema.drop());
    const [a, b] = await Promise.all(
      [PORTS.instanceA, PORTS.instanceB].map((port) =>
        startServer({ port, databaseUrl: schema.url, dir: tmp.dir, env }),
      ),
    );
    servers.push(a as ServerProcess, b as ServerProcess);
    return [a as ServerProcess, b as ServerProcess] as const;
  }

  it('shares sessions and data: signed in on one, served by the other', async () => {
    const [a, b] = await pair();
    const { sessionId, user } = await signUpOn(a.base);
    const me = await api<{ id: string }>(b.base, 'GET', '/api/user', { session: sessionId });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);

    const saved = await api<{ id: string; sleep: string }>(a.base, 'POST', '/api/wellbeing-entries', {
      session: sessionId,
      body: {
        sleep: '8.5',
        exercise: 6,
        diet: 5,
        social: 7,
        achievements: 6,
        relationships: 8,
        creativity: 4,
        finance: 5,
      },
    });
    expect([200, 201]).toContain(saved.status);
    const today = await api<{ id: string; sleep: string }>(b.base, 'GET', '/api/wellbeing-entries/today', {
      session: sessionId,
    });
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ id: saved.body.id, sleep: '8.5' });

    // Signing out on one ends the session on both.
    expect((await api(b.base, 'POST', '/api/auth/logout', { session: sessionId })).status).toBe(204);
    expect((await api(a.base, 'GET', '/api/user', { session: sessionId })).status).toBe(401);
    for (const s of servers.splice(0)) await s.kill('SIGTERM');
  });

  it('shares the login rate limit through Redis', async (ctx) => {
    if (!(await redisReachable())) {
      if (process.env.REQUIRE_REDIS === '1')
        throw new Error(`REQUIRE_REDIS=1 but ${redisUrl} is not reachable`);
      console.log(`[tend] Redis at ${redisUrl} is not reachable: the shared rate-limit test is skipped.`);
      ctx.skip();
    }
    // A key prefix of this run's own, so parallel or repeated runs never share counters.
    const prefix = `tend-test-${randomBytes(6).toString('hex')}:`;
    const [a, b] = await pair({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, LOGIN_MAX_PER_ACCOUNT: '4' });
    const { user } = await signUpOn(a.base);
    const attempt = (s: ServerProcess) =>
      api(s.base, 'POST', '/api/auth/login', {
        body: { email: user.email, password: 'Wrong-Guess-11' },
      }).then((r) => r.status);
    // Two failures on each instance: four in all, the account's limit.
    const statuses = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)];
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Each instance alone has seen only two, yet both now refuse.
    expect([await attempt(a), await attempt(b)]).toEqual([429, 429]);

    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});
