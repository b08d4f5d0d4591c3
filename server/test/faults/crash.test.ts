import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  listAll,
  PORTS,
  signUpOn,
  sleep,
  startServer,
  startWriters,
  tempDir,
  type ServerProcess,
} from './harness';

const ROUNDS = 10;
const WRITERS = 6;

/** Opens the database file the way an operator would after a crash, outside the server. */
function inspect(path: string): { integrity: string; contents: Map<string, string> } {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const rows = db.prepare('select id, content from journal_entries').all() as {
      id: string;
      content: string;
    }[];
    return { integrity, contents: new Map(rows.map((r) => [r.id, r.content])) };
  } finally {
    db.close();
  }
}

describe('crash durability on SQLite', () => {
  const tmp = tempDir('crash');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    tmp.remove();
  });

  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs mid-stream`, async () => {
    const path = join(tmp.dir, 'tend.db');
    const start = () => startServer({ port: PORTS.crash, databaseUrl: `sqlite:${path}`, dir: tmp.dir });
    server = await start();
    const { sessionId } = await signUpOn(server.base);
    const acknowledged = new Map<string, string>();

    for (let round = 1; round <= ROUNDS; round++) {
      const writers = startWriters(server.base, sessionId, WRITERS, `round ${round}`);
      // Kill at a different point each round, always with writes in flight.
      await writers.until(10 + round * 7);
      await sleep(round * 3);
      await server.kill('SIGKILL');
      await writers.done();
      for (const [id, content] of writers.acked) acknowledged.set(id, content);

      server = await start(); // recovers the WAL on the same file
      const { integrity, contents } = inspect(path);
      expect(integrity, `round ${round}`).toBe('ok');
      const lost = [...acknowledged].filter(([id, content]) => contents.get(id) !== content);
      expect(lost, `round ${round}: acknowledged writes lost`).toEqual([]);
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * 10);

    // The server itself sees them all too.
    const entries = await listAll<{ id: string }>(server.base, '/api/journal-entries', sessionId);
    const listed = new Set(entries.map((e) => e.id));
    expect([...acknowledged.keys()].filter((id) => !listed.has(id))).toEqual([]);
  });
});
