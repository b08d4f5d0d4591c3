import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely, KyselyPlugin, OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiSession } from '../../../core/schemas/auth';
import type { Database } from '../../db/schema';
import { createInvitation } from '../../invite';
import { purgeExpired } from '../../modules/auth/housekeeping';
import { sessionLookup } from '../../modules/auth/auth.repository';
import { hashToken } from '../../lib/tokens';
import { STRONG_PASSWORD, createTestApp, engines, signUp, type TestApp } from '../helpers';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = '2026-06-15T12:00:00Z';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The promises of docs/security.md that are not about rate limits. */
describe.each(engines)('hardening on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: START,
      env: { APP_URL: 'https://tend.example.org', SESSION_TTL_DAYS: '30', SESSION_MAX_AGE_DAYS: '90' },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const login = async (email: string, userAgent: string, password = STRONG_PASSWORD) => {
    const res = await post('/api/auth/login', { email, password }, { 'user-agent': userAgent });
    expect(res.statusCode, res.body).toBe(200);
    return { 'x-session-id': res.json().sessionId as string };
  };
  const outbox = () => join(t.dir, 'outbox');
  const mails = () => (existsSync(outbox()) ? readdirSync(outbox()) : []);
  const tokenIn = (file: string) => {
    const text = readFileSync(join(outbox(), file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '');
  };

  it('answers forgot-password without waiting for the account lookup or the mail', async () => {
    const a = await signUp(t.app);
    const mailer = t.app.ctx.mailer;
    const original = mailer.send.bind(mailer);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let sending = 0;
    mailer.send = async (m) => {
      sending++;
      await held;
      return original(m);
    };
    try {
      // The mail for the real account cannot leave until released; the answer comes all the same,
      // with the same body as for an unknown email (on main it waited for the mail).
      const known = await post('/api/auth/forgot-password', { email: a.user.email });
      const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      // The background work reaches the mailer in its own time (slow on a busy machine): wait for it.
      await vi.waitFor(() => expect(sending).toBe(1), { timeout: 10_000, interval: 10 });
    } finally {
      release();
      mailer.send = original;
    }
    await t.app.ctx.background.idle();
  });

  it('runs forgot-password the same way for an existing and an unknown email: nothing before the answer, the same steps after', async () => {
    const a = await signUp(t.app);
    /** Each statement the app sends, as "kind table", with whether the answer had arrived yet. */
    let answered = false;
    const steps: { before: string[]; after: string[] } = { before: [], after: [] };
    const tableOf = (node: unknown): string => {
      if (!node || typeof node !== 'object') return '';
      const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
      if (n.kind === 'TableNode' && n.table?.identifier?.name) return n.table.identifier.name;
      for (const value of Object.values(node)) {
        const found = tableOf(value);
        if (found) return found;
      }
      return '';
    };
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }: { node: OperationNode }) => {
        steps[answered ? 'after' : 'before'].push(`${node.kind} ${tableOf(node)}`);
        return node as never;
      },
      transformResult: async ({ result }) => result,
    };
    const ctx = t.app.ctx as { db: Kysely<Database> };
    const db = ctx.db;
    ctx.db = db.withPlugin(recorder);
    const run = async (email: string) => {
      answered = false;
      steps.before = [];
      steps.after = [];
      const res = await post('/api/auth/forgot-password', { email });
      answered = true;
      expect(res.statusCode).toBe(200);
      await t.app.ctx.background.idle();
      return { body: res.body, before: steps.before, after: steps.after };
    };
    try {
      const known = await run(a.user.email);
      const unknown = await run('nobody-at-all@example.com');
      // Before the answer: nothing about the account, on either path (on main the existing account's
      // lookup, token transaction and mail ran ahead of its answer's last steps).
      expect(known.before).toEqual([]);
      expect(unknown.before).toEqual([]);
      expect(known.body).toBe(unknown.body);
      // After it: the same lookups (the account, whether it is disabled) and the same transaction; only the existing account gets a token.
      expect(known.after).toEqual([
        'SelectQueryNode users',
        'SelectQueryNode disabled_accounts',
        'UpdateQueryNode password_reset_tokens',
        'InsertQueryNode password_reset_tokens',
      ]);
      expect(unknown.after).toEqual([
        'SelectQueryNode users',
        'SelectQueryNode disabled_accounts',
        'UpdateQueryNode password_reset_tokens',
      ]);
    } finally {
      ctx.db = db;
    }
  });

  it('ends a session SESSION_MAX_AGE_DAYS after sign-in however often it is used', async () => {
    const a = await signUp(t.app);
    for (let day = 0; day < 89; day += 10) {
      t.clock.advance(10 * DAY);
      expect((await get('/api/user', a.headers)).statusCode, `day ${day + 10}`).toBe(
        day + 10 < 90 ? 200 : 401,
      );
    }
    t.clock.set(START);
    const b = await signUp(t.app);
    t.clock.advance(90 * DAY + 1000);
    expect((await get('/api/user', b.headers)).statusCode).toBe(401);
    t.clock.set(START);
  });

  it('purges expired and too-old sessions, used or expired reset tokens and their outbox mails', async () => {
    const a = await signUp(t.app);
    const old = await signUp(t.app);
    // A used token, an expired one and a live one.
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/forgot-password', { email: a.user.email })).statusCode).toBe(200);
      await t.app.ctx.background.idle();
    }
    const files = mails().sort();
    expect(files.length).toBeGreaterThanOrEqual(3);
    const newest = files.at(-1) as string;
    const reset = await post('/api/auth/reset-password', {
      token: tokenIn(newest),
      password: 'Quiet-River-58',
    });
    expect(reset.statusCode).toBe(204);
    // The mail whose link was used is gone at once.
    expect(mails()).not.toContain(newest);
    // Older mails (links expire after an hour) go at the next purge.
    for (const f of mails())
      utimesSync(join(outbox(), f), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
    mkdirSync(outbox(), { recursive: true });
    writeFileSync(join(outbox(), 'fresh.eml'), 'x');

    t.clock.advance(31 * DAY); // a's sessions ended with the reset; old's expires now
    const purged = await purgeExpired(t.app.ctx);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.resetTokens).toBeGreaterThanOrEqual(3);
    expect(mails()).toEqual(['fresh.eml']);
    rmSync(join(outbox(), 'fresh.eml'));
    const left = await t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', 'in', [a.user.id, old.user.id])
      .execute();
    expect(left).toHaveLength(0);
    const tokens = await t.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', a.user.id)
      .execute();
    expect(tokens).toHaveLength(0);
    t.clock.set(START);
  });

  it('sends Strict-Transport-Security when APP_URL is https', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await createTestApp(engine, { env: { APP_URL: 'http://localhost:5000' } });
    const off = await createTestApp(engine, { env: { APP_URL: 'https://x.example', HSTS_MAX_AGE: '0' } });
    try {
      expect(
        (await plain.app.inject({ url: '/api/config' })).headers['strict-transport-security'],
      ).toBeUndefined();
      expect(
        (await off.app.inject({ url: '/healthz' })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await plain.close();
      await off.close();
    }
  });

  it('lists the account’s sessions with browser and device, and signs out one or all others', async () => {
    const a = await signUp(t.app);
    const laptop = await login(a.user.email, FIREFOX);
    const phone = await login(a.user.email, IPHONE);
    t.clock.advance(2 * HOUR);
    expect((await get('/api/user', phone)).statusCode).toBe(200);
    const list = (await get('/api/sessions', laptop)).json() as ApiSession[];
    expect(list).toHaveLength(3);
    expect(list.map((s) => s.device).sort()).toEqual(['Firefox on Linux', 'Safari on iPhone', null].sort());
    const mine = list.find((s) => s.current);
    expect(mine?.device).toBe('Firefox on Linux');
    const phoneSession = list.find((s) => s.device === 'Safari on iPhone');
    expect(phoneSession?.lastUsedAt).toBe(new Date(Date.parse(START) + 2 * HOUR).toISOString());
    expect(phoneSession?.createdAt).toBe(new Date(START).toISOString());
    for (const s of list)
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastUsedAt']);

    // Another user cannot end it.
    const b = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/sessions/${phoneSession?.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/sessions/not-a-session', headers: b.headers }))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/user', phone)).statusCode).toBe(200);
    // Sign out this one (the phone).
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/sessions/${phoneSession?.id}`, headers: laptop }))
        .statusCode,
    ).toBe(204);
    expect((await get('/api/user', phone)).statusCode).toBe(401);
    // Sign out all others.
    const others = await post('/api/sessions/end-others', undefined, laptop);
    expect(others.json()).toEqual({ ended: 1 });
    expect([
      (await get('/api/user', a.headers)).statusCode,
      (await get('/api/user', laptop)).statusCode,
    ]).toEqual([401, 200]);
    t.clock.set(START);
  });

  it('changes the password when signed in: current password required, other sessions end', async () => {
    const a = await signUp(t.app, { name: 'Ada' });
    const other = await login(a.user.email, IPHONE);
    const change = (body: unknown) => post('/api/user/password', body, a.headers);
    const wrong = await change({ currentPassword: 'Not-It-1234', newPassword: 'Quiet-River-58' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'currentPassword', message: 'The password is not correct.' },
    ]);
    const weak = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'Summer2024' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe('newPassword');
    expect((await change({ currentPassword: STRONG_PASSWORD })).statusCode).toBe(400);
    expect(
      (await change({ currentPassword: STRONG_PASSWORD, newPassword: 'Quiet-River-58' })).statusCode,
    ).toBe(204);
    expect([
      (await get('/api/user', a.headers)).statusCode,
      (await get('/api/user', other)).statusCode,
    ]).toEqual([200, 401]);
    expect(
      (await post('/api/auth/login', { email: a.user.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    await login(a.user.email, FIREFOX, 'Quiet-River-58');
  });

  it('refuses weak and guessable passwords at signup, the email itself included', async () => {
    const email = 'gardener@example.com';
    for (const password of [
      'Summer2024',
      'Password2024',
      'Winter2024',
      'aaaaaaaa',
      'abcdefgh',
      '87654321a',
      'tendtend1',
      email,
      'Password1',
    ]) {
      const res = await post('/api/auth/signup', { email, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().issues[0].path, password).toBe('password');
    }
    expect((await post('/api/auth/signup', { email, password: 'Kestrel-Moon-7' })).statusCode).toBe(201);
  });

  it('reads the celebrated milestones with the session only when asked (decision 313)', async () => {
    const a = await signUp(t.app);
    await t.database.db
      .insertInto('streak_celebrations')
      .values({ user_id: a.user.id, days: 3, celebrated_at: new Date().toISOString() })
      .execute();
    const plain = await sessionLookup(t.database.db, hashToken(a.sessionId));
    expect(plain?.user.id).toBe(a.user.id);
    expect(plain?.celebrated).toBeUndefined();
    const asked = await sessionLookup(t.database.db, hashToken(a.sessionId), true);
    expect(asked?.celebrated).toEqual([3]);
  });

  it('never puts the password hash on request.user', async () => {
    const a = await signUp(t.app);
    const session = await sessionLookup(t.database.db, hashToken(a.sessionId));
    expect(session?.user.id).toBe(a.user.id);
    expect(Object.keys(session?.user ?? {}).sort()).toEqual(
      [
        'created_at',
        'current_streak',
        'email',
        'id',
        'last_active_date',
        'locale',
        'longest_streak',
        'name',
        'time_zone',
        'week_start',
      ].sort(),
    );
  });
});

describe.each(engines)('SIGNUPS on %s', (engine) => {
  it('closed: nobody can sign up; the config says so', async () => {
    const t = await createTestApp(engine, { env: { SIGNUPS: 'closed' } });
    try {
      expect((await t.app.inject({ url: '/api/config' })).json().signups).toBe('closed');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'x@example.com', password: 'Kestrel-Moon-7' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Signing up is closed on this server.');
    } finally {
      await t.close();
    }
  });

  it('invite: only with an unused, unexpired invitation link made by the CLI', async () => {
    const t = await createTestApp(engine, {
      env: { SIGNUPS: 'invite', APP_URL: 'https://tend.example.org' },
    });
    try {
      const signup = (email: string, invite?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email, password: 'Kestrel-Moon-7', ...(invite ? { invite } : {}) },
        });
      expect((await signup('a@example.com')).statusCode).toBe(403);
      const { link } = await createInvitation(t.database, t.config, { days: 7, now: new Date(START) });
      expect(link).toMatch(/^https:\/\/tend\.example\.org\/signup\?invite=/);
      const token = new URL(link).searchParams.get('invite') as string;
      expect((await signup('b@example.com', 'made-up-invitation-token')).statusCode).toBe(403);
      expect((await signup('c@example.com', token)).statusCode).toBe(201);
      const again = await signup('d@example.com', token);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toMatch(/invalid, used or expired/);
      const late = await createInvitation(t.database, t.config, { days: 1, now: new Date(START) });
      t.clock.advance(DAY + 1000);
      expect(
        (await signup('e@example.com', new URL(late.link).searchParams.get('invite') ?? '')).statusCode,
      ).toBe(403);
      // Only the hash is stored.
      const rows = await t.database.db.selectFrom('invitations').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
