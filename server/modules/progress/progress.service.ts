import { localDay } from '../../../core/dates';
import { progressFromSums, progressSpan, type Progress, type ProgressRange } from '../../../core/progress';
import type { AppContext } from '../../lib/context';
import type { UserRow } from '../../db/schema';
import { countEntryDays, firstDataDay, sumCheckinsByBucket, sumEntriesByBucket } from './progress.repository';
import type { ApiProgress } from '../../../core/schemas/progress';

/**
 * Progress over a range ending today in the user's zone: the database adds up each day (or, beyond a
 * year, each week) and core/progress.ts turns the sums into means (docs/decisions/265).
 */
export async function progressOver(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'time_zone'>,
  range: ProgressRange,
): Promise<Progress> {
  const today = localDay(ctx.clock(), user.time_zone);
  const first = range === 'all' ? await firstDataDay(ctx.db, user.id) : null;
  const span = progressSpan(range, today, first);
  const [entries, checkins] = await Promise.all([
    sumEntriesByBucket(ctx.db, ctx.dialect, user.id, span),
    sumCheckinsByBucket(ctx.db, ctx.dialect, user.id, span),
  ]);
  return progressFromSums(span, entries, checkins);
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
