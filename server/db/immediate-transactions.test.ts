import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, withStatementCache } from './database';

/**
 * Another connection to the same file (an operator's `npm run admin`, a test seeding a running server)
 * commits between a transaction's first read and its first write. With SQLite's default deferred BEGIN
 * the transaction's snapshot is then stale and its write fails at once with SQLITE_BUSY, which no busy
 * timeout waits out: the person's save answered 503. Our transactions begin IMMEDIATE, so the other
 * writer waits (or gives up) instead, and the person's write goes through.
 */
describe('SQLite transactions begin immediate', () => {
  let dir: string | undefined;
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("another connection's write cannot slip between a transaction's read and its write", async () => {
    dir = mkdtempSync(join(tmpdir(), 'tend-immediate-'));
    const path = join(dir, 'tend.db');
    const conn = openSqlite(path);
    conn.exec('create table t (n integer)');
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(conn) }),
    });
    closers.push(() => conn.close());
    const other = new Database(path);
    other.pragma('busy_timeout = 0');
    closers.push(() => other.close());

    let otherWrote: boolean | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      try {
        other.prepare('insert into t (n) values (2)').run();
        otherWrote = true;
      } catch {
        otherWrote = false;
      }
      await trx.insertInto('t').values({ n: 1 }).execute();
    });
    expect(otherWrote).toBe(false);
    expect(conn.prepare('select n from t').all()).toEqual([{ n: 1 }]);
  });
});
