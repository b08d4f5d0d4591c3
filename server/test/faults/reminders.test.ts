import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../mail';
import { api, pgSchema, signUpOn, sleep, startServer, tempDir, type ServerProcess } from './harness';

// Ports of this file (outside the shared 5070–5099 block, which other fault files use).
const PORT_A = 5125;
const PORT_B = 5126;
const adminUrl = process.env.TEST_DATABASE_URL;
const TICK = { REMINDER_TICK_SECONDS: '1' };

/** A fixed-offset zone where it is around midday now, so "ten minutes ago" is still today there. */
function middayZone(now = new Date()): { zone: string; offsetHours: number } {
  const offset = Math.max(-12, Math.min(14, 12 - now.getUTCHours()));
  // POSIX-style names: Etc/GMT-5 is UTC+5.
  return {
    zone: offset === 0 ? 'UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`,
    offsetHours: offset,
  };
}

/** The local wall time and day, `minutesAgo` before now, in a zone `offsetHours` from UTC. */
function localAgo(offsetHours: number, minutesAgo: number) {
  const due = new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutesAgo * 60_000);
  const local = new Date(due.getTime() + offsetHours * 3_600_000).toISOString();
  return { dueAt: due.toISOString(), day: local.slice(0, 10), time: local.slice(11, 16) };
}

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

const SETTINGS = (time: string) => ({
  daily: { enabled: true, time, email: true, push: false },
  weeklySummary: { enabled: false },
});

describe('reminders after a crash (SQLite)', () => {
  const tmp = tempDir('reminders-crash');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    tmp.remove();
  });

  it('sends the reminder that fell due while the server was killed, once, within the hour', async () => {
    const path = join(tmp.dir, 'tend.db');
    const outbox = join(tmp.dir, 'outbox');
    const start = () => startServer({ port: PORT_A, databaseUrl: `sqlite:${path}`, dir: tmp.dir, env: TICK });
    server = await start();
    const { zone, offsetHours } = middayZone();
    const { sessionId, user } = await signUpOn(server.base);
    expect(
      (await api(server.base, 'PATCH', '/api/user', { session: sessionId, body: { timeZone: zone } })).status,
    ).toBe(200);
    const stale = await signUpOn(server.base);
    await api(server.base, 'PATCH', '/api/user', { session: stale.sessionId, body: { timeZone: zone } });
    // Both set for later today.
    for (const s of [sessionId, stale.sessionId]) {
      const res = await api(server.base, 'PUT', '/api/reminders', {
        session: s,
        body: SETTINGS(localAgo(offsetHours, -90).time),
      });
      expect(res.status).toBe(200);
    }

    await server.kill('SIGKILL');
    // While no process runs, their time comes: ten minutes ago for one, two hours ago for the other
    // (written straight into the file, as if the clock had moved on during the outage).
    const db = new SQLite(path);
    const recent = localAgo(offsetHours, 10);
    const old = localAgo(offsetHours, 120);
    const move = db.prepare(
      'update reminder_settings set daily_time = ?, daily_next_at = ?, daily_next_day = ? where user_id = ?',
    );
    move.run(recent.time, recent.dueAt, recent.day, user.id);
    move.run(old.time, old.dueAt, old.day, stale.user.id);
    db.close();

    server = await start();
    await waitFor(() => mailsTo(outbox, user.email).length === 1);
    const mail = mailsTo(outbox, user.email)[0] as string;
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // A second crash and restart does not send it again; the two-hour-old one is never sent.
    await sleep(1500);
    await server.kill('SIGKILL');
    server = await start();
    await sleep(2500);
    expect(mailsTo(outbox, user.email)).toHaveLength(1);
    expect(mailsTo(outbox, stale.user.email)).toHaveLength(0);
    const check = new SQLite(path, { readonly: true });
    const rows = check.prepare('select user_id, status from reminder_deliveries').all();
    check.close();
    expect(rows).toEqual([{ user_id: user.id, status: 'sent' }]);
  });
});

describe.runIf(adminUrl)('reminders on two instances sharing one PostgreSQL', () => {
  const tmp = tempDir('reminders-instances');
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const s of servers) await s.kill();
    for (const c of cleanups) await c();
    tmp.remove();
  });

  it('sends each due reminder exactly once, through a restart', async () => {
    const schema = await pgSchema(adminUrl as string);
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema.name}_pgboss cascade`);
      await c.end();
      await schema.drop();
    });
    const start = (port: number) => startServer({ port, databaseUrl: schema.url, dir: tmp.dir, env: TICK });
    const [a, b] = await Promise.all([start(PORT_A), start(PORT_B)]);
    servers.push(a, b);
    const { zone, offsetHours } = middayZone();
    const users: Awaited<ReturnType<typeof signUpOn>>[] = [];
    for (let i = 0; i < 12; i++) {
      const base = i % 2 ? a.base : b.base;
      const u = await signUpOn(base);
      await api(base, 'PATCH', '/api/user', { session: u.sessionId, body: { timeZone: zone } });
      const res = await api(base, 'PUT', '/api/reminders', {
        session: u.sessionId,
        body: SETTINGS(localAgo(offsetHours, -90).time),
      });
      expect(res.status).toBe(200);
      users.push(u);
    }
    // Everyone falls due at once while both instances tick every second.
    const due = localAgo(offsetHours, 1);
    const c = new pg.Client({ connectionString: schema.url });
    await c.connect();
    await c.query('update reminder_settings set daily_time = $1, daily_next_at = $2, daily_next_day = $3', [
      due.time,
      due.dueAt,
      due.day,
    ]);
    const outbox = join(tmp.dir, 'outbox');
    await waitFor(() => users.every((u) => mailsTo(outbox, u.user.email).length >= 1), 30_000);
    await sleep(3000);
    for (const u of users) expect(mailsTo(outbox, u.user.email), u.user.email).toHaveLength(1);

    // Kill one, restart it: nothing is sent again.
    await a.kill('SIGKILL');
    const a2 = await start(PORT_A);
    servers.push(a2);
    await sleep(3000);
    for (const u of users) expect(mailsTo(outbox, u.user.email)).toHaveLength(1);
    const { rows } = await c.query<{ status: string; n: string }>(
      'select status, count(*) as n from reminder_deliveries group by status',
    );
    await c.end();
    expect(rows).toEqual([{ status: 'sent', n: '12' }]);
  });
});
