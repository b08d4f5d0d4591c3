import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config';
import type { PushSubscriptionRow } from '../../db/schema';
import type { HostResolver } from '../../lib/public-address';
import { createTestApp, engines, signUp, TEST_PUBLIC_ADDRESS, type TestApp } from '../../test/helpers';
import { createPushSender } from './push-sender';
import { MAX_PUSH_SUBSCRIPTIONS } from './reminders.service';
import { browserKeys, dropJobSchema, TEST_VAPID } from '../../test/push';
import { startReminderWorker, type ReminderWorker } from './reminders.worker';

/**
 * Push endpoints are URLs a user chooses, and the server connects to them (decision 240). A local
 * HTTPS push service listens on every loopback address of this machine and counts each TCP connection
 * it accepts: a refused endpoint must cost it none — when stored, and when sent.
 */

/** A push service on this machine, self-signed for the names the tests use. */
async function startLocalPushService(dir: string) {
  const keyFile = join(dir, 'push.key');
  const certFile = join(dir, 'push.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=push.tend.example',
      '-addext',
      'subjectAltName=DNS:push.tend.example,DNS:pin.tend.example,DNS:rebind.tend.example,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile);
  const state = { connections: 0, closed: 0, paths: [] as string[] };
  const server: Server = createServer({ key: readFileSync(keyFile), cert }, (req, res) => {
    state.paths.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      // /hang/… never answers; /gone/… is a browser that unsubscribed.
      if (req.url?.startsWith('/hang/')) return;
      res.statusCode = req.url?.startsWith('/gone/') ? 404 : 201;
      res.end();
    });
  });
  server.on('connection', (socket: Socket) => {
    state.connections++;
    socket.once('close', () => state.closed++);
  });
  // '::' takes IPv4 too: 127.0.0.1, ::1, ::ffff:127.0.0.1 and 0.0.0.0 all reach it.
  await new Promise<void>((done) => server.listen(0, '::', done));
  return { server, cert, state, port: (server.address() as AddressInfo).port };
}

/** A resolver the test steers: names → addresses, and how often each name was asked for. */
function steeredResolver(answers: Record<string, string[]>) {
  const asked = new Map<string, number>();
  const resolve: HostResolver = async (hostname) => {
    asked.set(hostname, (asked.get(hostname) ?? 0) + 1);
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked, answers };
}

describe.each(engines)('push endpoints that point into the server’s own network (%s)', (engine) => {
  let t: TestApp;
  let worker: ReminderWorker;
  let push: Awaited<ReturnType<typeof startLocalPushService>>;
  const dns = steeredResolver({
    'push.tend.example': ['127.0.0.1'],
    'pin.tend.example': ['127.0.0.1'],
    'metadata.google.internal': ['169.254.169.254'],
    'mixed.tend.example': [TEST_PUBLIC_ADDRESS, '10.0.0.1'],
    'rebind.tend.example': [TEST_PUBLIC_ADDRESS],
    'v6.tend.example': ['fd00:ec2::254'],
    'fcm.googleapis.com': [TEST_PUBLIC_ADDRESS],
  });

  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: '2027-06-14T06:00:00Z',
      env: {
        ...TEST_VAPID,
        REMINDER_TICK_SECONDS: '0',
        APP_URL: 'https://tend.example',
        // Any host at a public address, so that every refusal below is the address check's doing; and
        // the local push service allowed by name, as an operator allows a push service of their own.
        PUSH_HOSTS: '*',
        PUSH_PRIVATE_HOSTS: 'push.tend.example,pin.tend.example',
      },
      resolveHost: dns.resolve,
    });
    push = await startLocalPushService(t.dir);
    worker = await startReminderWorker(t.app.ctx, t.app.log, { intervalSeconds: 0, pushCa: push.cert });
  });
  afterAll(async () => {
    await worker?.stop();
    await new Promise((done) => push?.server.close(done));
    if (engine === 'postgres') await dropJobSchema(t);
    await t?.close();
  });

  const subscribe = (headers: Record<string, string>, endpoint: string, keys = browserKeys()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers,
      payload: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.authB64 } },
    });

  /** Every private, reserved or disguised form of an address of this machine or its network. */
  const blocked = (port: number) => [
    `https://127.0.0.1:${port}/p`,
    `https://localhost:${port}/p`,
    `https://LOCALHOST.:${port}/p`,
    `https://app.localhost:${port}/p`,
    `https://[::1]:${port}/p`,
    `https://2130706433:${port}/p`,
    `https://0x7f000001:${port}/p`,
    `https://017700000001:${port}/p`,
    `https://127.1:${port}/p`,
    `https://[::ffff:127.0.0.1]:${port}/p`,
    `https://[::ffff:7f00:1]:${port}/p`,
    `https://0.0.0.0:${port}/p`,
    `https://0:${port}/p`,
    `https://[::]:${port}/p`,
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/latest/meta-data/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://10.0.0.1/p',
    'https://192.168.1.1/p',
    'https://172.16.0.1/p',
    'https://100.64.0.1/p',
    'https://[fc00::1]/p',
    'https://[fe80::1]/p',
    'https://[64:ff9b::7f00:1]/p',
    'https://[2002:7f00:1::]/p',
    'https://mixed.tend.example/p',
    'https://v6.tend.example/p',
    'https://nowhere.invalid/p',
    `https://user:secret@push.tend.example:${port}/p`,
  ];

  it('refuses every private, reserved or disguised endpoint when it is stored, and connects to none', async () => {
    const { user, headers } = await signUp(t.app);
    const before = push.state.connections;
    for (const endpoint of blocked(push.port)) {
      const res = await subscribe(headers, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().issues, endpoint).toEqual([{ path: 'endpoint', message: expect.any(String) }]);
    }
    const stored = await t.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
    expect(push.state.connections).toBe(before);
  });

  it('checks stored endpoints again when it sends, and connects only to the address it checked', async () => {
    t.clock.set('2027-06-14T20:00:00Z');
    const { user, headers } = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
    // Public when stored; then its DNS answers with this machine (rebinding).
    expect((await subscribe(headers, `https://rebind.tend.example:${push.port}/rebound`)).statusCode).toBe(
      201,
    );
    dns.answers['rebind.tend.example'] = ['127.0.0.1'];
    // Allowed, and served; pin.tend.example answers elsewhere to any second question, which must never come.
    for (const path of ['/live', '/gone/unsubscribed']) {
      expect((await subscribe(headers, `https://push.tend.example:${push.port}${path}`)).statusCode).toBe(
        201,
      );
    }
    expect((await subscribe(headers, `https://pin.tend.example:${push.port}/pinned`)).statusCode).toBe(201);
    // Rows stored before these checks existed, each aimed at this machine.
    const legacy = blocked(push.port).filter((e) => e.includes(`:${push.port}/`) && !e.includes('@'));
    const keys = browserKeys();
    await t.app.ctx.db
      .insertInto('push_subscriptions')
      .values(
        legacy.map((endpoint) => ({
          id: randomUUID(),
          user_id: user.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.authB64,
          created_at: '2027-06-01T00:00:00.000Z',
        })),
      )
      .execute();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers,
      payload: {
        daily: { enabled: true, time: '23:30', email: false, push: true },
        weeklySummary: { enabled: false },
      },
    });
    expect(put.statusCode).toBe(200);

    const before = push.state.connections;
    dns.asked.clear();
    dns.answers['pin.tend.example'] = ['127.0.0.1'];
    const pinResolve = dns.resolve;
    let pinAnswers = 0;
    t.app.ctx.resolveHost = async (hostname) => {
      const answer = await pinResolve(hostname);
      // The first answer is the checked one; a second question would be sent to a black hole.
      if (hostname === 'pin.tend.example' && ++pinAnswers > 1)
        return [{ address: '10.255.255.1', family: 4 }];
      return answer;
    };
    t.clock.set('2027-06-15T06:30:05Z'); // 23:30 on the 14th in Los Angeles
    try {
      expect(await worker.tick()).toBe(1);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const row = await t.app.ctx.db
          .selectFrom('reminder_deliveries')
          .select('status')
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (row?.status === 'sent') break;
        if (Date.now() > deadline) throw new Error(`delivery still ${row?.status}`);
        worker.queue.wake();
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      t.app.ctx.resolveHost = pinResolve;
    }
    expect(push.state.paths.slice(-3).sort()).toEqual(['/gone/unsubscribed', '/live', '/pinned']);
    expect(push.state.connections - before).toBe(3);
    expect(dns.asked.get('pin.tend.example')).toBe(1);
    // Endpoints refused for what they are, and the one the push service called gone, are removed; the
    // host whose DNS turned private is kept (DNS may change back) but never reached.
    const left = await t.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((r) => r.endpoint.replace(`:${push.port}`, '')).sort()).toEqual([
      'https://pin.tend.example/pinned',
      'https://push.tend.example/live',
      'https://rebind.tend.example/rebound',
    ]);
  });

  it('stores an endpoint as the URL standard writes it', async () => {
    const { user, headers } = await signUp(t.app);
    const res = await subscribe(headers, `https://PUSH.tend.example:${push.port}/a/../b?x=1`);
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.endpoint).toBe(`https://push.tend.example:${push.port}/b?x=1`);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers,
      payload: { endpoint: `https://PUSH.tend.example:${push.port}/a/../b?x=1` },
    });
    expect(del.statusCode).toBe(204);
  });

  it('refuses keys that are no P-256 point or no 16-byte secret', async () => {
    const { headers } = await signUp(t.app);
    const good = browserKeys();
    const point = Buffer.from(good.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] as number) ^ 1;
    const wrongPrefix = Buffer.from(point);
    wrongPrefix[0] = 0x05;
    const compressed = Buffer.concat([Buffer.from([2 + ((point[64] as number) & 1)]), point.subarray(1, 33)]);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/keys';
    const cases: [{ p256dh: string; auth: string }, string][] = [
      [{ p256dh: offCurve.toString('base64url'), auth: good.authB64 }, 'keys.p256dh'],
      [{ p256dh: wrongPrefix.toString('base64url'), auth: good.authB64 }, 'keys.p256dh'],
      [{ p256dh: compressed.toString('base64url'), auth: good.authB64 }, 'keys.p256dh'],
      [{ p256dh: Buffer.alloc(150, 4).toString('base64url'), auth: good.authB64 }, 'keys.p256dh'],
      [{ p256dh: `${good.p256dh.slice(0, -1)}!`, auth: good.authB64 }, 'keys.p256dh'],
      [{ p256dh: good.p256dh, auth: Buffer.alloc(12, 7).toString('base64url') }, 'keys.auth'],
      [{ p256dh: good.p256dh, auth: Buffer.alloc(150, 7).toString('base64url') }, 'keys.auth'],
      [{ p256dh: good.p256dh, auth: Buffer.alloc(17, 7).toString('base64url') }, 'keys.auth'],
    ];
    for (const [keys, path] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers,
        payload: { endpoint, keys },
      });
      expect(res.statusCode, JSON.stringify(keys)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([path]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers,
      payload: { endpoint, keys: { p256dh: `${good.p256dh}=`, auth: `${good.authB64}==` } },
    });
    expect(ok.statusCode).toBe(201);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per account, even when they come at once`, async () => {
    const { user, headers } = await signUp(t.app);
    const endpoint = (i: number) => `https://fcm.googleapis.com/fcm/send/limit-${user.id}-${i}`;
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS - 2; i++) {
      expect((await subscribe(headers, endpoint(i))).statusCode).toBe(201);
    }
    const burst = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => subscribe(headers, endpoint(100 + i))));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = burst.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(
      `An account can get push reminders on at most ${MAX_PUSH_SUBSCRIPTIONS} browsers; turn them off on one first.`,
    );
    // A browser already subscribed may subscribe again (new keys), and a removed one makes room.
    expect((await subscribe(headers, endpoint(0))).statusCode).toBe(201);
    expect((await subscribe(headers, endpoint(200))).statusCode).toBe(409);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      headers,
      payload: { endpoint: endpoint(0) },
    });
    expect(del.statusCode).toBe(204);
    expect((await subscribe(headers, endpoint(200))).statusCode).toBe(201);
    const settings = await t.app.inject({ method: 'GET', url: '/api/reminders', headers });
    expect(settings.json().pushSubscriptions).toBe(MAX_PUSH_SUBSCRIPTIONS);
  });
});

describe('one account’s push messages take bounded time', () => {
  it('sends a few at once and stops at the account’s budget, cutting off a push service that never answers', async () => {
    const dir = join(process.env.TMPDIR ?? '/tmp', `tend-push-${randomUUID()}`);
    execFileSync('mkdir', ['-p', dir]);
    const push = await startLocalPushService(dir);
    try {
      const config = loadConfig({
        ...TEST_VAPID,
        PUSH_PRIVATE_HOSTS: 'push.tend.example',
        LOG_LEVEL: 'silent',
      });
      const { resolve } = steeredResolver({ 'push.tend.example': ['127.0.0.1'] });
      const log = (await import('fastify')).default({ logger: false }).log;
      const sender = createPushSender({
        config,
        log,
        resolveHost: resolve,
        ca: push.cert,
        // Each message alone could wait a minute; the account as a whole gets two seconds.
        timing: { sendTimeoutMs: 60_000, accountBudgetMs: 2_000, parallel: 3 },
      });
      const keys = browserKeys();
      const row = (path: string): PushSubscriptionRow => ({
        id: path,
        user_id: 'u',
        endpoint: `https://push.tend.example:${push.port}${path}`,
        p256dh: keys.p256dh,
        auth: keys.authB64,
        created_at: '2027-06-01T00:00:00.000Z',
      });
      const subs = [row('/live/1'), ...[1, 2, 3, 4, 5, 6, 7].map((i) => row(`/hang/${i}`))];
      const payload = { title: 't', body: 'b', url: '/', day: '2027-06-14', tag: 'daily' };
      const result = await sender.sendAll(subs, payload);
      expect(result).toEqual({ sent: 1, gone: [] });
      // Never more than three at once: the live one and two hanging ones, then a third hanging one
      // in the live one's place — and the other four never started.
      expect(push.state.paths.filter((p) => p.startsWith('/hang/')).length).toBeLessThanOrEqual(3);
      expect(push.state.connections).toBeLessThanOrEqual(4);
      expect(push.state.paths).toContain('/live/1');
      // Every connection was cut by the sender, not left waiting.
      for (let i = 0; i < 100 && push.state.closed < push.state.connections; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(push.state.closed).toBe(push.state.connections);
    } finally {
      push.server.closeAllConnections();
      await new Promise((done) => push.server.close(done));
    }
  });
});
