import { sql, type Kysely } from 'kysely';
import { createIndex, createUserKeyedTable, ownedByUser, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

const SCORE = 'numeric(3, 1)';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Each person's wheel (decision 340): no rows while the wheel is the default eight; the first change
  // stores the whole wheel (the eight built-in rows and the areas of one's own), at most 12 rows.
  await createUserKeyedTable(db, 'areas', ['key'])
    .addColumn('key', 'text', required)
    .addColumn('label', 'text', required)
    .addColumn('icon', 'text', required)
    .addColumn('color', 'text', required)
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', required)
    .addColumn('built_in', 'integer', required)
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  // Ratings of areas of one's own (decision 341): one per area and day, beside the day's entry (whose
  // columns keep the eight), so the eight's reads stay as they were. At most 4 areas × the days.
  await db.schema
    .createTable('area_ratings')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('wellbeing_entries.id').onDelete('cascade'))
    .addColumn('user_id', 'text', ownedByUser)
    .addColumn('area_key', 'text', required)
    .addColumn('day', 'text', required)
    .addColumn('score', sql.raw(SCORE), required)
    .addPrimaryKeyConstraint('area_ratings_pk', ['entry_id', 'area_key'])
    .execute();
  // Ranges by day (days, reports, progress) and one area's ratings (count, delete, what moves).
  await createIndex(db, 'area_ratings_user_day', 'area_ratings', ['user_id', 'day']);
  await createIndex(db, 'area_ratings_user_area_day', 'area_ratings', ['user_id', 'area_key', 'day']);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('area_ratings').execute();
  await db.schema.dropTable('areas').execute();
}
