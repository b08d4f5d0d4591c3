import { localDay } from '../../../core/dates';
import { progressFromSums, progressSpan, type Progress, type ProgressRange } from '../../../core/progress';
import type { AppContext } from '../../lib/context';
import type { UserRow } from '../../db/schema';
import {
  countEntryDays,
  firstDataDay,
  sumCheckinsByBucket,
  sumEntriesByBucket,
  sumOwnAreasByBucket,
} from './progress.repository';
import { ownAreas, shownAreaKeys } from '../../../core/areas';
import { readAreaRows } from '../areas/areas.repository';
import { completeWheel } from '../areas/areas.service';
import type { ApiProgress } from '../../../core/schemas/progress';

/**
 * Progress over a range ending today in the user's zone: the database adds up each day (or, beyond a
 * year, each week) and core/progress.ts turns the sums into means (docs/decisions/265).
 */
export async function progressOver(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'time_zone' | 'week_start'>,
  range: ProgressRange,
): Promise<Progress> {
  const today = localDay(ctx.clock(), user.time_zone);
  const first = range === 'all' ? await firstDataDay(ctx.db, user.id) : null;
  // Weekly points are the account's weeks, Monday- or Sunday-first (decision 390).
  const span = progressSpan(range, today, first, user.week_start === 'sunday' ? 'sunday' : 'monday');
  const read = { db: ctx.db, dialect: ctx.dialect, userId: user.id, span };
  const [entries, checkins, areaRows] = await Promise.all([
    sumEntriesByBucket(read),
    sumCheckinsByBucket(read),
    readAreaRows(ctx.db, user.id),
  ]);
  if (areaRows.length === 0) return progressFromSums(span, entries, checkins);
  // A changed wheel (decisions 341, 342): own areas' scores, and the overall of the shown areas.
  const wheel = completeWheel(areaRows);
  const ownKeys = ownAreas(wheel).map((a) => a.key);
  const own = ownKeys.length > 0 ? await sumOwnAreasByBucket(read) : [];
  return progressFromSums(span, entries, checkins, { shownKeys: shownAreaKeys(wheel), ownKeys, own });
}

/**
 * The range's total alone (`points=none`, decision 311): the days with an entry from the range's first
 * day to today, one count over the (user_id, day) index, with no point per day or week.
 */
export async function progressTotal(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'time_zone'>,
  range: ProgressRange,
): Promise<ApiProgress> {
  const today = localDay(ctx.clock(), user.time_zone);
  const first = range === 'all' ? await firstDataDay(ctx.db, user.id) : null;
  const span = progressSpan(range, today, first);
  const total = await countEntryDays(ctx.db, user.id, span.from, span.to);
  return { total, from: span.from, to: span.to, points: [] };
}
