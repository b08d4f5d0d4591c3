import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  Database,
  QuickCheckinRow,
  QuickCheckinsTable,
  SpotlightRatingRow,
  SpotlightRatingsTable,
} from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export function listQuickCheckins(db: Q, userId: string): Promise<QuickCheckinRow[]> {
  return db
    .selectFrom('quick_checkins')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertQuickCheckin(db: Q, checkin: Insertable<QuickCheckinsTable>): Promise<QuickCheckinRow> {
  return db.insertInto('quick_checkins').values(checkin).returningAll().executeTakeFirstOrThrow();
}

/** The check-in only if it belongs to the user. */
export function findQuickCheckin(db: Q, userId: string, id: string): Promise<QuickCheckinRow | undefined> {
  return db
    .selectFrom('quick_checkins')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findLatestQuickCheckinOn(
  db: Q,
  userId: string,
  day: string,
): Promise<QuickCheckinRow | undefined> {
  return db
    .selectFrom('quick_checkins')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listSpotlightRatings(db: Q, userId: string): Promise<SpotlightRatingRow[]> {
  return db
    .selectFrom('spotlight_ratings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertSpotlightRatings(
  db: Q,
  ratings: Insertable<SpotlightRatingsTable>[],
): Promise<SpotlightRatingRow[]> {
  return db.insertInto('spotlight_ratings').values(ratings).returningAll().execute();
}
