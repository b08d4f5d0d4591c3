import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin';
import { STRONG_PASSWORD, createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mail';
import { forgotPassword } from '../auth/auth.service';

/** The instance owner's `npm run admin` (decision 276), run in-process against the test database. */
describe.each(engines)('npm run admin on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { APP_URL: 'https://tend.example.org', SUPPORT_EMAIL: 'owner@tend.example.org' },
    });
  });
  afterAll(() => t.close());

  async function admin(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      args,
      t.database.db,
      t.config,
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      () => t.clock(),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const login = (email: string, password = STRONG_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('lists every account with its state, never what is in it', async () => {
    const user = await signUp(t.app, { name: 'Private Name' });
    const secret = 'a private journal sentence';
    const wrote = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: user.headers,
      payload: { content: secret, mood: 5 },
    });
    expect(wrote.statusCode).toBe(201);

    const { code, out } = await admin('users', 'list');
    expect(code).toBe(0);
    const line = out.split('\n').find((l) => l.includes(user.user.email));
    expect(line).toMatch(
      new RegExp(`^${user.user.id}\\s+${user.user.email.replace(/\./g, '\\.')}\\s+2026-06-15\\s+`),
    );
    expect(line).toMatch(/\s1\s+active$/);
    expect(out).not.toContain(secret);
    expect(out).not.toContain('Private Name');
  });

  it('disable ends the sessions, refuses sign-in and reset mail; enable lets the account in again', async () => {
    const user = await signUp(t.app);
    const email = user.user.email;

    const disabled = await admin('users', 'disable', email.toUpperCase());
    expect(disabled).toMatchObject({
      code: 0,
      out: `Disabled ${email}: its sessions ended; it cannot sign in.`,
    });
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(401);

    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'This account is disabled on this server. Please contact owner@tend.example.org.',
    });
    // A wrong password still answers as for anyone: the account's state is not revealed.
    expect((await login(email, 'Wrong-Password-1')).statusCode).toBe(401);

    await forgotPassword(t.app.ctx, email);
    expect(mailsTo(t.config.outboxDir, email)).toEqual([]);
    const tokens = await t.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(tokens).toEqual([]);

    expect((await admin('users', 'list')).out.split('\n').find((l) => l.includes(email))).toMatch(
      /\s0\s+disabled 2026-\d\d-\d\d$/,
    );
    expect(await admin('users', 'disable', user.user.id)).toMatchObject({
      code: 0,
      out: `${email} was disabled already.`,
    });

    expect(await admin('users', 'enable', user.user.id)).toMatchObject({
      code: 0,
      out: `Enabled ${email}: it can sign in again.`,
    });
    expect((await login(email)).statusCode).toBe(200);
    expect(await admin('users', 'enable', email)).toMatchObject({
      code: 0,
      out: `${email} was not disabled.`,
    });
  });

  it('reset-link prints a link from APP_URL that sets a new password', async () => {
    const user = await signUp(t.app);
    const { code, out } = await admin('users', 'reset-link', user.user.email);
    expect(code).toBe(0);
    const link = /^https:\/\/tend\.example\.org\/reset-password\?token=(\S+)$/m.exec(out);
    expect(link?.[1]).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(link![1]!), password: 'Green-Otter-77' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(user.user.email, 'Green-Otter-77')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(401);
  });

  it('delete needs --yes, then removes the account and everything in it', async () => {
    const user = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: user.headers,
      payload: { content: 'to be deleted', mood: 5 },
    });
    const unconfirmed = await admin('users', 'delete', user.user.email);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.err).toContain('add --yes');
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(200);

    expect(await admin('users', 'delete', user.user.email, '--yes')).toMatchObject({
      code: 0,
      out: `Deleted ${user.user.email} and everything in it.`,
    });
    expect((await login(user.user.email)).statusCode).toBe(401);
    const left = await t.database.db
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers an unknown account or command with a message and a non-zero exit', async () => {
    expect(await admin('users', 'disable', 'nobody@example.com')).toMatchObject({
      code: 1,
      err: 'admin: no account with the id or email "nobody@example.com"',
    });
    expect((await admin('users', 'frobnicate', 'x')).code).toBe(2);
    expect((await admin()).err).toContain('Usage: npm run admin -- users <command>');
  });
});
