import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Own-area ratings by day, then key, with the score (decision 447): GET /api/days reads a range of
  // days' ratings in (day, area_key) order from the index alone, without a sort or a table lookup per
  // rating. It serves every (user_id, day) range the index it replaces served.
  await db.schema
    .createIndex('area_ratings_user_day_key')
    .on('area_ratings')
    .columns(['user_id', 'day', 'area_key', 'score'])
    .execute();
  await db.schema.dropIndex('area_ratings_user_day').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('area_ratings_user_day')
    .on('area_ratings')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema.dropIndex('area_ratings_user_day_key').execute();
}
