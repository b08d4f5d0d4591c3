import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

// Frozen: never edit a migration that has shipped; add a new one. (It may be written with the shared
// helpers only where the schema it builds stays the same to the letter: decision 432.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Own-area ratings by day, then key, with the score (decision 447): GET /api/days reads a range of
  // days' ratings in (day, area_key) order from the index alone, without a sort or a table lookup per
  // rating. It serves every (user_id, day) range the index it replaces served.
  await createIndex(db, 'area_ratings_user_day_key', 'area_ratings', ['user_id', 'day', 'area_key', 'score']);
  await db.schema.dropIndex('area_ratings_user_day').execute();
  // One area's ratings by day, with the score: the reports' probe per own area reads them from the
  // index alone; with the score only in the index above, SQLite preferred that one and read every
  // area's ratings of the range for each own area.
  await createIndex(db, 'area_ratings_user_area_day_score', 'area_ratings', [
    'user_id',
    'area_key',
    'day',
    'score',
  ]);
  await db.schema.dropIndex('area_ratings_user_area_day').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'area_ratings_user_area_day', 'area_ratings', ['user_id', 'area_key', 'day']);
  await db.schema.dropIndex('area_ratings_user_area_day_score').execute();
  await createIndex(db, 'area_ratings_user_day', 'area_ratings', ['user_id', 'day']);
  await db.schema.dropIndex('area_ratings_user_day_key').execute();
}
