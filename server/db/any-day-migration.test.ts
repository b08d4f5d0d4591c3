import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/helpers';
import { createDatabase, type Db } from './database';
import { migrations } from './migrations/index';
import type { Database } from './schema';

const NOW = '2026-06-15T12:00:00.000Z';
const SCORES = {
  sleep: 5,
  exercise: 5,
  diet: 5,
  social: 5,
  achievements: 5,
  relationships: 5,
  creativity: 5,
  finance: 5,
  overall_score: 5,
};

/** The any-day migration back-fills the active days from existing records and recomputes the streaks. */
describe.each(engines)('any-day migration on %s', (engine) => {
  let database: Db;
  let dir: string;
  let schema: string | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tend-migration-'));
    if (engine === 'postgres') {
      schema = `m_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      database = createDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL as string, schema });
    } else {
      database = createDatabase({ kind: 'sqlite', path: join(dir, 'm.db') });
    }
  });
  afterAll(async () => {
    await database.close();
    if (schema) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  async function migrateTo(db: Kysely<Database>, name: string) {
    let migrationTableSchema: string | undefined;
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      migrationTableSchema = rows[0]?.schema;
    }
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      ...(migrationTableSchema ? { migrationTableSchema } : {}),
    });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  }

  it('marks every day with a record (and the last active day) active and recomputes both streaks', async () => {
    const db = database.db;
    await migrateTo(db, '2026-11-21T00-00-initial');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as unknown as Kysely<any>;
    const user = (id: string, lastActive: string | null, streak: number) =>
      raw
        .insertInto('users')
        .values({
          id,
          name: null,
          email: `${id}@example.com`,
          password_hash: 'x',
          current_streak: streak,
          last_active_date: lastActive,
          time_zone: 'UTC',
          created_at: NOW,
        })
        .execute();
    await user('a', '2026-06-15', 2);
    await user('b', null, 0);
    // a: entries June 1–3, a journal entry June 4, check-ins June 10 and 11 (two on the 11th), a
    // reflection on June 14 and the stored last active day June 15 (an edit that left no record).
    for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      await raw
        .insertInto('wellbeing_entries')
        .values({ id: `e-${day}`, user_id: 'a', day, date: NOW, updated_at: NOW, ...SCORES, notes: null })
        .execute();
    }
    await raw
      .insertInto('journal_entries')
      .values({
        id: 'j',
        user_id: 'a',
        day: '2026-06-04',
        date: NOW,
        updated_at: NOW,
        title: null,
        content: 'c',
        mood: 5,
      })
      .execute();
    for (const [id, day] of [
      ['q1', '2026-06-10'],
      ['q2', '2026-06-11'],
      ['q3', '2026-06-11'],
    ]) {
      await raw
        .insertInto('quick_checkins')
        .values({ id, user_id: 'a', day, date: NOW, core_feeling: 5 })
        .execute();
    }
    await raw
      .insertInto('dimension_reflections')
      .values({
        id: 'r',
        user_id: 'a',
        wellbeing_entry_id: 'e-2026-06-01',
        dimension: 'sleep',
        score: 5,
        notes: 'n',
        reflection: null,
        day: '2026-06-14',
        date: NOW,
      })
      .execute();

    await migrateTo(db, '2026-11-23T16-00-any-day');

    const days = await db
      .selectFrom('activity_days')
      .select(['user_id', 'day', 'day_number'])
      .orderBy('day_number')
      .execute();
    expect(days.map((d) => d.day)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-10',
      '2026-06-11',
      '2026-06-14',
      '2026-06-15',
    ]);
    expect(days.every((d) => d.user_id === 'a')).toBe(true);
    expect(Number(days[0]?.day_number)).toBe(20605); // 2026-06-01 is day 20,605 after 1970-01-01
    const users = await db
      .selectFrom('users')
      .select(['id', 'current_streak', 'longest_streak', 'last_active_date'])
      .orderBy('id')
      .execute();
    expect(
      users.map((u) => [u.id, Number(u.current_streak), Number(u.longest_streak), u.last_active_date]),
    ).toEqual([
      ['a', 2, 4, '2026-06-15'],
      ['b', 0, 0, null],
    ]);
  });
});
