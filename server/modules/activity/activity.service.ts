import type { Transaction } from 'kysely';
import { localDay, type Day } from '../../../core/dates';
import { nextStreak } from '../../../core/streak';
import type { AppContext } from '../../context';
import type { Database, UserRow } from '../../db/schema';
import { recordActivity } from '../user/user.repository';

/** "Now" for one request: the instant, and the calendar day it falls on in the user's time zone. */
export interface Moment {
  /** ISO 8601 UTC, the value of every `date`/`updated_at` the request writes. */
  now: string;
  today: Day;
}

/** Read once per request, so every row a request writes carries the same instant and day. */
export function momentFor(ctx: AppContext, user: Pick<UserRow, 'time_zone'>): Moment {
  const now = ctx.clock();
  return { now: now.toISOString(), today: localDay(now, user.time_zone) };
}

/**
 * Runs a write that counts as activity (DESIGN §3: a rating, a reflection, a journal entry, a quick
 * check-in, spotlight ratings) and moves the streak in the same transaction, so the streak can never
 * count a write that was rolled back, nor miss one that was saved.
 */
export function writeAsActivity<T>(
  ctx: AppContext,
  userId: string,
  moment: Moment,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await recordActivity(trx, userId, (state) => nextStreak(state, moment.today));
    return result;
  });
}
