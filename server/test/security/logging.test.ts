import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../helpers';

const PASSWORD = 'Lantern-Moss-913';
const NEW_PASSWORD = 'Harbour-Fern-264';
const JOURNAL = 'my private journal words 5d1c';
const JOURNAL_EDIT = 'my edited private words 8e2b';
// The database refuses this text, so the server fails with the text inside the database's error.
const JOURNAL_REFUSED = 'boom-refused-by-the-database c9a4';

describe.each(engines)('what is logged on %s', (engine) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
    });
    if (engine === 'postgres') {
      // PostgreSQL puts the whole failing row, journal text included, in its error's `detail`.
      await sql`alter table journal_entries add constraint no_boom check (content not like 'boom%')`.execute(
        t.database.db,
      );
    } else {
      await sql`create trigger no_boom before insert on journal_entries when new.content like 'boom%'
        begin select raise(abort, 'refused'); end`.execute(t.database.db);
    }
  });
  afterAll(() => t.close());

  it('never writes a password, session or reset token, or journal text to the log', async () => {
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, JOURNAL, JOURNAL_EDIT, JOURNAL_REFUSED];
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers });

    const a = await signUp(t.app, { password: PASSWORD, email: 'logged@example.com' });
    secrets.push(a.sessionId);
    expect(
      (await post('/api/auth/login', { email: a.user.email, password: 'Wrong-Guess-11' })).statusCode,
    ).toBe(401);
    const login = await post('/api/auth/login', { email: a.user.email, password: PASSWORD });
    secrets.push(login.json().sessionId);
    const headers = { 'x-session-id': login.json().sessionId as string };

    const journal = await post('/api/journal-entries', { content: JOURNAL, mood: 5 }, headers);
    expect(journal.statusCode).toBe(201);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/journal-entries/${journal.json().id}`,
      payload: { content: JOURNAL_EDIT },
      headers,
    });
    expect(patched.statusCode).toBe(200);
    expect((await post('/api/journal-entries', { content: JOURNAL, mood: 'x' }, headers)).statusCode).toBe(
      400,
    );
    const failed = await post('/api/journal-entries', { content: JOURNAL_REFUSED, mood: 5 }, headers);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    // The error keeps its type (on main the logger rewrote it to "Object").
    const errorLine = lines
      .map((l) => JSON.parse(l) as { msg?: string; error?: { type?: string } })
      .find((l) => l.msg === 'unhandled error');
    expect(errorLine?.error?.type).toBe(engine === 'postgres' ? 'DatabaseError' : 'SqliteError');

    expect((await post('/api/auth/forgot-password', { email: a.user.email })).statusCode).toBe(200);
    await t.app.ctx.background.idle();
    const outbox = join(t.dir, 'outbox');
    const mail = readFileSync(join(outbox, readdirSync(outbox)[0] as string), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);
    secrets.push(token);
    expect((await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(400);

    // The log did record what happened, just not the secrets.
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('outbox');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(token));
  });
});
