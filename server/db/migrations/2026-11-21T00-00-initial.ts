import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

const SCORE = 'numeric(3, 1)';
const DIMENSIONS = [
  'sleep',
  'exercise',
  'diet',
  'social',
  'achievements',
  'relationships',
  'creativity',
  'finance',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_date', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Emails are stored lower-cased; the expression index also guards writes that forget to.
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  let entries = db.schema
    .createTable('wellbeing_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  for (const d of DIMENSIONS) entries = entries.addColumn(d, sql.raw(SCORE), (c) => c.notNull());
  await entries
    .addColumn('overall_score', sql.raw(SCORE), (c) => c.notNull())
    .addColumn('notes', 'text')
    .addUniqueConstraint('wellbeing_entries_user_day', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('dimension_reflections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('wellbeing_entry_id', 'text', (c) =>
      c.notNull().references('wellbeing_entries.id').onDelete('cascade'),
    )
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('score', sql.raw(SCORE), (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('reflection', 'text')
    .addColumn('put_into_practice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dimension_reflections_user_dimension_date')
    .on('dimension_reflections')
    .columns(['user_id', 'dimension', 'date'])
    .execute();
  await db.schema
    .createIndex('dimension_reflections_entry')
    .on('dimension_reflections')
    .column('wellbeing_entry_id')
    .execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('mood', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journal_entries_user_date')
    .on('journal_entries')
    .columns(['user_id', 'date'])
    .execute();

  await db.schema
    .createTable('quick_checkins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('core_feeling', sql.raw(SCORE), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quick_checkins_user_day')
    .on('quick_checkins')
    .columns(['user_id', 'day', 'date'])
    .execute();

  await db.schema
    .createTable('spotlight_ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quick_checkin_id', 'text', (c) => c.references('quick_checkins.id').onDelete('cascade'))
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('score', sql.raw(SCORE), (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spotlight_ratings_user_day')
    .on('spotlight_ratings')
    .columns(['user_id', 'day', 'date'])
    .execute();
  await db.schema
    .createIndex('spotlight_ratings_checkin')
    .on('spotlight_ratings')
    .column('quick_checkin_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'spotlight_ratings',
    'quick_checkins',
    'journal_entries',
    'dimension_reflections',
    'wellbeing_entries',
    'password_reset_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
