import { execFileSync } from 'node:child_process';
import { createDecipheriv, createPublicKey, hkdfSync, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/helpers';
import { browserKeys, TEST_VAPID } from '../../test/push';
import { startReminderWorker, type ReminderWorker } from './reminders.worker';

/**
 * A push service of our own: an HTTPS endpoint that checks each request the way a browser vendor's
 * does — the VAPID JWT (RFC 8292) — and decrypts the payload with the subscription's private keys
 * (RFC 8291, aes128gcm), as the browser would.
 */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** RFC 8291 §3.4 and RFC 8188: decrypt an aes128gcm Web Push message. */
function decryptPush(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  expect(idlen).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(rs);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256 over aud, exp, sub. */
function verifyVapid(authorization: string, audience: string): { sub: string; k: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  expect(m, authorization).not.toBeNull();
  const [, jwt, k] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  const raw = Buffer.from(k, 'base64url');
  expect(raw.length).toBe(65);
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  expect(ok).toBe(true);
  expect(claims.aud).toBe(audience);
  const nowS = Date.now() / 1000;
  expect(claims.exp).toBeGreaterThan(nowS);
  expect(claims.exp).toBeLessThanOrEqual(nowS + 24 * 3600);
  return { sub: claims.sub, k };
}

describe('Web Push reminders against a local push service', () => {
  let t: TestApp;
  let worker: ReminderWorker;
  let server: Server;
  let origin = '';
  const received: Received[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      now: '2027-06-14T06:00:00Z',
      // The local push service is on this machine: allowed by name, as an operator would (decision 240).
      env: {
        ...TEST_VAPID,
        REMINDER_TICK_SECONDS: '0',
        APP_URL: 'https://tend.example',
        PUSH_PRIVATE_HOSTS: '127.0.0.1',
      },
    });
    const keyFile = join(t.dir, 'push.key');
    const certFile = join(t.dir, 'push.crt');
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
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile);
    server = createServer({ key: readFileSync(keyFile), cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        // /gone/… behaves like an unsubscribed browser; /broken/… like a push service in trouble.
        res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/broken/') ? 500 : 201;
        res.end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    worker = await startReminderWorker(t.app.ctx, t.app.log, {
      intervalSeconds: 0,
      pushCa: cert,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await new Promise((done) => server?.close(done));
    await t?.close();
  });

  it('sends an encrypted, VAPID-signed notification that opens the quick check-in for its day', async () => {
    t.clock.set('2027-06-14T20:00:00Z'); // 13:00 on the 14th in Los Angeles
    const { user, headers } = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
    const live = browserKeys();
    const gone = browserKeys();
    const broken = browserKeys();
    for (const [path, keys] of [
      ['/push/live-1', live],
      ['/gone/old-1', gone],
      ['/broken/x-1', broken],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers,
        payload: {
          endpoint: `${origin}${path}`,
          expirationTime: null,
          keys: { p256dh: keys.p256dh, auth: keys.authB64 },
        },
      });
      expect(res.statusCode).toBe(201);
    }
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

    // 23:30 in Los Angeles on 14 June is 06:30Z on the 15th: the reminder is for the 14th.
    t.clock.set('2027-06-15T06:30:05Z');
    expect(await worker.tick()).toBe(1);
    const deadline = Date.now() + 10_000;
    while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(received.map((r) => r.path).sort()).toEqual(['/broken/x-1', '/gone/old-1', '/push/live-1']);

    const msg = received.find((r) => r.path === '/push/live-1') as Received;
    expect(msg.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(msg.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(String(msg.headers.authorization), origin);
    expect(vapid.k).toBe(TEST_VAPID.VAPID_PUBLIC_KEY);
    expect(vapid.sub).toBe(TEST_VAPID.VAPID_SUBJECT);
    const payload = JSON.parse(decryptPush(msg.body, live.ecdh, live.auth)) as Record<string, string>;
    expect(payload).toMatchObject({
      title: 'Time for your Tend check-in',
      url: '/quick-checkin?day=2027-06-14',
      day: '2027-06-14',
    });
    // Each subscription gets a message only its own keys open.
    const other = received.find((r) => r.path === '/gone/old-1') as Received;
    expect(() => decryptPush(other.body, live.ecdh, live.auth)).toThrow();
    expect(JSON.parse(decryptPush(other.body, gone.ecdh, gone.auth)).day).toBe('2027-06-14');

    // 410 removed the subscription; a 500 keeps it (the push service may recover).
    await new Promise((r) => setTimeout(r, 100));
    const left = await t.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((r) => r.endpoint.replace(origin, '')).sort()).toEqual(['/broken/x-1', '/push/live-1']);
    const delivery = await t.app.ctx.db
      .selectFrom('reminder_deliveries')
      .select(['status', 'day'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(delivery).toEqual({ status: 'sent', day: '2027-06-14' });
  });
});
