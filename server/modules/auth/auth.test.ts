import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { mailsTo, resetTokenFor } from '../../test/mail';

describe.each(engines)('auth on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { APP_URL: 'https://tend.example.org' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('signup', () => {
    it('creates the account, lower-cases the email and returns a session', async () => {
      const res = await post('/api/auth/signup', {
        name: '  Ada  ',
        email: '  Ada@Example.COM ',
        password: STRONG_PASSWORD,
        timeZone: 'Europe/London',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        name: 'Ada',
        email: 'ada@example.com',
        currentStreak: 0,
        lastActiveDate: null,
        timeZone: 'Europe/London',
      });
      expect(body.user.password_hash).toBeUndefined();
      expect(body.user.passwordHash).toBeUndefined();
      const me = await t.app.inject({ url: '/api/user', headers: { 'x-session-id': body.sessionId } });
      expect(me.json().email).toBe('ada@example.com');
    });

    it('stores only a hash of the session token and an argon2id password hash', async () => {
      const { sessionId, user } = await signUp(t.app);
      const sessions = await t.database.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.id_hash).not.toContain(sessionId);
      expect(sessions[0]?.id_hash).toMatch(/^[0-9a-f]{64}$/);
      const row = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirst();
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('refuses a taken email whatever its case with 409', async () => {
      await signUp(t.app, { email: 'taken@example.com' });
      const res = await post('/api/auth/signup', { email: 'TAKEN@example.com', password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists.' });
    });

    it('treats a blank name as no name', async () => {
      const res = await post('/api/auth/signup', {
        name: '   ',
        email: 'noname@example.com',
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.name).toBeNull();
    });

    it.each([
      ['short', 'Ab1'],
      ['7 characters', 'Abcde12'],
      ['strength 25 (length only)', 'abcdefghij'.toUpperCase().toLowerCase().replace(/./g, '!')],
      ['a well-known password', 'Password1'],
      ['too long', 'Aa1' + 'x'.repeat(254)],
    ])('refuses a weak password: %s', async (_label, password) => {
      const res = await post('/api/auth/signup', { email: `weak-${Math.random()}@example.com`, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/password/i);
    });

    it('accepts a 256-character password of strength 50', async () => {
      // Lowercase and digits only (50 points), and not a repetition zxcvbn would find easy to guess.
      const long = Array.from(
        { length: 256 },
        (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[((i * 7919) % 37) % 36],
      ).join('');
      const res = await post('/api/auth/signup', { email: 'long@example.com', password: long });
      expect(res.statusCode).toBe(201);
      const login = await post('/api/auth/login', { email: 'long@example.com', password: long });
      expect(login.statusCode).toBe(200);
    });

    it.each([
      [{}, 'email'],
      [{ email: 'not-an-email', password: STRONG_PASSWORD }, 'email'],
      [{ email: 'x@example.com' }, 'password'],
      [{ email: 'x@example.com', password: STRONG_PASSWORD, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ email: 42, password: STRONG_PASSWORD }, 'email'],
      [{ email: 'x@example.com', password: STRONG_PASSWORD, name: 'n'.repeat(101) }, 'name'],
    ])('answers 400 with issues for %j', async (payload, field) => {
      const res = await post('/api/auth/signup', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    });
  });

  describe('login and logout', () => {
    it('logs in with any email case and gives a new session each time', async () => {
      await signUp(t.app, { email: 'login@example.com' });
      const a = await post('/api/auth/login', { email: 'LOGIN@example.com ', password: STRONG_PASSWORD });
      const b = await post('/api/auth/login', { email: 'login@example.com', password: STRONG_PASSWORD });
      expect(a.statusCode).toBe(200);
      expect(a.json().user.email).toBe('login@example.com');
      expect(a.json().sessionId).not.toBe(b.json().sessionId);
    });

    it('fails identically for an unknown email and a wrong password', async () => {
      await signUp(t.app, { email: 'same@example.com' });
      const wrong = await post('/api/auth/login', {
        email: 'same@example.com',
        password: 'Wrong-Password-1',
      });
      const unknown = await post('/api/auth/login', {
        email: 'nobody@example.com',
        password: 'Wrong-Password-1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
      expect(unknown.body).toBe(wrong.body);
    });

    it('answers 400 when a field is missing', async () => {
      const res = await post('/api/auth/login', { email: 'a@example.com' });
      expect(res.statusCode).toBe(400);
    });

    it('accepts the session as a Bearer token too, and logout revokes only that session', async () => {
      const { sessionId } = await signUp(t.app, { email: 'bearer@example.com' });
      const other = (
        await post('/api/auth/login', { email: 'bearer@example.com', password: STRONG_PASSWORD })
      ).json();
      const bearer = { authorization: `Bearer ${sessionId}` };
      expect((await t.app.inject({ url: '/api/user', headers: bearer })).statusCode).toBe(200);
      expect((await post('/api/auth/logout', undefined, bearer)).statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/user', headers: bearer })).statusCode).toBe(401);
      const stillIn = await t.app.inject({ url: '/api/user', headers: { 'x-session-id': other.sessionId } });
      expect(stillIn.statusCode).toBe(200);
    });

    it('answers 401 to logout without a session and to a made-up session id', async () => {
      expect((await post('/api/auth/logout')).statusCode).toBe(401);
      const res = await t.app.inject({ url: '/api/user', headers: { 'x-session-id': 'x'.repeat(43) } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
    });

    it('expires sessions after SESSION_TTL_DAYS and slides the expiry on use', async () => {
      const { headers } = await signUp(t.app);
      t.clock.advance(20 * 86_400_000);
      expect((await t.app.inject({ url: '/api/user', headers })).statusCode).toBe(200); // slides to +30 days
      t.clock.advance(20 * 86_400_000);
      expect((await t.app.inject({ url: '/api/user', headers })).statusCode).toBe(200);
      t.clock.advance(31 * 86_400_000);
      expect((await t.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
      t.clock.set('2026-06-15T12:00:00Z');
    });
  });

  describe('password reset', () => {
    it('sends a link built from APP_URL, resets once, and ends every session', async () => {
      const { headers } = await signUp(t.app, { email: 'reset@example.com' });
      const res = await post(
        '/api/auth/forgot-password',
        { email: ' RESET@example.com ' },
        { host: 'evil.example' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: "If an account with that email exists, we've sent password reset instructions.",
      });
      await t.app.ctx.background.idle(); // the mail is written after the answer
      const mails = mailsTo(t.config.outboxDir, 'reset@example.com');
      expect(mails).toHaveLength(1);
      const mail = mails[0] as string;
      expect(mail).toContain('https://tend.example.org/reset-password?token=');
      expect(mail).not.toContain('evil.example');
      const token = resetTokenFor(t.config.outboxDir, 'reset@example.com');

      const weak = await post('/api/auth/reset-password', { token, password: 'weak' });
      expect(weak.statusCode).toBe(400);
      const ok = await post('/api/auth/reset-password', { token, password: 'New-Garden-77' });
      expect(ok.statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
      const again = await post('/api/auth/reset-password', { token, password: 'Other-Garden-78' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/invalid or has expired/);
      const login = await post('/api/auth/login', { email: 'reset@example.com', password: 'New-Garden-77' });
      expect(login.statusCode).toBe(200);
    });

    it('writes the reset mail in the account’s language, else in the language it was asked in (decision 367)', async () => {
      const { headers } = await signUp(t.app, { email: 'reset-de@example.com', name: 'Lena' });
      const set = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers,
        payload: { locale: 'de' },
      });
      expect(set.statusCode).toBe(200);
      // The account's choice wins over the page's language.
      await post('/api/auth/forgot-password', { email: 'reset-de@example.com' }, { 'accept-language': 'fr' });
      await signUp(t.app, { email: 'reset-es@example.com', name: 'Ana' });
      await post(
        '/api/auth/forgot-password',
        { email: 'reset-es@example.com' },
        { 'accept-language': 'es-ES' },
      );
      await signUp(t.app, { email: 'reset-en@example.com', name: 'Ada' });
      await post('/api/auth/forgot-password', { email: 'reset-en@example.com' }, { 'accept-language': 'ja' });
      await t.app.ctx.background.idle();

      const german = mailsTo(t.config.outboxDir, 'reset-de@example.com')[0] as string;
      expect(german).toContain('Hallo Lena,');
      expect(german).toContain('Öffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:');
      expect(german).toContain('https://tend.example.org/reset-password?token=');
      expect(german).not.toContain('Bonjour');
      const spanish = mailsTo(t.config.outboxDir, 'reset-es@example.com')[0] as string;
      expect(spanish).toContain('Hola, Ana:');
      expect(spanish).toContain(
        'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Tend.',
      );
      const english = mailsTo(t.config.outboxDir, 'reset-en@example.com')[0] as string;
      expect(english).toContain('Hello Ada,');
      expect(english).toContain('Subject: Reset your Tend password');
      expect(english).toContain('Open this link within one hour to choose a new password:');
      // Still a working link, whatever the language.
      const token = resetTokenFor(t.config.outboxDir, 'reset-de@example.com');
      const ok = await post('/api/auth/reset-password', { token, password: 'New-Garden-77' });
      expect(ok.statusCode).toBe(204);
    });

    it('answers the same for an unknown email and writes no mail', async () => {
      const dir = join(t.dir, 'outbox');
      const before = (() => {
        try {
          return readdirSync(dir).length;
        } catch {
          return 0;
        }
      })();
      const res = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/If an account with that email exists/);
      const after = (() => {
        try {
          return readdirSync(dir).length;
        } catch {
          return 0;
        }
      })();
      expect(after).toBe(before);
    });

    it('invalidates earlier tokens and refuses expired ones', async () => {
      await signUp(t.app, { email: 'tokens@example.com' });
      await post('/api/auth/forgot-password', { email: 'tokens@example.com' });
      await t.app.ctx.background.idle();
      const first = resetTokenFor(t.config.outboxDir, 'tokens@example.com');
      t.clock.advance(1000);
      await post('/api/auth/forgot-password', { email: 'tokens@example.com' });
      await t.app.ctx.background.idle();
      const second = resetTokenFor(t.config.outboxDir, 'tokens@example.com');
      expect(second).not.toBe(first);
      expect(
        (await post('/api/auth/reset-password', { token: first, password: 'New-Garden-77' })).statusCode,
      ).toBe(400);
      t.clock.advance(61 * 60 * 1000);
      expect(
        (await post('/api/auth/reset-password', { token: second, password: 'New-Garden-77' })).statusCode,
      ).toBe(400);
      t.clock.set('2026-06-15T12:00:00Z');
    });

    it('validates the forgot-password email', async () => {
      expect((await post('/api/auth/forgot-password', { email: 'no-at-sign' })).statusCode).toBe(400);
      expect((await post('/api/auth/forgot-password', {})).statusCode).toBe(400);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        LOGIN_MAX_PER_IP: '5',
        LOGIN_MAX_PER_ACCOUNT: '3',
        SIGNUP_MAX_PER_IP: '2',
        FORGOT_MAX_PER_IP: '2',
      },
    });
  });
  afterAll(() => t.close());

  it('limits logins per account and network with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'Victim@example.com', password: 'Wrong-Password-1' },
        remoteAddress: '10.0.0.1',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/Too many attempts/);
  });

  it('limits logins per IP, and X-Forwarded-For does not reset it without TRUST_PROXY', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `u${i}@example.com`, password: 'Wrong-Password-1' },
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('limits signups and forgot-password per IP', async () => {
    const signup = async (i: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: `s${i}@example.com`, password: STRONG_PASSWORD },
          remoteAddress: '10.2.2.2',
        })
      ).statusCode;
    expect([await signup(1), await signup(2), await signup(3)]).toEqual([201, 201, 429]);
    const forgot = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 's1@example.com' },
          remoteAddress: '10.3.3.3',
        })
      ).statusCode;
    expect([await forgot(), await forgot(), await forgot()]).toEqual([200, 200, 429]);
  });
});
