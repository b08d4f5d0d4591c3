import { localDay } from '../../../core/dates';
import { progressFromSums, progressSpan, type Progress, type ProgressRange } from '../../../core/progress';
import type { AppContext } from '../../lib/context';
import type { UserRow } from '../../db/schema';
import { firstDataDay, sumCheckinsByBucket, sumEntriesByBucket } from './progress.repository';

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
