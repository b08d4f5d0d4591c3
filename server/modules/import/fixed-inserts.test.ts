/**
 * The import's fixed-shape inserts (decision 413): any number of rows lands whole, in a few statement
 * texts, on both engines; a conflict clause applies to every row; a wrong shape or a missing value is
 * refused before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';
import { fixedInsert } from './fixed-inserts';
import { MAPPINGS } from './import.repository';

describe.each(engines)('fixed-shape inserts on %s', (engine) => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    userId = (await signUp(t.app)).user.id;
  });
  afterAll(() => t.close());

  const mappings = (kind: string, n: number, target = (i: number) => `target-${i}`) =>
    Array.from({ length: n }, (_, i) => [userId, kind, `source-${i}`, target(i)]).flat();

  const stored = (kind: string) =>
    t.database.db
      .selectFrom('import_mappings')
      .select(['source_id', 'target_id'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('source_id')
      .execute();

  it.each([0, 1, 61, 62, 63, 200, 1001])('writes %i rows, every one', async (n) => {
    const kind = `rows-${n}`;
    await MAPPINGS.run(t.database.db, mappings(kind, n));
    const rows = await stored(kind);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r.source_id)).size).toBe(n);
    expect(rows.every((r) => r.target_id === `target-${r.source_id.slice('source-'.length)}`)).toBe(true);
  });

  it('keeps its conflict clause for every row of every statement', async () => {
    await MAPPINGS.run(t.database.db, mappings('again', 130));
    await MAPPINGS.run(
      t.database.db,
      mappings('again', 130, (i) => `moved-${i}`),
    );
    const rows = await stored('again');
    expect(rows).toHaveLength(130);
    expect(rows.every((r) => r.target_id.startsWith('moved-'))).toBe(true);
  });

  it('uses a few statement texts a table, whatever the row counts', async () => {
    const texts = new Set<string>();
    const db = t.database.db;
    // The database as the fixed insert uses it, noting each statement's text.
    const spy = {
      getExecutor: () => db.getExecutor(),
      insertInto: (table: 'import_mappings') => db.insertInto(table),
      executeQuery: (q: { sql: string }) => {
        texts.add(q.sql);
        return db.executeQuery(q as never);
      },
    } as unknown as typeof db;
    for (const n of [1, 2, 3, 7, 31, 62, 99, 250, 377]) await MAPPINGS.run(spy, mappings(`texts-${n}`, n));
    // SQLite: the largest count (62 rows of 4) and the powers of two below it; PostgreSQL: a text per
    // row count (each of the nine below its 500).
    expect(texts.size).toBeLessThanOrEqual(engine === 'sqlite' ? 7 : 9);
    expect(texts.size).toBeGreaterThan(1);
  });

  it('refuses values that are not whole rows, or a missing value, before writing', async () => {
    await expect(MAPPINGS.run(t.database.db, [userId, 'short', 'source-0'])).rejects.toThrow(
      /not rows of 4 columns/,
    );
    await expect(MAPPINGS.run(t.database.db, [userId, 'undefined', 'source-0', undefined])).rejects.toThrow(
      /undefined/,
    );
    expect(await stored('short')).toEqual([]);
    expect(await stored('undefined')).toEqual([]);
  });

  it('refuses an insert that does not take its rows in order', async () => {
    const swapped = fixedInsert(['user_id', 'kind', 'source_id', 'target_id'], (db, rows) =>
      db.insertInto('import_mappings').values(
        rows.map((r) => ({
          target_id: r.target_id,
          source_id: r.source_id,
          kind: r.kind,
          user_id: r.user_id,
        })) as never,
      ),
    );
    await expect(swapped.run(t.database.db, mappings('swapped', 1))).rejects.toThrow(/in order/);
  });
});
