import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../test/helpers';
import { preparedRead, rowMaker } from './prepared';
import type { Database } from './schema';

const byNote = preparedRead((db: Kysely<Database>, note: string) =>
  db
    .selectFrom('invitations')
    .select(['token_hash', 'note'])
    .where('note', '=', note)
    .where('used_at', 'is', null)
    .orderBy('token_hash'),
);

function invitation(tokenHash: string, note: string) {
  return {
    token_hash: tokenHash,
    note,
    created_at: '2026-01-01T00:00:00Z',
    expires_at: '2026-02-01T00:00:00Z',
  };
}

describe.each(engines)('preparedRead on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.database.db
      .insertInto('invitations')
      .values([invitation('a', 'one'), invitation('b', 'one'), invitation('c', 'two')])
      .execute();
  });
  afterAll(() => t.close());

  it('answers what the same query built with Kysely answers, for each argument', async () => {
    const db = t.database.db;
    for (const note of ['one', 'two', 'none']) {
      const built = await db
        .selectFrom('invitations')
        .select(['token_hash', 'note'])
        .where('note', '=', note)
        .where('used_at', 'is', null)
        .orderBy('token_hash')
        .execute();
      expect(await byNote.all(db, note)).toEqual(built);
      expect(await byNote.first(db, note)).toEqual(built[0]);
    }
    expect(await byNote.all(db, 'one')).toEqual([
      { token_hash: 'a', note: 'one' },
      { token_hash: 'b', note: 'one' },
    ]);
  });

  it.runIf(engine === 'postgres')(
    'runs on PostgreSQL as a named statement, prepared once per connection (decision 447)',
    async () => {
      const db = t.database.db;
      // One read at a time: the pool hands out the connection released last, so all run on one.
      for (let i = 0; i < 3; i++)
        expect(await byNote.all(db, 'two')).toEqual([{ token_hash: 'c', note: 'two' }]);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where statement like '%"invitations"%'`.execute(
        db,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.name).toMatch(/^tend_read_\d+$/);
    },
  );

  it('reads inside a transaction through the transaction, seeing its own writes', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('invitations').values(invitation('d', 'three')).execute();
      expect(await byNote.all(trx, 'three')).toEqual([{ token_hash: 'd', note: 'three' }]);
      await trx.deleteFrom('invitations').where('token_hash', '=', 'd').execute();
    });
    expect(await byNote.all(t.database.db, 'three')).toEqual([]);
  });

  it('never sees what another request has written but not committed', async () => {
    let written!: () => void;
    const insertedUncommitted = new Promise<void>((resolve) => (written = resolve));
    let finish!: () => void;
    const rollBack = new Promise<void>((resolve) => (finish = resolve));
    const transaction = t.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('invitations').values(invitation('e', 'four')).execute();
        written();
        await rollBack;
        throw new Error('rolled back');
      })
      .catch((err: Error) => err.message);
    await insertedUncommitted;
    // On SQLite the transaction holds the app's one connection: the read waits for it to end.
    const read = byNote.all(t.database.db, 'four');
    finish();
    expect(await read).toEqual([]);
    expect(await transaction).toBe('rolled back');
  });

  it('answers firstNow at once on SQLite outside a transaction, the same row as first', async () => {
    const db = t.database.db;
    const now = byNote.firstNow(db, 'one');
    if (engine === 'sqlite') expect(now).not.toBeInstanceOf(Promise);
    expect(await now).toEqual({ token_hash: 'a', note: 'one' });
    expect(await byNote.first(db, 'one')).toEqual(await now);
    expect(await byNote.firstNow(db, 'none')).toBeUndefined();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('invitations').values(invitation('f', 'five')).execute();
      // Inside the transaction it waits its turn, and sees the transaction's own row.
      const inside = byNote.firstNow(trx, 'five');
      expect(inside).toBeInstanceOf(Promise);
      expect(await inside).toEqual({ token_hash: 'f', note: 'five' });
      await trx.deleteFrom('invitations').where('token_hash', '=', 'f').execute();
    });
  });

  it('answers firstNow with the first row in the query’s order, however many match (decision 538)', async () => {
    const db = t.database.db;
    const newestFirst = preparedRead((q: Kysely<Database>, note: string) =>
      q
        .selectFrom('invitations')
        .select(['token_hash', 'note'])
        .where('note', '=', note)
        .orderBy('token_hash', 'desc'),
    );
    // Alternated with `all` on the same statement: a read of one row leaves nothing half-stepped.
    for (let i = 0; i < 3; i++) {
      expect(await newestFirst.firstNow(db, 'one')).toEqual({ token_hash: 'b', note: 'one' });
      expect(await newestFirst.all(db, 'one')).toEqual([
        { token_hash: 'b', note: 'one' },
        { token_hash: 'a', note: 'one' },
      ]);
    }
    expect(await newestFirst.firstNow(db, 'none')).toBeUndefined();
  });

  it('refuses an argument that is not a value of the query', async () => {
    const inText = preparedRead((db: Kysely<Database>, column: string) =>
      db.selectFrom('invitations').select(sql.raw<string>(column).as('x')),
    );
    const unused = preparedRead((db: Kysely<Database>, _note: string) =>
      db.selectFrom('invitations').select('note'),
    );
    await expect(inText.all(t.database.db, 'note')).rejects.toThrow(/part of the SQL text/);
    await expect(unused.all(t.database.db, 'x')).rejects.toThrow(/argument 1 is not a value/);
  });
});

describe('rowMaker', () => {
  it('makes a raw row an object with the columns’ names, whatever characters they hold', () => {
    const names = ['id', 'session created', 'a"b', 'c\\d', "e'f", 'g\nh', 'ünï', 'x', 'x'];
    const values = [1, 'two', null, 3.5, 'q', 'r', 's', 'first', 'last'];
    const row = rowMaker(names)(values);
    expect(row).toEqual({
      id: 1,
      'session created': 'two',
      'a"b': null,
      'c\\d': 3.5,
      "e'f": 'q',
      'g\nh': 'r',
      ünï: 's',
      x: 'last',
    });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('refuses a column named __proto__', () => {
    expect(() => rowMaker(['id', '__proto__'])).toThrow(/__proto__/);
  });
});
