import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import {
  dimensionReflectionsPage,
  journalEntriesPage,
  quickCheckinsPage,
  spotlightRatingsPage,
  wellbeingEntriesPage,
} from '../modules/export/export.repository';
import { journalPageVersions, listJournalEntries } from '../modules/journal/journal.repository';
import { listReflections } from '../modules/reflections/reflections.repository';
import { listEntries } from '../modules/wellbeing/wellbeing.repository';
import { createTestApp, engines, signUp, type Engine, type TestApp } from '../test/helpers';
import { encodeCursor, ownedPage, type PageRequest } from './paging';

/**
 * The list contract of decision 080 on every list endpoint and both engines: walking the pages while
 * new rows arrive returns every row once in order, each page read is one index range scan, bad
 * parameters are 400s naming the field, and a cursor never reaches another account's rows.
 */

const NOW = '2026-06-15T12:00:00.000Z';
const ITEMS = 250;
const PAGE = 20;
const FIVE = 5;

type Db = Kysely<Database>;

interface ListCase {
  name: string;
  url: string;
  /** Inserts one row of the user's at `date` (the `i`-th of the seed) and returns its id. */
  insert(db: Db, userId: string, i: number, date: string): Promise<string>;
  /** The list's first and a later page, as the repository reads them (for the query plans). */
  read(db: Db, userId: string, page: PageRequest): Promise<unknown>;
  index: string;
  /** The export's reader of the same table, and the index it must use. */
  exportRead?: (db: Db, userId: string, page: PageRequest) => Promise<unknown>;
  exportIndex?: string;
  /** The read of a page's fingerprint for the page cache (decision 225), on the list's own index. */
  fingerprintRead?: (db: Db, userId: string, page: PageRequest) => Promise<unknown>;
  /** Rows of the user's that the list must not show (other areas' reflections). */
  noise?: (db: Db, userId: string) => Promise<void>;
}

const dayOf = (date: string) => date.slice(0, 10);

/** Seed instants: minutes apart, every third one repeating the one before, so ties need the id. */
function seedDate(i: number): string {
  const minute = i - (i % 3 === 2 ? 1 : 0);
  return new Date(Date.parse('2025-01-01T08:00:00Z') + minute * 60_000).toISOString();
}

/** Wellbeing entries are one a day, so their seed is one a day. */
function seedDay(i: number): string {
  return new Date(Date.parse('2025-01-01T08:00:00Z') + i * 86_400_000).toISOString();
}

const entryIds = new Map<string, string>();
async function anyEntryId(db: Db, userId: string): Promise<string> {
  const known = entryIds.get(userId);
  if (known) return known;
  const id = randomUUID();
  const date = '2024-01-01T08:00:00.000Z';
  await db
    .insertInto('wellbeing_entries')
    .values({
      id,
      user_id: userId,
      day: '2024-01-01',
      date,
      updated_at: date,
      sleep: 5,
      exercise: 5,
      diet: 5,
      social: 5,
      achievements: 5,
      relationships: 5,
      creativity: 5,
      finance: 5,
      overall_score: 5,
    })
    .execute();
  entryIds.set(userId, id);
  return id;
}

const casesFor = (engine: Engine): ListCase[] => [
  {
    name: 'journal entries',
    url: '/api/journal-entries',
    async insert(db, userId, i, date) {
      const id = randomUUID();
      await db
        .insertInto('journal_entries')
        .values({ id, user_id: userId, day: dayOf(date), date, updated_at: date, content: `n${i}`, mood: 5 })
        .execute();
      return id;
    },
    read: (db, userId, page) => listJournalEntries(db, userId, page, engine),
    fingerprintRead: (db, userId, page) => journalPageVersions(db, userId, page, engine),
    index: 'journal_entries_user_date_id',
    exportRead: (db, userId, page) => journalEntriesPage(db, userId, page.before, page.limit),
    exportIndex: 'journal_entries_user_date_id',
  },
  {
    name: 'quick check-ins',
    url: '/api/quick-checkins',
    async insert(db, userId, _i, date) {
      const id = randomUUID();
      await db
        .insertInto('quick_checkins')
        .values({ id, user_id: userId, day: dayOf(date), date, core_feeling: 5 })
        .execute();
      return id;
    },
    read: (db, userId, page) => ownedPage(db, 'quick_checkins', userId, page),
    index: 'quick_checkins_user_date_id',
    exportRead: (db, userId, page) => quickCheckinsPage(db, userId, page.before, page.limit),
    exportIndex: 'quick_checkins_user_date_id',
  },
  {
    name: 'spotlight ratings',
    url: '/api/spotlight-ratings',
    async insert(db, userId, _i, date) {
      const id = randomUUID();
      await db
        .insertInto('spotlight_ratings')
        .values({ id, user_id: userId, dimension: 'sleep', score: 4, day: dayOf(date), date })
        .execute();
      return id;
    },
    read: (db, userId, page) => ownedPage(db, 'spotlight_ratings', userId, page),
    index: 'spotlight_ratings_user_date_id',
    exportRead: (db, userId, page) => spotlightRatingsPage(db, userId, page.before, page.limit),
    exportIndex: 'spotlight_ratings_user_date_id',
  },
  {
    name: 'reflections of one area',
    url: '/api/dimension-reflections/sleep',
    async insert(db, userId, _i, date) {
      const id = randomUUID();
      await db
        .insertInto('dimension_reflections')
        .values({
          id,
          user_id: userId,
          wellbeing_entry_id: await anyEntryId(db, userId),
          dimension: 'sleep',
          score: 6,
          day: dayOf(date),
          date,
        })
        .execute();
      return id;
    },
    async noise(db, userId) {
      const entryId = await anyEntryId(db, userId);
      for (let i = 0; i < ITEMS; i++) {
        const date = seedDate(i);
        await db
          .insertInto('dimension_reflections')
          .values({
            id: randomUUID(),
            user_id: userId,
            wellbeing_entry_id: entryId,
            dimension: i % 2 ? 'diet' : 'finance',
            score: 3,
            day: dayOf(date),
            date,
          })
          .execute();
      }
    },
    read: (db, userId, page) => listReflections(db, userId, 'sleep', page),
    index: 'dimension_reflections_user_dimension_date_id',
    exportRead: (db, userId, page) => dimensionReflectionsPage(db, userId, page.before, page.limit),
    exportIndex: 'dimension_reflections_user_date_id',
  },
  {
    name: 'wellbeing entries',
    url: '/api/wellbeing-entries',
    async insert(db, userId, _i, date) {
      const id = randomUUID();
      await db
        .insertInto('wellbeing_entries')
        .values({
          id,
          user_id: userId,
          day: dayOf(date),
          date,
          updated_at: date,
          sleep: 5,
          exercise: 5,
          diet: 5,
          social: 5,
          achievements: 5,
          relationships: 5,
          creativity: 5,
          finance: 5,
          overall_score: 5,
        })
        .execute();
      return id;
    },
    read: (db, userId, page) => listEntries(db, userId, page),
    // The unique (user_id, day) constraint's index: SQLite names it itself.
    index: engine === 'sqlite' ? 'sqlite_autoindex_wellbeing_entries_2' : 'wellbeing_entries_user_day',
    exportRead: (db, userId, page) => wellbeingEntriesPage(db, userId, page.before, page.limit),
    exportIndex: engine === 'sqlite' ? 'sqlite_autoindex_wellbeing_entries_2' : 'wellbeing_entries_user_day',
  },
];

/** The SQL a repository call runs, captured on its way to the database. */
async function capture(db: Db, run: (db: Db) => Promise<unknown>): Promise<CompiledQuery> {
  let captured: CompiledQuery | undefined;
  const spy: KyselyPlugin = {
    transformQuery(args) {
      captured = db.getExecutor().compileQuery(args.node, args.queryId);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await run(db.withPlugin(spy));
  if (!captured) throw new Error('no query captured');
  return captured;
}

/** The engine's plan of a query, as text lines. */
async function planOf(engine: Engine, db: Db, query: CompiledQuery): Promise<string> {
  if (engine === 'sqlite') {
    const res = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    return res.rows.map((r) => r.detail).join('\n');
  }
  // PostgreSQL picks a sequential scan and a sort for a table this small; with those two disabled it
  // shows whether an index can serve the order by itself. A Sort node would mean it cannot.
  return db.transaction().execute(async (trx) => {
    const table = /from "(\w+)"/.exec(query.sql)?.[1];
    if (!table) throw new Error(`no table in ${query.sql}`);
    await trx.executeQuery(CompiledQuery.raw(`ANALYZE "${table}"`));
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_bitmapscan = off'));
    const res = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
    );
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

function expectRangeScan(engine: Engine, plan: string, index: string, bounded: boolean): void {
  if (engine === 'sqlite') {
    expect(plan).toMatch(new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${index} \\(`));
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(plan).not.toMatch(/\bSCAN\b/);
    // A later page starts inside the index (the cursor is a bound of the scan), not by filtering rows.
    if (bounded) expect(plan).toMatch(/\(user_id=\?.* AND (\(date,id\)<\(\?,\?\)|day<\?)\)/);
  } else {
    expect(plan).toMatch(new RegExp(`Index Scan( Backward)? using ${index} on`));
    expect(plan).not.toMatch(/Sort|Seq Scan/);
    if (bounded) expect(plan).toMatch(/Index Cond: \(.*\(ROW\(date, id\) < ROW\(|Index Cond: \(.*\(day < /);
  }
}

const headerLink = (link: unknown): string | null => {
  if (typeof link !== 'string') return null;
  const m = /^<([^>]+)>; rel="next"$/.exec(link);
  if (!m?.[1]) throw new Error(`not a next link: ${link}`);
  return m[1];
};

describe.each(engines)('paged lists on %s', (engine) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: NOW });
    db = t.database.db;
  });
  afterAll(() => t.close());

  describe.each(casesFor(engine))('$name', (c) => {
    let owner: { id: string; headers: Record<string, string> };
    let other: { id: string; headers: Record<string, string> };
    let seeded: { id: string; key: string }[] = [];

    beforeAll(async () => {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      owner = { id: a.user.id, headers: a.headers };
      other = { id: b.user.id, headers: b.headers };
      const isDaily = c.url === '/api/wellbeing-entries';
      seeded = [];
      for (let i = 0; i < ITEMS; i++) {
        const date = isDaily ? seedDay(i) : seedDate(i);
        seeded.push({ id: await c.insert(db, owner.id, i, date), key: isDaily ? dayOf(date) : date });
      }
      await c.noise?.(db, owner.id);
      for (let i = 0; i < FIVE; i++) await c.insert(db, other.id, i, isDaily ? seedDay(i) : seedDate(i));
      // Newest first on (key, id): the order every page must follow.
      seeded.sort((x, y) => (x.key === y.key ? (x.id < y.id ? 1 : -1) : x.key < y.key ? 1 : -1));
    });

    it('walks every page while new rows arrive: each row once, in order', async () => {
      const walked: string[] = [];
      let url: string | null = `${c.url}?limit=${PAGE}`;
      let pages = 0;
      let arrived = 0;
      while (url) {
        const res = await t.app.inject({ url, headers: owner.headers });
        expect(res.statusCode).toBe(200);
        const rows = res.json() as { id: string }[];
        expect(rows.length).toBeLessThanOrEqual(PAGE);
        walked.push(...rows.map((r) => r.id));
        url = headerLink(res.headers.link);
        pages++;
        // A new row lands between two page reads (another tab, another device). Wellbeing entries are
        // one a day, so a new one is a later day; the others arrive at the present instant.
        const date = new Date(Date.parse(NOW) + arrived * 86_400_000).toISOString();
        await c.insert(db, owner.id, ITEMS + arrived, date);
        arrived++;
      }
      expect(pages).toBe(Math.ceil(ITEMS / PAGE));
      expect(new Set(walked).size).toBe(walked.length);
      expect(walked).toEqual(seeded.map((s) => s.id));
    });

    it('answers the default page of 50 with a Link to the next, and none on the last page', async () => {
      const first = await t.app.inject({ url: c.url, headers: owner.headers });
      expect((first.json() as unknown[]).length).toBe(50);
      const next = headerLink(first.headers.link);
      expect(next).toMatch(new RegExp(`^${c.url}\\?before=[A-Za-z0-9_-]+$`));
      const small = await t.app.inject({ url: c.url, headers: other.headers });
      expect((small.json() as unknown[]).length).toBe(FIVE);
      expect(small.headers.link).toBeUndefined();
    });

    it("never reaches another account's rows with a cursor", async () => {
      const first = await t.app.inject({ url: `${c.url}?limit=3`, headers: owner.headers });
      const next = headerLink(first.headers.link) as string;
      const otherIds = new Set(
        (
          (await t.app.inject({ url: `${c.url}?limit=200`, headers: other.headers })).json() as {
            id: string;
          }[]
        ).map((r) => r.id),
      );
      // The owner's cursor, used by the other account, pages through the other account's rows only.
      const res = await t.app.inject({ url: next, headers: other.headers });
      expect(res.statusCode).toBe(200);
      for (const row of res.json() as { id: string }[]) expect(otherIds.has(row.id)).toBe(true);
      // A cursor forged from one of the owner's ids shows the other account nothing of the owner's.
      const forged = encodeCursor({ key: '9999-12-31T00:00:00.000Z', id: seeded[0]?.id ?? '' });
      const res2 = await t.app.inject({ url: `${c.url}?before=${forged}`, headers: other.headers });
      for (const row of res2.json() as { id: string }[]) expect(otherIds.has(row.id)).toBe(true);
    });

    it('reads a page, first or later, with one range scan of its index', async () => {
      const before = { key: seeded[100]?.key ?? '', id: seeded[100]?.id ?? '' };
      for (const page of [
        { limit: 50, before: null },
        { limit: 50, before },
      ]) {
        const plan = await planOf(engine, db, await capture(db, (spy) => c.read(spy, owner.id, page)));
        expectRangeScan(engine, plan, c.index, page.before !== null);
        if (c.fingerprintRead) {
          const read = c.fingerprintRead;
          const fpPlan = await planOf(engine, db, await capture(db, (spy) => read(spy, owner.id, page)));
          // The page's rows: the same range scan. Each entry's tags: a primary-key lookup (SQLite
          // sorts those few names for json_group_array in a temp B-tree of their own).
          const [outer = '', tags = ''] =
            engine === 'sqlite'
              ? [fpPlan.split('\n')[0], fpPlan.split('\n').slice(1).join('\n')]
              : fpPlan.split('SubPlan');
          expectRangeScan(engine, outer, c.index, page.before !== null);
          expect(tags).toMatch(
            engine === 'sqlite'
              ? /SEARCH l USING COVERING INDEX \w+ \(journal_entry_id=\?\)/
              : /Index Only Scan using journal_entry_tags_pk on journal_entry_tags l/,
          );
          expect(tags).not.toMatch(/\bSCAN\b|Seq Scan/);
        }
        if (c.exportRead && c.exportIndex) {
          const read = c.exportRead;
          const exportPlan = await planOf(engine, db, await capture(db, (spy) => read(spy, owner.id, page)));
          expectRangeScan(engine, exportPlan, c.exportIndex, page.before !== null);
        }
      }
    });
  });

  it('answers 400 naming the field for a bad limit or cursor', async () => {
    const { headers } = await signUp(t.app);
    const bad: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=', 'limit'],
      ['limit=5&limit=6', 'limit'],
      ['before=not-a-cursor!', 'before'],
      ['before=', 'before'],
      [`before=${Buffer.from('{"key":"x"}').toString('base64url')}`, 'before'],
      [`before=${Buffer.from(JSON.stringify([1, "2026' OR 1=1", 'x'])).toString('base64url')}`, 'before'],
      [`before=${'A'.repeat(300)}`, 'before'],
    ];
    for (const c of casesFor(engine)) {
      for (const [query, field] of bad) {
        const res = await t.app.inject({ url: `${c.url}?${query}`, headers });
        expect(res.statusCode, `${c.url}?${query}`).toBe(400);
        const body = res.json() as { message: string; issues: { path: string }[] };
        expect(body.message.startsWith(`${field}:`)).toBe(true);
        expect(body.issues[0]?.path).toBe(field);
      }
    }
  });
});
