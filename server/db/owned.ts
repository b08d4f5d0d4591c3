import { deletedAny } from './affected';
import {
  sql,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database } from './schema';

/** Tables of records that belong to one user and are named by an `id`. */
export type OwnedTable =
  | 'wellbeing_entries'
  | 'journal_entries'
  | 'dimension_reflections'
  | 'quick_checkins'
  | 'tags'
  | 'passkeys'
  | 'who5_results';

/** Tables of records a user has at most one of per local day (unique `(user_id, day)`). */
export type OneADayTable = 'wellbeing_entries' | 'who5_results';

/**
 * `lock` adds FOR UPDATE (PostgreSQL only; SQLite has no such clause and serialises transactions on
 * its single connection), so a read-modify-write of a record cannot interleave with another.
 */
export interface LockOption {
  lock?: boolean;
}

/** Deletes the user's own row `id` of `table`; false when the user has none with that id (or it is another's). */
export async function deleteOwnedRow(
  db: Kysely<Database> | Transaction<Database>,
  table: OwnedTable,
  userId: string,
  id: string,
): Promise<boolean> {
  return deletedAny(db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId));
}

/**
 * The user's own row of `table` whose `column` holds `value` (undefined when they have none, or it is
 * another's): by its primary key, or by the local day in a table of one record a day.
 */
export function findOwnedRowBy<T extends OwnedTable>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  userId: string,
  column: T extends OneADayTable ? 'id' | 'day' : 'id',
  value: string,
  opts: LockOption = {},
) {
  // Typed as a one-a-day table for `day`; the `column` parameter's type keeps `day` to those tables.
  return db
    .selectFrom(table as OneADayTable)
    .selectAll()
    .where(column as 'id' | 'day', '=', value)
    .where('user_id', '=', userId)
    .$if(opts.lock === true, (q) => q.forUpdate())
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/**
 * The user's own row `id` of `table`: one primary-key lookup, for the routes that open one record (a
 * search result, decision 171).
 */
export const findOwnedRow = <T extends OwnedTable>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  userId: string,
  id: string,
  opts: LockOption = {},
) => findOwnedRowBy(db, table, userId, 'id', id, opts);

/** The user's records of a one-a-day table on the given days: day → id and last change (the import matches by day). */
export async function idsByDay(
  db: Kysely<Database> | Transaction<Database>,
  table: OneADayTable,
  userId: string,
  days: readonly string[],
): Promise<Map<string, { id: string; updatedAt: string }>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'day', 'updated_at'])
    .where('user_id', '=', userId)
    .where('day', 'in', [...new Set(days)])
    .execute();
  return new Map(rows.map((r) => [r.day, { id: r.id, updatedAt: r.updated_at }]));
}

/** Updates only the user's own row `id` of `table`; undefined when they have none with that id. */
export function updateOwnedRow<T extends OwnedTable>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  userId: string,
  id: string,
  patch: Updateable<Database[T]>,
) {
  return db
    .updateTable(table as OwnedTable)
    .set(patch as Updateable<Database[OwnedTable]>)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** How many rows of `table` the user has. */
export async function countOwnedRows(
  db: Kysely<Database> | Transaction<Database>,
  table: OwnedTable,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Waits (PostgreSQL, `lock`) for any other transaction that holds the user's row, and holds it until
 * this one ends: writes that must see each other's work (the streak's recomputation, the tag limit)
 * take it first. FOR NO KEY UPDATE, not FOR UPDATE: every concurrent insert of the user's records
 * holds a KEY SHARE lock on the user row (their foreign keys), which FOR UPDATE would wait for — a
 * deadlock between two writes that each hold one. SQLite runs one transaction at a time anyway.
 */
export async function lockUserRow(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  lock: boolean,
): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(lock, (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}

/**
 * The user's records of one local day, newest first on `(date, id)`: a range of the record table's
 * `(user_id, day, …)` index. `query` selects from one table of dated records.
 */
export function ofUserDay<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  userId: string,
  day: string,
): SelectQueryBuilder<DB, TB, O> {
  return query
    .where(sql.ref('user_id'), '=', userId)
    .where(sql.ref('day'), '=', day)
    .orderBy(sql.ref('date'), 'desc')
    .orderBy(sql.ref('id'), 'desc');
}

/**
 * The user's records of the local days `from` to `to`, both included: a range of the record table's
 * `(user_id, day, …)` index. `query` selects from one table of dated records.
 */
export function ofUserDays<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  userId: string,
  from: string,
  to: string,
): SelectQueryBuilder<DB, TB, O> {
  return query
    .where(sql.ref('user_id'), '=', userId)
    .where(sql.ref('day'), '>=', from)
    .where(sql.ref('day'), '<=', to);
}
