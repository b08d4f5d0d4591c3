import type { Kysely, Transaction } from 'kysely';
import { dayNumber, type Day } from '../../../core/dates';
import type { Database } from '../../db/schema';

/**
 * Whether the user was active (docs/product.md §10: saved a rating, reflection, journal entry, quick check-in or
 * spotlight ratings) on `day`, a local calendar day in the user's own time zone.
 *
 * The ONE place reminders ask this: the user's active days (decision 111), one primary-key lookup.
 */
export async function wasActiveOnLocalDay(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  day: Day,
): Promise<boolean> {
  const row = await db
    .selectFrom('activity_days')
    .select('day')
    .where('user_id', '=', userId)
    .where('day_number', '=', dayNumber(day))
    .executeTakeFirst();
  return row !== undefined;
}
