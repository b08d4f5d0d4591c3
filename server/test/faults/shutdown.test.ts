import { copyFileSync, existsSync, statSync } from 'node:fs';
import { get, request, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  PORTS,
  signUpOn,
  sleep,
  startServer,
  startWriters,
  tempDir,
  type ServerProcess,
} from './harness';

/** Starts a POST whose body is only half sent, so the request is certainly in flight at the server. */
function halfSentPost(base: string, path: string, session: string, body: unknown) {
  const text = JSON.stringify(body);
  const req = request(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'x-session-id': session,
    },
  });
  const response = new Promise<{ status: number; body: string }>((done, fail) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (d: Buffer) => (data += d.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', fail);
  });
  const half = Math.floor(text.length / 2);
  req.write(text.slice(0, half));
  return { response, finish: () => req.end(text.slice(half)) };
}

/** Rounds of the whole shutdown: a reset is a race, so one clean round proves little. */
const ROUNDS = 3;

describe('graceful shutdown', () => {
  const tmp = tempDir('shutdown');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    tmp.remove();
  });

  it.each(Array.from({ length: ROUNDS }, (_v, i) => i + 1))(
    'round %i: on SIGTERM under load every writer gets an answer and none is reset, in-flight requests complete, the process exits within 10 s, the database closes cleanly',
    async (round) => {
      const path = join(tmp.dir, `tend-${round}.db`);
      server = await startServer({ port: PORTS.shutdown, databaseUrl: `sqlite:${path}`, dir: tmp.dir });
      const { sessionId } = await signUpOn(server.base);
      const writers = startWriters(server.base, sessionId, 6, 'shutdown');
      await writers.until(30);

      const inFlight = halfSentPost(server.base, '/api/journal-entries', sessionId, {
        content: 'written while the server was stopping',
        mood: 6,
      });
      await sleep(300); // the headers have arrived; the server waits for the rest of the body
      const signalled = Date.now();
      server.proc.kill('SIGTERM');
      await sleep(300);
      inFlight.finish();

      const answer = await inFlight.response;
      expect(answer.status, answer.body).toBe(201);
      const exit = await Promise.race([server.exited, sleep(10_000).then(() => 'still running' as const)]);
      expect(exit).toEqual({ code: 0, signal: null });
      const took = Date.now() - signalled;
      console.log(`[shutdown] exited ${took} ms after SIGTERM`);
      expect(took).toBeLessThan(10_000);
      // Writers saw only 201s and, once the server was closing, 503s; never an error or a hang.
      await writers.done();
      expect([...writers.statuses.keys()].every((s) => s === 201 || s === 503)).toBe(true);
      // Every request a writer sent was answered: each writer stopped only when a new connection was
      // refused (the server had stopped listening), never by a reset or a connection closed mid-request.
      console.log(`[shutdown] round ${round}: writers ended with ${JSON.stringify([...writers.failures])}`);
      expect([...writers.failures]).toEqual([['ECONNREFUSED', 6]]);

      // Closed cleanly: the last connection checkpointed and removed the WAL file.
      const wal = `${path}-wal`;
      expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
      const db = new SQLite(path, { fileMustExist: true, readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const ids = new Set(
          (db.prepare('select id from journal_entries').all() as { id: string }[]).map((r) => r.id),
        );
        expect([...writers.acked.keys()].filter((id) => !ids.has(id))).toEqual([]);
        expect(ids.has((JSON.parse(answer.body) as { id: string }).id)).toBe(true);
      } finally {
        db.close();
      }
    },
  );

  it('on SIGTERM during an export, waits for the export worker before the last close: exit 0, no WAL left, the file alone holds every write', async () => {
    const path = join(tmp.dir, 'tend-export.db');
    server = await startServer({ port: PORTS.shutdown, databaseUrl: `sqlite:${path}`, dir: tmp.dir });
    const { sessionId, user } = await signUpOn(server.base);
    // A history long enough (~2 MB of JSON) that the export is still running when the signal comes.
    const seed = new SQLite(path);
    seed.pragma('busy_timeout = 5000');
    const insert = seed.prepare(
      'insert into quick_checkins (id, user_id, day, date, core_feeling) values (?, ?, ?, ?, ?)',
    );
    seed.transaction(() => {
      for (let i = 0; i < 20_000; i++) {
        const date = new Date(Date.parse('2020-01-01T00:00:00Z') + i * 3_600_000).toISOString();
        insert.run(`qc-${i}`, user.id, date.slice(0, 10), date, 5);
      }
    })();
    // The seeding connection stays open through the stop, as an operator's sqlite3 shell or a
    // replication tool might: the server's close is then not the last, and only its own checkpoint
    // empties the WAL.
    const written: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api<{ id: string }>(server.base, 'POST', '/api/journal-entries', {
        body: { content: `written before the stop ${i}`, mood: 5 },
        session: sessionId,
      });
      expect(res.status).toBe(201);
      written.push(res.body.id);
    }

    // The export starts and its reader takes the first bytes, then stops reading: the worker is
    // waiting, its connection open, when the server is told to stop.
    const response = await new Promise<IncomingMessage>((done, fail) => {
      const req = get(
        `${server!.base}/api/export?format=json`,
        { headers: { 'x-session-id': sessionId } },
        done,
      );
      req.on('error', fail);
    });
    expect(response.statusCode).toBe(200);
    await new Promise((done) => response.once('data', done));
    response.pause();
    response.on('error', () => {});
    response.socket.on('error', () => {});

    server.proc.kill('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => 'still running' as const)]);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    response.destroy();

    const wal = `${path}-wal`;
    const walBytes = existsSync(wal) ? statSync(wal).size : 0;
    seed.close();
    console.log(`[shutdown] after an export was stopped: ${path}-wal holds ${walBytes} bytes`);
    expect(walBytes).toBe(0);
    // What an operator copies: the file alone, without its -wal, has every acknowledged write.
    const copy = join(tmp.dir, 'copied.db');
    copyFileSync(path, copy);
    const db = new SQLite(copy, { fileMustExist: true, readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set(
        (db.prepare('select id from journal_entries').all() as { id: string }[]).map((r) => r.id),
      );
      expect(written.filter((id) => !ids.has(id))).toEqual([]);
      expect(db.prepare('select count(*) as n from quick_checkins').get()).toEqual({ n: 20_000 });
    } finally {
      db.close();
    }
  });
});
