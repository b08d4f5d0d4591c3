import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // WHO-5 results (decision 290): the five answers 0–5 as columns, at most one result per local day
  // (answering again on a day replaces it), so an account holds at most one row per day it may write.
  // The raw score, percentage and band are derived from the answers (core/who5.ts), never stored.
  await db.schema
    .createTable('who5_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('a1', 'integer', (c) => c.notNull())
    .addColumn('a2', 'integer', (c) => c.notNull())
    .addColumn('a3', 'integer', (c) => c.notNull())
    .addColumn('a4', 'integer', (c) => c.notNull())
    .addColumn('a5', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('who5_results_user_day', ['user_id', 'day'])
    .execute();
  // The newest-first pages run on (user_id, day, id); the unique constraint covers ranges by day.
  await db.schema
    .createIndex('who5_results_user_day_id')
    .on('who5_results')
    .columns(['user_id', 'day', 'id'])
    .execute();

  // The day a person last said "Not now" to the offer, kept with the account so it follows them.
  await db.schema
    .createTable('who5_offers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('dismissed_day', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('who5_offers').execute();
  await db.schema.dropTable('who5_results').execute();
}
