import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bulkTransaction, syncBulkWrites } from './bulk-transaction';
import { createDatabase } from './database';

const dir = mkdtempSync(join(tmpdir(), 'tend-bulk-transaction-'));
const database = createDatabase({ kind: 'sqlite', path: join(dir, 'bulk.db') });
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const { db } = database;
const synchronous = async (q: typeof db = db) =>
  Number((await sql<{ synchronous: number }>`pragma synchronous`.execute(q)).rows[0]?.synchronous);

describe('bulkTransaction on SQLite (decision 285)', () => {
  it('commits its batch at NORMAL and leaves the connection at FULL', async () => {
    await sql`create table if not exists t (x text)`.execute(db);
    let inside: number | undefined;
    await bulkTransaction(db, 'sqlite', async (trx) => {
      inside = await synchronous(trx);
      await sql`insert into t values ('kept')`.execute(trx);
    });
    expect(inside).toBe(1);
    expect(await synchronous()).toBe(2);
    const rows = await sql<{ x: string }>`select x from t`.execute(db);
    expect(rows.rows).toEqual([{ x: 'kept' }]);
  });

  it('rolls back a failed batch and still restores FULL', async () => {
    await expect(
      bulkTransaction(db, 'sqlite', async (trx) => {
        await sql`insert into t values ('dropped')`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await synchronous()).toBe(2);
    const rows = await sql<{ x: string }>`select x from t where x = 'dropped'`.execute(db);
    expect(rows.rows).toEqual([]);
  });

  it('runs no other write at NORMAL while a batch holds the connection', async () => {
    let seen: number | undefined;
    const other = (async () => {
      await Promise.resolve();
      seen = await synchronous();
    })();
    await bulkTransaction(db, 'sqlite', async (trx) => {
      await sql`insert into t values ('batch')`.execute(trx);
    });
    await other;
    expect(seen).toBe(2);
  });

  it('syncs the log with a checkpoint', async () => {
    await expect(syncBulkWrites(db, 'sqlite')).resolves.toBeUndefined();
  });
});
