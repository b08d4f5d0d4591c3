import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, createPerUserTable, required } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // WHO-5 results (decision 290): the five answers 0–5 as columns, at most one result per local day
  // (answering again on a day replaces it), so an account holds at most one row per day it may write.
  // The raw score, percentage and band are derived from the answers (core/who5.ts), never stored.
  await createOwnedTable(db, 'who5_results')
    .addColumn('day', 'text', required)
    .addColumn('a1', 'integer', required)
    .addColumn('a2', 'integer', required)
    .addColumn('a3', 'integer', required)
    .addColumn('a4', 'integer', required)
    .addColumn('a5', 'integer', required)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .addUniqueConstraint('who5_results_user_day', ['user_id', 'day'])
    .execute();
  // The newest-first pages run on (user_id, day, id); the unique constraint covers ranges by day.
  await createIndex(db, 'who5_results_user_day_id', 'who5_results', ['user_id', 'day', 'id']);

  // The day a person last said "Not now" to the offer, kept with the account so it follows them.
  await createPerUserTable(db, 'who5_offers')
    .addColumn('dismissed_day', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('who5_offers').execute();
  await db.schema.dropTable('who5_results').execute();
}
