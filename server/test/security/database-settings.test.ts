import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../db/database';
import { createTestApp, signUp } from '../helpers';

describe('SQLite durability settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tend-pragma-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const settings = async (path: string) => {
    const database = createDatabase({ kind: 'sqlite', path });
    try {
      await migrateToLatest(database.db);
      const read = async (pragma: string) =>
        Object.values((await sql.raw(`pragma ${pragma}`).execute(database.db)).rows[0] as object)[0];
      return {
        journalMode: await read('journal_mode'),
        synchronous: await read('synchronous'),
        foreignKeys: await read('foreign_keys'),
      };
    } finally {
      await database.close();
    }
  };

  it('runs in WAL mode with synchronous=FULL on a new file and on every reopening of it', async () => {
    const path = join(dir, 'tend.db');
    const expected = { journalMode: 'wal', synchronous: 2, foreignKeys: 1 };
    expect(await settings(path)).toEqual(expected);
    // better-sqlite3 reopens an existing WAL database at synchronous=NORMAL unless told otherwise.
    expect(await settings(path)).toEqual(expected);
    expect(await settings(path)).toEqual(expected);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL schemas side by side', () => {
  it('migrates a new schema while other schemas of the database already hold Kysely’s tables', async () => {
    const first = await createTestApp('postgres');
    try {
      const second = await createTestApp('postgres');
      try {
        const a = await signUp(second.app);
        const rows = await second.database.db.selectFrom('users').select('id').execute();
        expect(rows.map((r) => r.id)).toEqual([a.user.id]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
