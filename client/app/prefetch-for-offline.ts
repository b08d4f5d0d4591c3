import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { localDay, weekStartOf } from '../../core/dates';
import { WEEKLY_STREAK_ENTRIES } from '../../core/insights';
import type { ApiUser } from '../../core/schemas/auth';
import { journalPagesQuery } from '../api/journal';
import { progressQuery, progressTotalQuery } from '../api/progress';
import { latestEntryQuery, newestEntriesQuery } from '../api/wellbeing';
import { monthOf } from '../features/reports/report-rules';
import { monthlyReportQuery, weeklyReportQuery } from '../api/reports';
import { targetsQuery } from '../api/targets';
import { areasQuery } from '../api/areas';
import { isOnline } from '../lib/offline/online';

/**
 * The reads of the main signed-in screens, fetched when the app is idle and online so they are kept
 * on this device (decision 152): a screen never opened before still opens without a network. Each
 * is the very query its screen asks for, and each is bounded (a page, a week, a month, a chart's
 * worth of entries), so the device cache stays small. Reads already in memory are not asked again.
 * Profile shows the user, which the guard has already read.
 */
export async function prefetchForOffline(queryClient: QueryClient, user: ApiUser): Promise<void> {
  const today = localDay(new Date(), user.timeZone);
  // A read that failed is not asked again behind the person's back: no retry (docs/product.md §4,
  // decision 256); its screen shows the failure and its "Try again".
  const unlessFailed =
    ({ queryKey }: { queryKey: QueryKey }, prefetch: () => Promise<void>) =>
    () =>
      queryClient.getQueryState(queryKey)?.status === 'error' ? Promise.resolve() : prefetch();
  const week = newestEntriesQuery(WEEKLY_STREAK_ENTRIES);
  const weekly = weeklyReportQuery(weekStartOf(today));
  const monthly = monthlyReportQuery(monthOf(today));
  const allTime = progressTotalQuery('all');
  const firstRange = progressQuery('30d');
  const reads: (() => Promise<void>)[] = [
    // Home
    unlessFailed(latestEntryQuery, () => queryClient.prefetchQuery(latestEntryQuery)),
    unlessFailed(week, () => queryClient.prefetchQuery(week)),
    unlessFailed(targetsQuery, () => queryClient.prefetchQuery(targetsQuery)),
    // The person's wheel: every screen that shows an area draws it (decision 350)
    unlessFailed(areasQuery, () => queryClient.prefetchQuery(areasQuery)),
    // Journal, first page
    unlessFailed(journalPagesQuery, () => queryClient.prefetchInfiniteQuery(journalPagesQuery)),
    // Reports of this week and this month
    unlessFailed(weekly, () => queryClient.prefetchQuery(weekly)),
    unlessFailed(monthly, () => queryClient.prefetchQuery(monthly)),
    // Progress: its entries are Home's page of seven; the all-time total (alone, decision 311) and the
    // first range's chart
    unlessFailed(allTime, () => queryClient.prefetchQuery(allTime)),
    unlessFailed(firstRange, () => queryClient.prefetchQuery(firstRange)),
  ];
  // One at a time: this is background work, never in the way of what the person is doing.
  for (const read of reads) {
    if (!isOnline()) return;
    await read();
  }
}
