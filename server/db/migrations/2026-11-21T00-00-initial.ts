import { sql, type Kysely } from 'kysely';
import {
  createdAndExpires,
  createIndex,
  createOwnedTable,
  dayAndDate,
  ownedByUser,
  required,
} from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

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
    .addColumn('email', 'text', required)
    .addColumn('password_hash', 'text', required)
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_date', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'text', required)
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
    .addColumn('user_id', 'text', ownedByUser)
    .$call(createdAndExpires)
    .execute();
  await createIndex(db, 'sessions_user', 'sessions', ['user_id']);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', ownedByUser)
    .$call(createdAndExpires)
    .addColumn('used_at', 'text')
    .execute();
  await createIndex(db, 'password_reset_tokens_user', 'password_reset_tokens', ['user_id']);

  let entries = createOwnedTable(db, 'wellbeing_entries')
    .$call(dayAndDate)
    .addColumn('updated_at', 'text', required);
  for (const d of DIMENSIONS) entries = entries.addColumn(d, sql.raw(SCORE), required);
  await entries
    .addColumn('overall_score', sql.raw(SCORE), required)
    .addColumn('notes', 'text')
    .addUniqueConstraint('wellbeing_entries_user_day', ['user_id', 'day'])
    .execute();

  await createOwnedTable(db, 'dimension_reflections')
    .addColumn('wellbeing_entry_id', 'text', (c) =>
      c.notNull().references('wellbeing_entries.id').onDelete('cascade'),
    )
    .addColumn('dimension', 'text', required)
    .addColumn('score', sql.raw(SCORE), required)
    .addColumn('notes', 'text')
    .addColumn('reflection', 'text')
    .addColumn('put_into_practice', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(dayAndDate)
    .execute();
  await createIndex(db, 'dimension_reflections_user_dimension_date', 'dimension_reflections', [
    'user_id',
    'dimension',
    'date',
  ]);
  await createIndex(db, 'dimension_reflections_entry', 'dimension_reflections', ['wellbeing_entry_id']);

  await createOwnedTable(db, 'journal_entries')
    .$call(dayAndDate)
    .addColumn('updated_at', 'text', required)
    .addColumn('title', 'text')
    .addColumn('content', 'text', required)
    .addColumn('mood', 'integer', required)
    .execute();
  await createIndex(db, 'journal_entries_user_date', 'journal_entries', ['user_id', 'date']);

  await createOwnedTable(db, 'quick_checkins')
    .$call(dayAndDate)
    .addColumn('core_feeling', sql.raw(SCORE), required)
    .execute();
  await createIndex(db, 'quick_checkins_user_day', 'quick_checkins', ['user_id', 'day', 'date']);

  await createOwnedTable(db, 'spotlight_ratings')
    .addColumn('quick_checkin_id', 'text', (c) => c.references('quick_checkins.id').onDelete('cascade'))
    .addColumn('dimension', 'text', required)
    .addColumn('score', sql.raw(SCORE), required)
    .$call(dayAndDate)
    .execute();
  await createIndex(db, 'spotlight_ratings_user_day', 'spotlight_ratings', ['user_id', 'day', 'date']);
  await createIndex(db, 'spotlight_ratings_checkin', 'spotlight_ratings', ['quick_checkin_id']);
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
