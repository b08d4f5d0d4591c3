import type { Transaction } from 'kysely';
import {
  dayFromNumber,
  dayNumber,
  dayRuleProblem,
  instantOnDay,
  localDay,
  type Day,
} from '../../../core/dates';
import type { AppContext } from '../../lib/context';
import type { Database, UserRow } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { lockUserRow } from '../../db/owned';
import { insertActivityDay, saveStreak, streakRuns } from './activity.repository';

/** "Now" for one request: the instant, the user's local today, and the day the write is about. */
export interface Moment {
  /** ISO 8601 UTC, the value of every `updated_at` the request writes. */
  now: string;
  today: Day;
  /** The local day the request's records belong to: today, or a past day (decision 113). */
  day: Day;
  /** The `date` of records created for `day`: `now` when it is today, else an instant on that day. */
  at: string;
}

/** Read once per request, so every row a request writes carries the same instant and day. */
export function momentFor(ctx: AppContext, user: Pick<UserRow, 'time_zone'>): Moment {
  const now = ctx.clock();
  const today = localDay(now, user.time_zone);
  return { now: now.toISOString(), today, day: today, at: now.toISOString() };
}

/**
 * The moment of a write about `day` (absent: today). A day after the user's today, or before 1900, is a
 * 400 naming `field`: a record cannot be about a day that has not come yet in the user's time zone.
 */
export function momentOn(
  ctx: AppContext,
  user: Pick<UserRow, 'time_zone'>,
  day: Day | undefined,
  field = 'day',
): Moment {
  const now = ctx.clock();
  const today = localDay(now, user.time_zone);
  if (day === undefined || day === today) {
    return { now: now.toISOString(), today, day: today, at: now.toISOString() };
  }
  const message = dayRuleProblem(day, today);
  if (message !== null) throw badRequest(`${field}: ${message}`, [{ path: field, message }]);
  return {
    now: now.toISOString(),
    today,
    day,
    at: instantOnDay(now, day, user.time_zone).toISOString(),
  };
}

/**
 * Marks `day` active and, when it was not yet, recomputes the streaks from the set of active days
 * (decision 111): a back-filled gap joins two runs. Only a new active day costs a recomputation, one
 * index range scan of the user's active days.
 */
export async function recordActiveDay(
  ctx: AppContext,
  trx: Transaction<Database>,
  userId: string,
  day: Day,
): Promise<void> {
  if (!(await insertActivityDay(trx, userId, day, dayNumber(day)))) return;
  await lockUserRow(trx, userId, ctx.dialect === 'postgres');
  const runs = await streakRuns(trx, userId);
  await saveStreak(trx, userId, {
    current: runs.current,
    longest: runs.longest,
    lastActiveDate: runs.lastDayNumber === null ? null : dayFromNumber(runs.lastDayNumber),
  });
}

/**
 * Runs a write that counts as activity (docs/product.md §10: a rating, a reflection, a journal entry, a quick
 * check-in, spotlight ratings) and marks the moment's day active in the same transaction, so the
 * streak can never count a write that was rolled back, nor miss one that was saved.
 */
export function writeAsActivity<T>(
  ctx: AppContext,
  userId: string,
  moment: Moment,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await recordActiveDay(ctx, trx, userId, moment.day);
    return result;
  });
}

/** `writeAsActivity` now, as the user's today's activity: `write` gets the moment it is written at. */
export function writeTodayAsActivity<T>(
  ctx: AppContext,
  user: UserRow,
  write: (trx: Transaction<Database>, moment: Moment) => Promise<T>,
): Promise<T> {
  const moment = momentFor(ctx, user);
  return writeAsActivity(ctx, user.id, moment, (trx) => write(trx, moment));
}
