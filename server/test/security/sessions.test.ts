import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../core/password';
import { hashToken } from '../../lib/tokens';
import { STRONG_PASSWORD, createTestApp, engines, signUp, type TestApp } from '../helpers';
import { mailsTo, resetTokenFor, resetTokenIn } from '../mail';

const APP_URL = 'https://tend.example.org';
const HOUR = 60 * 60 * 1000;
const START = '2026-06-15T12:00:00Z';

describe.each(engines)('sessions and passwords on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: START, env: { APP_URL, SESSION_TTL_DAYS: '30' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const status = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user', headers })).statusCode;
  const login = async (email: string, password = STRONG_PASSWORD, headers: Record<string, string> = {}) => {
    const res = await post('/api/auth/login', { email, password }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return { 'x-session-id': res.json().sessionId as string };
  };

  /** Asks for a reset link and returns the one mail it produced. */
  async function requestReset(email: string, headers: Record<string, string> = {}): Promise<string> {
    const outbox = join(t.dir, 'outbox');
    rmSync(outbox, { recursive: true, force: true });
    mkdirSync(outbox, { recursive: true });
    const res = await post('/api/auth/forgot-password', { email }, headers);
    expect(res.statusCode).toBe(200);
    await t.app.ctx.background.idle(); // the mail is written after the answer (decision 253)
    expect(readdirSync(outbox)).toHaveLength(1);
    const mails = mailsTo(outbox, email);
    expect(mails).toHaveLength(1);
    return mails[0] as string;
  }

  it('gives a new session id at every login and never adopts one the client chose', async () => {
    const chosen = 'attacker-chosen-session-id-0123456789';
    const a = await signUp(t.app);
    const ids = new Set([a.sessionId]);
    for (let i = 0; i < 3; i++) {
      const headers = await login(a.user.email, STRONG_PASSWORD, { 'x-session-id': chosen });
      ids.add(headers['x-session-id']);
    }
    expect(ids.size).toBe(4);
    expect(ids.has(chosen)).toBe(false);
    const signup = await post(
      '/api/auth/signup',
      { email: 'fixation@example.com', password: STRONG_PASSWORD, sessionId: chosen },
      { 'x-session-id': chosen, authorization: `Bearer ${chosen}` },
    );
    expect(signup.statusCode).toBe(201);
    expect(signup.json().sessionId).not.toBe(chosen);
    expect(await status({ 'x-session-id': chosen })).toBe(401);
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', hashToken(chosen))
      .execute();
    expect(stored).toHaveLength(0);
    // Only a hash of each token is stored.
    const raw = await t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', 'in', [...ids])
      .execute();
    expect(raw).toHaveLength(0);
  });

  it('expires a session after SESSION_TTL_DAYS without use', async () => {
    const a = await signUp(t.app);
    t.clock.advance(29 * 24 * HOUR);
    expect(await status(a.headers)).toBe(200); // used: the expiry slides 30 days from now
    t.clock.advance(30 * 24 * HOUR - 60_000);
    expect(await status(a.headers)).toBe(200);
    t.clock.advance(30 * 24 * HOUR + 60_000);
    expect(await status(a.headers)).toBe(401);
    t.clock.set(START);
  });

  it('logout ends that session only; password reset and account deletion end every session', async () => {
    const a = await signUp(t.app);
    const second = await login(a.user.email);
    const third = await login(a.user.email);
    expect((await post('/api/auth/logout', undefined, second)).statusCode).toBe(204);
    expect([await status(a.headers), await status(second), await status(third)]).toEqual([200, 401, 200]);

    const mail = await requestReset(a.user.email);
    const reset = await post('/api/auth/reset-password', {
      token: resetTokenIn(mail),
      password: 'Quiet-River-58',
    });
    expect(reset.statusCode).toBe(204);
    expect([await status(a.headers), await status(third)]).toEqual([401, 401]);

    const b = await signUp(t.app);
    const b2 = await login(b.user.email);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: b2,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deletion.statusCode).toBe(204);
    expect([await status(b.headers), await status(b2)]).toEqual([401, 401]);
    const left = await t.database.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', '=', b.user.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  // The OpenAPI sweep's sequence (decision 220): the signed-in user asks for a reset link, another
  // account signs up, asks for one at the same moment, resets its password with its own link and
  // signs out; the first user is still signed in, read after read.
  it('another account’s reset and logout leave this session signed in, with both links mailed at once', async () => {
    const a = await signUp(t.app);
    for (let round = 0; round < 5; round++) {
      const b = await signUp(t.app);
      const outbox = join(t.dir, 'outbox');
      rmSync(outbox, { recursive: true, force: true });
      // Both mails are written in the background, built side by side.
      expect((await post('/api/auth/forgot-password', { email: a.user.email })).statusCode).toBe(200);
      expect((await post('/api/auth/forgot-password', { email: b.user.email })).statusCode).toBe(200);
      await t.app.ctx.background.idle();
      expect(readdirSync(outbox)).toHaveLength(2);
      const reset = await post('/api/auth/reset-password', {
        token: resetTokenFor(outbox, b.user.email),
        password: 'Quiet-River-58',
      });
      expect(reset.statusCode).toBe(204);
      const bAgain = await login(b.user.email, 'Quiet-River-58');
      expect((await post('/api/auth/logout', undefined, bAgain)).statusCode).toBe(204);
      expect([await status(a.headers), await status(bAgain), await status(b.headers)]).toEqual([
        200, 401, 401,
      ]);
      expect(await status(a.headers)).toBe(200);
    }
  });

  it('builds the reset link from APP_URL whatever Host the request claims', async () => {
    const a = await signUp(t.app);
    const mail = await requestReset(a.user.email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      origin: 'https://evil.example',
    });
    expect(mail).toContain(`${APP_URL}/reset-password?token=`);
    expect(mail).not.toContain('evil.example');
  });

  it('makes reset tokens single-use, valid for one hour, and the newest the only one', async () => {
    const a = await signUp(t.app);
    const first = resetTokenIn(await requestReset(a.user.email));
    const second = resetTokenIn(await requestReset(a.user.email));
    expect(second).not.toBe(first);
    const reset = (token: string, password = 'Quiet-River-58') =>
      post('/api/auth/reset-password', { token, password });
    expect((await reset(first)).statusCode).toBe(400);
    t.clock.advance(59 * 60_000);
    expect((await reset(second)).statusCode).toBe(204);
    expect((await reset(second, 'Other-River-59')).statusCode).toBe(400);
    await login(a.user.email, 'Quiet-River-58');

    const late = resetTokenIn(await requestReset(a.user.email));
    t.clock.advance(HOUR + 1000);
    const expired = await reset(late, 'Late-River-60');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/invalid or has expired/);
    t.clock.set(START);
    // Only a hash of each reset token is stored.
    const rows = await t.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [first, second, late])
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses common passwords that would pass the strength rule', async () => {
    const common = dictionary['passwords-common'].filter((p) => passwordProblem(p) === null).slice(0, 5);
    expect(common.length).toBe(5);
    for (const password of [...common, `${common[0]?.[0]?.toUpperCase()}${common[0]?.slice(1)}`]) {
      const res = await post('/api/auth/signup', { email: `c-${Math.random()}@example.com`, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message, password).toMatch(/too common/);
    }
    const a = await signUp(t.app);
    const mail = await requestReset(a.user.email);
    const res = await post('/api/auth/reset-password', { token: resetTokenIn(mail), password: common[0] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too common/);
  });

  it('hashes with argon2id at m ≥ 19 MiB, t ≥ 2, p ≥ 1', async () => {
    const a = await signUp(t.app);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', a.user.id)
      .executeTakeFirstOrThrow();
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash);
    expect(m, row.password_hash.slice(0, 40)).not.toBeNull();
    expect(Number(m?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(m?.[2])).toBeGreaterThanOrEqual(2);
    expect(Number(m?.[3])).toBeGreaterThanOrEqual(1);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('accepts passwords of 256 characters and refuses longer ones before hashing them', async () => {
    const long = `Aa1-${'x'.repeat(252)}`;
    expect(long).toHaveLength(256);
    const a = await signUp(t.app, { password: long });
    await login(a.user.email, long);
    for (const password of [`${long}y`, `Aa1-${'x'.repeat(900_000)}`]) {
      const signup = await post('/api/auth/signup', { email: `l-${Math.random()}@example.com`, password });
      expect(signup.statusCode).toBe(400);
      expect(signup.json().message).toMatch(/at most 256 characters/);
      // A login with an over-long password is refused as bad input, not verified as a wrong password.
      const res = await post('/api/auth/login', { email: a.user.email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/at most 256 characters/);
    }
  });
});

describe.each(engines)('login rate limits on %s', (engine) => {
  const fail = (t: TestApp, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong-Password-1' },
        remoteAddress,
        headers,
      })
      .then((r) => r.statusCode);

  const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
    t.app
      .inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })
      .then((r) => r.statusCode);

  it('limits one network per account, however the email is written, without locking the owner out', async () => {
    const t = await createTestApp(engine, { env: { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '100' } });
    try {
      const a = await signUp(t.app, { email: 'victim@example.com' });
      const statuses = [
        await fail(t, 'victim@example.com', '10.0.0.1'),
        await fail(t, ' VICTIM@example.com', '10.0.0.1'),
        await fail(t, 'Victim@Example.com ', '10.0.0.1'),
        await fail(t, 'victim@example.com', '10.0.0.1'),
      ];
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The guesser's network stays refused, even with the right password …
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: a.user.email, password: STRONG_PASSWORD },
        remoteAddress: '10.0.0.1',
      });
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      // … but the owner, anywhere else, signs in (on main: 429 — anyone could lock anyone out).
      expect(await login(t, a.user.email, STRONG_PASSWORD, '10.0.0.5')).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits guessing spread over many networks; networks the owner used still get in', async () => {
    const t = await createTestApp(engine, {
      env: { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_ALL_IPS: '5', LOGIN_MAX_PER_IP: '100' },
    });
    try {
      const a = await signUp(t.app, { email: 'spread@example.com' });
      expect(await login(t, a.user.email, STRONG_PASSWORD, '192.0.2.10')).toBe(200); // the owner's home
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push(await fail(t, a.user.email, `198.51.100.${i}`));
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      expect(await fail(t, a.user.email, '198.51.100.99')).toBe(429);
      // The owner's known network is not refused; an unknown one is, until the owner resets the password.
      expect(await login(t, a.user.email, STRONG_PASSWORD, '192.0.2.10')).toBe(200);
      expect(await login(t, a.user.email, STRONG_PASSWORD, '203.0.113.7')).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('counts malformed attempts too (they are never hashed, yet cost the same)', async () => {
    const t = await createTestApp(engine, { env: { LOGIN_MAX_PER_IP: '3', LOGIN_MAX_PER_ACCOUNT: '100' } });
    try {
      const junk = (payload: unknown) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: payload as object,
            remoteAddress: '10.4.4.4',
          })
          .then((r) => r.statusCode);
      expect([
        await junk({ email: 'not-an-email', password: 'x' }),
        await junk({}),
        await junk({ email: 1 }),
      ]).toEqual([400, 400, 400]);
      expect(await fail(t, 'real@example.com', '10.4.4.4')).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('groups IPv6 clients by /64', async () => {
    const t = await createTestApp(engine, { env: { LOGIN_MAX_PER_IP: '2', LOGIN_MAX_PER_ACCOUNT: '100' } });
    try {
      const statuses = [
        await fail(t, 'v6a@example.com', '2001:db8:1:2::1'),
        await fail(t, 'v6b@example.com', '2001:db8:1:2:ffff:ffff:ffff:fffe'),
        await fail(t, 'v6c@example.com', '2001:0db8:0001:0002:abcd::9'),
      ];
      expect(statuses).toEqual([401, 401, 429]);
      expect(await fail(t, 'v6d@example.com', '2001:db8:1:3::1')).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('limits per IP; a spoofed X-Forwarded-For does not reset it without TRUST_PROXY', async () => {
    const t = await createTestApp(engine, { env: { LOGIN_MAX_PER_IP: '4', LOGIN_MAX_PER_ACCOUNT: '100' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(await fail(t, `u${i}@example.com`, '10.1.1.1', { 'x-forwarded-for': `192.0.2.${i}` }));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect(await fail(t, 'other@example.com', '10.1.1.2')).toBe(401);
    } finally {
      await t.close();
    }
  });

  it.each([['1'], ['10.9.9.9'], ['10.0.0.0/8']])(
    'with TRUST_PROXY=%s, limits the client the proxy names, whatever the client adds in front',
    async (trust) => {
      const t = await createTestApp(engine, {
        env: { LOGIN_MAX_PER_IP: '2', LOGIN_MAX_PER_ACCOUNT: '100', TRUST_PROXY: trust },
      });
      try {
        // An appending proxy: whatever the client sent, then the address it saw.
        const viaProxy = (sent: string | undefined, client: string, i: number) =>
          fail(t, `p${i}@example.com`, '10.9.9.9', {
            'x-forwarded-for': sent ? `${sent}, ${client}` : client,
          });
        expect([
          await viaProxy(undefined, '198.51.100.1', 1),
          await viaProxy('192.0.2.1', '198.51.100.1', 2),
        ]).toEqual([401, 401]);
        // On main (TRUST_PROXY=true) a fresh made-up leftmost address was a fresh bucket: 0 of 40 refused.
        for (let i = 0; i < 5; i++)
          expect(await viaProxy(`192.0.2.${i + 50}`, '198.51.100.1', 3 + i)).toBe(429);
        expect(await viaProxy(undefined, '198.51.100.2', 9)).toBe(401);
        // A request that did not come through the proxy cannot name a client at all.
        const direct = (i: number) =>
          fail(t, `d${i}@example.com`, '203.0.113.5', { 'x-forwarded-for': `192.0.2.${i}` });
        if (trust !== '1')
          expect([await direct(1), await direct(2), await direct(3)]).toEqual([401, 401, 429]);
      } finally {
        await t.close();
      }
    },
  );
});
