import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

const SCORE = 'numeric(3, 1)';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Each person's wheel (decision 340): no rows while the wheel is the default eight; the first change
  // stores the whole wheel (the eight built-in rows and the areas of one's own), at most 12 rows.
  await db.schema
    .createTable('areas')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('built_in', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('areas_pk', ['user_id', 'key'])
    .execute();

  // Ratings of areas of one's own (decision 341): one per area and day, beside the day's entry (whose
  // columns keep the eight), so the eight's reads stay as they were. At most 4 areas × the days.
  await db.schema
    .createTable('area_ratings')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('wellbeing_entries.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('score', sql.raw(SCORE), (c) => c.notNull())
    .addPrimaryKeyConstraint('area_ratings_pk', ['entry_id', 'area_key'])
    .execute();
  // Ranges by day (days, reports, progress) and one area's ratings (count, delete, what moves).
  await db.schema
    .createIndex('area_ratings_user_day')
    .on('area_ratings')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('area_ratings_user_area_day')
    .on('area_ratings')
    .columns(['user_id', 'area_key', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('area_ratings').execute();
  await db.schema.dropTable('areas').execute();
}
