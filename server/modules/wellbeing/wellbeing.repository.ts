import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
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
 * limit is written into the SQL: SQLite took twice as long with `limit ?` bound to 1.
 */
const latestEntry = preparedRead((db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('wellbeing_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(sql.lit(1)),
);

export function findLatestEntry(db: Q, userId: string): Promise<WellbeingEntryRow | undefined> {
  return latestEntry.first(db, userId);
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

export function updateEntry(
  db: Q,
  id: string,
  patch: Updateable<WellbeingEntriesTable>,
): Promise<WellbeingEntryRow | undefined> {
  return db
    .updateTable('wellbeing_entries')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
