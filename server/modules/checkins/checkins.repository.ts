import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  Database,
  QuickCheckinRow,
  QuickCheckinsTable,
  SpotlightRatingRow,
  SpotlightRatingsTable,
} from '../../db/schema';
import { ofUserDay } from '../../db/owned';
import { pageOf, type PageRequest } from '../../lib/paging';

type Q = Kysely<Database> | Transaction<Database>;

/** One page, newest first on (date, id): a range scan of quick_checkins_user_date_id. */
export function listQuickCheckins(db: Q, userId: string, page: PageRequest): Promise<QuickCheckinRow[]> {
  const q = db.selectFrom('quick_checkins').selectAll().where('user_id', '=', userId);
  return pageOf(q, 'date', page).execute();
}

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

/** One page, newest first on (date, id): a range scan of spotlight_ratings_user_date_id. */
export function listSpotlightRatings(
  db: Q,
  userId: string,
  page: PageRequest,
): Promise<SpotlightRatingRow[]> {
  const q = db.selectFrom('spotlight_ratings').selectAll().where('user_id', '=', userId);
  return pageOf(q, 'date', page).execute();
}

export function insertSpotlightRatings(
  db: Q,
  ratings: Insertable<SpotlightRatingsTable>[],
): Promise<SpotlightRatingRow[]> {
  return db.insertInto('spotlight_ratings').values(ratings).returningAll().execute();
}
