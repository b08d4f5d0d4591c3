import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens';
import { PORTS, STRONG_PASSWORD, signUpOn, sleep, startServer, tempDir, type ServerProcess } from './harness';

const TABLES = [
  'sessions',
  'wellbeing_entries',
  'dimension_reflections',
  'journal_entries',
  'quick_checkins',
  'spotlight_ratings',
] as const;
const KILL_ROUNDS = 5;
const NOW = '2026-06-15T12:00:00.000Z';

/**
 * Writes a user with many rows straight into the file (the server is stopped), so that deleting the
 * account takes long enough to be killed in the middle of it. Returns the user's session token.
 */
function populate(path: string, userId: string, size: number): string {
  const db = new SQLite(path);
  const token = newToken();
  try {
    db.transaction(() => {
      const template = db.prepare('select password_hash from users limit 1').get() as {
        password_hash: string;
      };
      db.prepare('insert into users (id, name, email, password_hash, created_at) values (?, ?, ?, ?, ?)').run(
        userId,
        'Deleted Soon',
        `${userId}@example.com`,
        template.password_hash,
        NOW,
      );
      db.prepare('insert into sessions (id_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)').run(
        hashToken(token),
        userId,
        // A session made now: one made at NOW would be past SESSION_MAX_AGE_DAYS.
        new Date().toISOString(),
        '2099-01-01T00:00:00.000Z',
      );
      const entry = db.prepare(
        `insert into wellbeing_entries (id, user_id, day, date, updated_at, sleep, exercise, diet, social,
          achievements, relationships, creativity, finance, overall_score, notes)
         values (?, ?, ?, ?, ?, 5, 5, 5, 5, 5, 5, 5, 5, 5, 'notes')`,
      );
      const reflection = db.prepare(
        `insert into dimension_reflections (id, user_id, wellbeing_entry_id, dimension, score, notes, day, date)
         values (?, ?, ?, 'sleep', 5, 'n', ?, ?)`,
      );
      const journal = db.prepare(
        `insert into journal_entries (id, user_id, day, date, updated_at, content, mood)
         values (?, ?, '2026-06-15', ?, ?, 'private words', 5)`,
      );
      const checkin = db.prepare(
        `insert into quick_checkins (id, user_id, day, date, core_feeling) values (?, ?, '2026-06-15', ?, 6)`,
      );
      const spotlight = db.prepare(
        `insert into spotlight_ratings (id, user_id, quick_checkin_id, dimension, score, day, date)
         values (?, ?, ?, 'diet', 4, '2026-06-15', ?)`,
      );
      for (let i = 0; i < size; i++) {
        const day = new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
        const entryId = randomUUID();
        entry.run(entryId, userId, day, NOW, NOW);
        reflection.run(randomUUID(), userId, entryId, day, NOW);
        journal.run(randomUUID(), userId, NOW, NOW);
        const checkinId = randomUUID();
        checkin.run(checkinId, userId, NOW);
        spotlight.run(randomUUID(), userId, checkinId, NOW);
      }
    })();
  } finally {
    db.close();
  }
  return token;
}

function countsOf(path: string, userId: string) {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    const users = (db.prepare('select count(*) as n from users where id = ?').get(userId) as { n: number }).n;
    const rows = TABLES.map(
      (t) => (db.prepare(`select count(*) as n from ${t} where user_id = ?`).get(userId) as { n: number }).n,
    );
    return { users, rows, integrity: String(db.pragma('integrity_check', { simple: true })) };
  } finally {
    db.close();
  }
}

/** Sends DELETE /api/user and resolves once the request has left this process. */
function sendDelete(base: string, token: string): Promise<{ response: Promise<number | 'killed'> }> {
  return new Promise((sent) => {
    const body = JSON.stringify({ password: STRONG_PASSWORD });
    const req = request(`${base}/api/user`, {
      method: 'DELETE',
      // Node sends a DELETE body only with a length: it does not chunk DELETE requests.
      headers: {
        'x-session-id': token,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.write(body);
    const response = new Promise<number | 'killed'>((done) => {
      req.on('response', (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', () => done('killed'));
    });
    req.end(() => sent({ response }));
  });
}

describe('account deletion on SQLite', () => {
  const tmp = tempDir('deletion');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    tmp.remove();
  });

  it('leaves all of the user’s rows or none when the server is killed part-way', async () => {
    const path = join(tmp.dir, 'tend.db');
    const start = () => startServer({ port: PORTS.deletion, databaseUrl: `sqlite:${path}`, dir: tmp.dir });
    server = await start();
    const bystander = await signUpOn(server.base);
    await server.kill('SIGTERM');
    const size = 4000;
    const full = [1, size, size, size, size, size];

    // One deletion left to finish shows how long it takes; the kills are spread across that time.
    let userId = randomUUID();
    let token = populate(path, userId, size);
    server = await start();
    const began = Date.now();
    const { response } = await sendDelete(server.base, token);
    expect(await response).toBe(204);
    const duration = Date.now() - began;
    expect(countsOf(path, userId).rows).toEqual([0, 0, 0, 0, 0, 0]);

    const outcomes: string[] = [];
    userId = randomUUID();
    token = populate(path, userId, size);
    for (let round = 0; round < KILL_ROUNDS; round++) {
      await server.kill('SIGKILL');
      server = await start();
      const { response } = await sendDelete(server.base, token);
      // From the moment the request leaves to twice the time a deletion takes.
      await sleep(Math.round((2 * duration * round) / (KILL_ROUNDS - 1)));
      await server.kill('SIGKILL');
      const answer = await response;
      const { users, rows, integrity } = countsOf(path, userId);
      expect(integrity).toBe('ok');
      const state = users === 0 ? rows.every((n) => n === 0) : rows.every((n, i) => n === full[i]);
      expect(state, `round ${round}: user ${users}, rows ${rows.join(', ')}`).toBe(true);
      if (answer === 204) expect(users).toBe(0);
      outcomes.push(users ? 'kept' : 'deleted');
      if (!users) {
        userId = randomUUID();
        token = populate(path, userId, size);
      }
    }
    console.log(`[deletion] one deletion took ${duration} ms; outcomes when killed: ${outcomes.join(', ')}`);
    expect(countsOf(path, bystander.user.id).users).toBe(1);
  });
});
