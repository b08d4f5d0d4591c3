import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, WellbeingEntriesTable, WellbeingEntryRow } from '../../db/schema';
import { preparedRead } from '../../db/prepared';
import { readLimit, type PageRequest } from '../../lib/paging';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * One page of the user's entries, newest day first. The day is unique per user, so the day alone is
 * the keyset and the page is a range scan of the unique (user_id, day) index; the cursor's id is unused.
 */
export function listEntries(db: Q, userId: string, page: PageRequest): Promise<WellbeingEntryRow[]> {
  const q = db.selectFrom('wellbeing_entries').selectAll().where('user_id', '=', userId);
  return (page.before ? q.where('day', '<', page.before.key) : q)
    .orderBy('day', 'desc')
    .limit(readLimit(page))
    .execute();
}

/**
 * Run precompiled (decision 180): `GET /api/wellbeing-entries/latest` is one of the hot reads. The
 * limit is written into the SQL: SQLite took twice as long with `limit ?` bound to 1. The entry's
 * ratings of areas of one's own (decision 341) come in the same statement, as a JSON object by key in
 * key order (a probe of `area_ratings`' primary key, which finds nothing for most accounts): a second
 * query for them cost every answer more than the entry itself (decision 400).
 */
const latestEntry = preparedRead((db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('wellbeing_entries as e')
    .selectAll('e')
    .select((eb) =>
      eb
        .selectFrom('area_ratings as c')
        .select(
          db.getExecutor().adapter instanceof PostgresAdapter
            ? sql<string>`json_object_agg(c.area_key, c.score order by c.area_key)::text`.as('scores')
            : sql<string>`json_group_object(c.area_key, c.score order by c.area_key)`.as('scores'),
        )
        .whereRef('c.entry_id', '=', 'e.id')
        .whereRef('c.user_id', '=', 'e.user_id')
        .as('area_scores'),
    )
    .where('e.user_id', '=', userId)
    .orderBy('e.day', 'desc')
    .limit(sql.lit(1)),
);

/** The newest entry and its own-area ratings by key (undefined when it has none). */
export interface LatestEntry {
  row: WellbeingEntryRow;
  areaScores: Record<string, number | string> | undefined;
}

/**
 * The newest entry and its own-area ratings, in one read (decision 400): at once when the read runs
 * directly on SQLite (`preparedRead`'s `firstNow`), otherwise a promise, so the route answers without
 * one (decision 460). The row is the read's own object, its `area_scores` column left on it (the mapper
 * picks the entry's fields by name): taking it off with an object rest copied all the other columns
 * into a second object on every answer.
 */
export function findLatestEntry(
  db: Q,
  userId: string,
): LatestEntry | undefined | Promise<LatestEntry | undefined> {
  const found = latestEntry.firstNow(db, userId);
  return found instanceof Promise ? found.then(latestOf) : latestOf(found);
}

function latestOf(found: Awaited<ReturnType<typeof latestEntry.first>>): LatestEntry | undefined {
  if (!found) return undefined;
  const scores = found.area_scores;
  // No rating: NULL on PostgreSQL, '{}' from SQLite's aggregate over no rows.
  const areaScores =
    scores == null || scores === '{}' ? undefined : (JSON.parse(scores) as Record<string, number | string>);
  return { row: found, areaScores };
}

/** The newest entry from a day before `day`: what a new day's entry carries forward (docs/product.md §11.1). */
export function findLatestEntryBefore(
  db: Q,
  userId: string,
  day: string,
): Promise<WellbeingEntryRow | undefined> {
  return db
    .selectFrom('wellbeing_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '<', day)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Inserts the entry unless the user already has one for that day (the unique key decides, also
 * against a concurrent insert); returns the new row, or undefined when the day was taken.
 */
export function insertEntryIfDayFree(
  db: Q,
  entry: Insertable<WellbeingEntriesTable>,
): Promise<WellbeingEntryRow | undefined> {
  return db
    .insertInto('wellbeing_entries')
    .values(entry)
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
