import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  pgSchema,
  PORTS,
  signUpOn,
  sleep,
  startServer,
  tcpProxy,
  tempDir,
  type ServerProcess,
} from './harness';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL outage', () => {
  const tmp = tempDir('outage');
  const cleanups: (() => Promise<void>)[] = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    for (const c of cleanups.reverse()) await c();
    tmp.remove();
  });

  it('answers 503 with a clear message while the database is cut off, and recovers by itself', async () => {
    const target = new URL(adminUrl as string);
    const proxy = await tcpProxy(PORTS.outageProxy, {
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanups.push(() => proxy.close());
    const schema = await pgSchema(adminUrl as string, PORTS.outageProxy);
    cleanups.push(() => schema.drop());
    server = await startServer({ port: PORTS.outage, databaseUrl: schema.url, dir: tmp.dir });
    const base = server.base;
    const { sessionId } = await signUpOn(base);
    expect((await api(base, 'GET', '/api/user', { session: sessionId })).status).toBe(200);

    await proxy.cut();
    // Reads, writes, sign-ins and readiness all answer, at once and together, with a 503.
    const during = await Promise.all([
      api(base, 'GET', '/api/user', { session: sessionId, timeoutMs: 20_000 }),
      api(base, 'GET', '/api/journal-entries', { session: sessionId, timeoutMs: 20_000 }),
      api(base, 'POST', '/api/journal-entries', {
        session: sessionId,
        body: { content: 'written during the outage', mood: 4 },
        timeoutMs: 20_000,
      }),
      api(base, 'POST', '/api/auth/login', {
        body: { email: 'someone@example.com', password: 'Blue-Heron-42' },
        timeoutMs: 20_000,
      }),
      api(base, 'GET', '/readyz', { timeoutMs: 20_000 }),
    ]);
    for (const res of during) {
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof (res.body as { message: unknown }).message).toBe('string');
      expect(JSON.stringify(res.body)).not.toMatch(/ECONN|postgres|5090|stack/i);
    }
    expect((during[0]?.body as { message: string }).message).toMatch(/temporarily unavailable/);
    // The process is alive and says so.
    expect((await api(base, 'GET', '/healthz')).status).toBe(200);

    await proxy.restore();
    let ready = 0;
    for (let i = 0; i < 100 && ready !== 200; i++) {
      ready = (await api(base, 'GET', '/readyz')).status;
      if (ready !== 200) await sleep(100);
    }
    expect(ready).toBe(200);
    expect((await api(base, 'GET', '/api/user', { session: sessionId })).status).toBe(200);
    const write = await api(base, 'POST', '/api/journal-entries', {
      session: sessionId,
      body: { content: 'written after the outage', mood: 7 },
    });
    expect(write.status).toBe(201);
    expect(server.proc.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught|unhandled rejection/i);
  });

  it('fails fast in a network partition and heals within seconds under continuous traffic', async () => {
    const target = new URL(adminUrl as string);
    const proxy = await tcpProxy(PORTS.outageProxy + 1, {
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanups.push(() => proxy.close());
    const schema = await pgSchema(adminUrl as string, PORTS.outageProxy + 1);
    cleanups.push(() => schema.drop());
    const partitioned = await startServer({
      port: PORTS.outage + 100,
      databaseUrl: schema.url,
      dir: tmp.dir,
    });
    cleanups.push(async () => {
      await partitioned.kill();
    });
    const base = partitioned.base;
    const { sessionId } = await signUpOn(base);
    expect((await api(base, 'GET', '/api/user', { session: sessionId })).status).toBe(200);

    proxy.partition();
    // Packets are dropped, nothing is closed: on main a read took 15 s to fail.
    const started = Date.now();
    const read = await api(base, 'GET', '/api/user', { session: sessionId, timeoutMs: 30_000 });
    expect(read.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);

    // Continuous traffic through the partition (on main the pool had not healed 60 s later).
    let traffic = true;
    const load = (async () => {
      while (traffic) {
        await Promise.all(
          Array.from({ length: 8 }, () =>
            api(base, 'GET', '/api/journal-entries', { session: sessionId, timeoutMs: 30_000 }).catch(
              () => null,
            ),
          ),
        );
      }
    })();
    await sleep(4000);
    proxy.heal();
    const healedAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - healedAt < 15_000) {
      status = (await api(base, 'GET', '/api/user', { session: sessionId, timeoutMs: 10_000 })).status;
      if (status !== 200) await sleep(100);
    }
    traffic = false;
    await load;
    expect(status).toBe(200);
    expect(Date.now() - healedAt).toBeLessThan(8000);
    expect((await api(base, 'GET', '/readyz')).status).toBe(200);
    expect(partitioned.proc.exitCode).toBeNull();
  }, 120_000);
});
