import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createTestApp, engines, type TestApp } from '../../test/helpers';
import { streakRunsQuery } from '../activity/activity.repository';
import { daysQueries } from './days.repository';

/**
 * GET /api/days and the streak recomputation read one index range scan per table (decision 113), never
 * the user's whole history nor another user's rows. PostgreSQL is told not to seq-scan, because its
 * planner rightly prefers a scan for the few rows of a test database; what matters is that a usable
 * index exists and the query is shaped to use it.
 */
describe.each(engines)('query plans of any day on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function planOf(query: CompiledQuery): Promise<string> {
    return t.database.db.connection().execute(async (db: Kysely<Database>) => {
      if (engine === 'postgres') await sql`set enable_seqscan = off`.execute(db);
      const prefix = engine === 'postgres' ? 'explain ' : 'explain query plan ';
      const { rows } = await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
      if (engine === 'postgres') await sql`reset enable_seqscan`.execute(db);
      return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n');
    });
  }

  const expected = {
    entries: 'wellbeing_entries_user_day',
    checkins: 'quick_checkins_user_day',
    journal: 'journal_entries_user_day',
    reflections: 'dimension_reflections_user_day',
    areaScores: 'area_ratings_user_day_key',
  } as const;

  it.each(Object.entries(expected))(
    'reads %s from one index range on (user_id, day)',
    async (name, index) => {
      const queries = daysQueries(t.database.db, 'u', '2026-01-01', '2026-12-31');
      const plan = await planOf(queries[name as keyof typeof expected].compile());
      if (engine === 'sqlite') {
        // SQLite names the autoindex of the entries' unique constraint sqlite_autoindex_wellbeing_entries_1.
        expect(plan).toMatch(
          name === 'entries'
            ? /SEARCH wellbeing_entries USING INDEX \S+ \(user_id=\? AND day>\? AND day<\?\)/
            : new RegExp(
                `SEARCH \\S+ USING (COVERING )?INDEX ${index} \\(user_id=\\? AND day>\\? AND day<\\?\\)`,
              ),
        );
        // The own-area ratings' subquery runs as a co-routine its aggregate scans (decision 447).
        expect(plan.replace(/CO-ROUTINE r\b[^]*SCAN r$/m, '')).not.toMatch(/\bSCAN\b(?! CONSTANT)/);
        // No sort at all: the own-area ratings come in (day, area_key) order from the index alone.
        expect(plan).not.toMatch(/TEMP B-TREE/);
        if (name === 'areaScores') {
          expect(plan).toMatch(
            /CO-ROUTINE r\n.*SEARCH area_ratings USING COVERING INDEX area_ratings_user_day_key/,
          );
          expect(plan).toMatch(/SCAN r$/);
        }
      } else {
        expect(plan).toContain(name === 'entries' ? 'wellbeing_entries_user_day' : index);
        expect(plan).toMatch(
          /Index Cond: \(\(user_id = 'u'::text\) AND \(day >= '2026-01-01'::text\) AND \(day <= '2026-12-31'::text\)\)/,
        );
        expect(plan).not.toContain('Seq Scan');
      }
    },
  );

  it('recomputes the streak from one range of the active days’ primary key', async () => {
    const plan = await planOf(streakRunsQuery('u').compile(t.database.db));
    if (engine === 'sqlite') {
      expect(plan).toMatch(
        /SEARCH activity_days USING (COVERING )?INDEX sqlite_autoindex_activity_days_1 \(user_id=\?\)/,
      );
      expect(plan).not.toMatch(/SCAN activity_days/);
    } else {
      expect(plan).toContain('activity_days_pk');
      expect(plan).not.toContain('Seq Scan');
    }
  });
});
