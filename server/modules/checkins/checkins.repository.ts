import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  Database,
  QuickCheckinRow,
  QuickCheckinsTable,
  SpotlightRatingRow,
  SpotlightRatingsTable,
} from '../../db/schema';
import { ofUserDay } from '../../db/owned';

type Q = Kysely<Database> | Transaction<Database>;

export function insertQuickCheckin(db: Q, checkin: Insertable<QuickCheckinsTable>): Promise<QuickCheckinRow> {
  return db.insertInto('quick_checkins').values(checkin).returningAll().executeTakeFirstOrThrow();
}

export function findLatestQuickCheckinOn(
  db: Q,
  userId: string,
  day: string,
): Promise<QuickCheckinRow | undefined> {
  return ofUserDay(db.selectFrom('quick_checkins').selectAll(), userId, day).limit(1).executeTakeFirst();
}

export function insertSpotlightRatings(
  db: Q,
  ratings: Insertable<SpotlightRatingsTable>[],
): Promise<SpotlightRatingRow[]> {
  return db.insertInto('spotlight_ratings').values(ratings).returningAll().execute();
}
