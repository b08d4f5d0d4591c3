import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

// The pieces of schema the migrations share (decision 432). Frozen with them: what a helper builds is
// part of every migration that calls it, and a database that already ran those keeps their schema.
// server/db/migrations-schema.test.ts pins the schema a fresh database gets on both engines, so a
// change here that alters it fails. Like the migrations, this imports no app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<string, any>;

/** A column that must hold a value. */
export const required = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => c.notNull();

/** The owner of a user's row: it must name a user, and goes when the user does. */
export const ownedByUser = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
  c.notNull().references('users.id').onDelete('cascade');

/** A table of a user's rows, each with its own text id: `id` (the primary key), then `user_id`. */
export function createOwnedTable(db: Db, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', ownedByUser);
}

/**
 * A table of a user's rows keyed by the user and columns of their own (no id): `user_id` first, the
 * primary key `<name>_pk` on `user_id` then `key` (the caller adds those columns). The constraint is
 * written after the columns whatever the order of the calls, so the statement is the one the
 * migrations wrote out before (decision 480).
 */
export function createUserKeyedTable(db: Db, name: string, key: string[]): Table {
  const table: Table = db.schema.createTable(name).addColumn('user_id', 'text', ownedByUser);
  return table.addPrimaryKeyConstraint(`${name}_pk`, ['user_id', ...key]);
}

/** A table of at most one row per user: `user_id` is the primary key, and goes when the user does. */
export function createPerUserTable(db: Db, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'));
}

/** A dated record's two days: its local `day` and the `date` it is for (both YYYY-MM-DD). */
export function dayAndDate(table: Table): Table {
  return table.addColumn('day', 'text', required).addColumn('date', 'text', required);
}

/** When a short-lived row (a session, token, challenge…) was made and when it stops being valid. */
export function createdAndExpires(table: Table): Table {
  return table.addColumn('created_at', 'text', required).addColumn('expires_at', 'text', required);
}

/** A plain index on `columns` of `table`, in that order. */
export async function createIndex(db: Db, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
