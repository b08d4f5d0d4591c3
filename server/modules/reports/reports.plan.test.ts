import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createTestApp, engines, type TestApp } from '../../test/helpers';
import { wheelSumsQuery } from './reports.repository';

/**
 * The reports' wheel and own sums (decision 447): the wheel by its primary key and, per area of one's
 * own, one probe of `area_ratings`' (user_id, area_key, day, score) index — no grouping of the ratings, no
 * automatic index to join them, no sort.
 */
describe.each(engines)('query plan of the reports’ wheel on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('probes each own area’s ratings by an index, with no grouping, join or sort', async () => {
    const query = wheelSumsQuery(t.database.db, 'u', '2026-09-01', '2026-10-01', '2026-11-01').compile();
    const plan = await t.database.db.connection().execute(async (db: Kysely<Database>) => {
      if (engine === 'postgres') await sql`set enable_seqscan = off`.execute(db);
      const prefix = engine === 'postgres' ? 'explain ' : 'explain query plan ';
      const { rows } = await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
      if (engine === 'postgres') await sql`reset enable_seqscan`.execute(db);
      return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n');
    });
    if (engine === 'sqlite') {
      expect(plan).toMatch(/SEARCH a USING INDEX sqlite_autoindex_areas_1 \(user_id=\?\)/);
      expect(plan).toMatch(
        /CORRELATED SCALAR SUBQUERY[^]*SEARCH r USING (COVERING )?INDEX area_ratings_user_area_day_score \(user_id=\? AND area_key=\? AND day>\? AND day<\?\)/,
      );
      expect(plan).not.toMatch(/TEMP B-TREE|AUTOMATIC|MATERIALIZE|\bSCAN\b/);
    } else {
      expect(plan).toMatch(
        /SubPlan 1[^]*Index (Only )?Scan using area_ratings_user_area_day_score on area_ratings r/,
      );
      expect(plan).toMatch(/Index Cond: .*\(user_id = a\.user_id\).*\(area_key = a\.key\)/);
      expect(plan).not.toMatch(/Seq Scan|Hash|Sort/);
    }
  });
});
