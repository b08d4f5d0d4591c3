import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * One transaction of a bulk write that a later transaction of the same work makes durable (decision
 * 285): the import's batches, whose last write (the streak's) commits at `synchronous = FULL`.
 *
 * On SQLite the batch commits at `synchronous = NORMAL`: in WAL mode its frames reach the log without
 * an fsync, and the next FULL commit on the file (that last write, or any other user's) syncs the log
 * with every frame before it. The commit's fsync ran inside better-sqlite3 on the event loop, where
 * every other user's request waited on it. The connection is held from the first pragma to the last,
 * so no other write runs, or commits, at NORMAL in between; on the way out the setting is FULL again
 * whatever happened. PostgreSQL commits asynchronously already and is left as it is.
 */
export async function bulkTransaction(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  if (dialect !== 'sqlite') {
    await db.transaction().execute(work);
    return;
  }
  await db.connection().execute(async (conn) => {
    await sql`pragma synchronous = normal`.execute(conn);
    try {
      await conn.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = full`.execute(conn);
    }
  });
}

/**
 * Makes bulk transactions durable when no FULL commit followed them: on SQLite a passive checkpoint,
 * which syncs the log before it copies pages (and copies only what no reader still needs).
 */
export async function syncBulkWrites(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`pragma wal_checkpoint(passive)`.execute(db);
}
