import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/helpers';
import { createDatabase, migrateToLatest, type Db } from './database';

/**
 * The schema a fresh database gets from every migration, pinned on each engine (decision 432): the
 * migrations share helpers (`migrations/helpers.ts`), so a change to one of them, or to a migration,
 * must not change what an existing database was built with. A different dump fails here.
 */
describe.each(engines)('the schema the migrations build on %s', (engine) => {
  let database: Db;
  let dir: string;
  let schema: string | undefined;
  const url = process.env.TEST_DATABASE_URL as string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tend-schema-'));
    if (engine === 'postgres') {
      schema = `s_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      database = createDatabase({ kind: 'postgres', url, schema });
    } else {
      database = createDatabase({ kind: 'sqlite', path: join(dir, 's.db') });
    }
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    if (schema) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the pinned one', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = database.db as unknown as Kysely<any>;
    const dump = engine === 'postgres' ? await postgresDump(db, schema as string) : await sqliteDump(db);
    await expect(dump).toMatchFileSnapshot(`./schema-snapshot/${engine}.txt`);
  });
});

/** Every object SQLite stores, with the statement that made it, and the migrations that ran. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteDump(db: Kysely<any>): Promise<string> {
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master order by name`.execute(db);
  const lines = objects.rows.map((o) => `-- ${o.type} ${o.name} on ${o.tbl_name}\n${o.sql ?? '(no sql)'}`);
  return [...lines, ...(await migrationNames(db))].join('\n') + '\n';
}

/**
 * PostgreSQL's catalogue of the schema: columns, constraints, indexes, triggers, functions and
 * sequences (the test schema's name replaced by `$schema`), and the migrations that ran.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresDump(db: Kysely<any>, schema: string): Promise<string> {
  const rows = async (title: string, query: ReturnType<typeof sql>) => {
    const result = await query.execute(db);
    return [`-- ${title}`, ...result.rows.map((r) => Object.values(r as object).join(' | '))];
  };
  const lines = [
    ...(await rows(
      'columns',
      sql`select table_name, ordinal_position, column_name, data_type, character_maximum_length,
        numeric_precision, numeric_scale, is_nullable, column_default
        from information_schema.columns where table_schema = current_schema()
        order by table_name, ordinal_position`,
    )),
    ...(await rows(
      'constraints',
      sql`select conrelid::regclass::text as tbl, conname, contype, pg_get_constraintdef(oid) as def
        from pg_constraint where connamespace = current_schema()::regnamespace order by tbl, conname`,
    )),
    ...(await rows(
      'indexes',
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()
        order by tablename, indexname`,
    )),
    ...(await rows(
      'triggers',
      sql`select event_object_table, trigger_name, action_timing, event_manipulation, action_orientation,
        action_statement from information_schema.triggers where trigger_schema = current_schema()
        order by event_object_table, trigger_name, event_manipulation`,
    )),
    ...(await rows(
      'functions',
      sql`select proname, prosrc from pg_proc where pronamespace = current_schema()::regnamespace
        order by proname`,
    )),
    ...(await rows(
      'sequences',
      sql`select sequence_name, data_type, start_value, increment from information_schema.sequences
        where sequence_schema = current_schema() order by sequence_name`,
    )),
    ...(await migrationNames(db)),
  ];
  return lines.join('\n').replaceAll(schema, '$schema') + '\n';
}

/** The migrations that ran, in the order they ran: names are frozen once shipped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrationNames(db: Kysely<any>): Promise<string[]> {
  const ran = await db
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('timestamp')
    .orderBy('name')
    .execute();
  return ['-- migrations', ...ran.map((r: { name: string }) => r.name)];
}
