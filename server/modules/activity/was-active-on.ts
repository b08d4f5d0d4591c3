import type { Kysely, Transaction } from 'kysely';
import type { Day } from '../../../core/dates';
import type { Database } from '../../db/schema';

/**
 * Whether the user was active (DESIGN §3: saved a rating, reflection, journal entry, quick check-in or
 * spotlight ratings) on `day`, a local calendar day in the user's own time zone.
 *
 * The ONE place reminders ask this. Today it reads `users.last_active_date`, which the streak keeps in
 * the user's zone: because it only ever moves forward, it equals `day` exactly when the user was active
 * on `day` as long as `day` is the user's today (the only day reminders ask about). When activity moves
 * to a table of active days, only this function changes.
 */
export async function wasActiveOnLocalDay(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  day: Day,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('last_active_date')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.last_active_date === day;
}
