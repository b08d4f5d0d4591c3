import type { QueryClient } from '@tanstack/react-query';
import { localDay, weekStartOf } from '../../core/dates';
import { WEEKLY_STREAK_ENTRIES } from '../../core/insights';
import type { ApiUser } from '../../core/schemas/auth';
import { journalPagesQuery } from '../shared/journal/journal-api';
import { progressQuery } from '../features/progress/progress-api';
import { latestEntryQuery, newestEntriesQuery } from '../shared/rating/wellbeing-api';
import { monthOf } from '../features/reports/report-rules';
import { monthlyReportQuery, weeklyReportQuery } from '../features/reports/reports-api';
import { targetsQuery } from '../lib/targets-api';
import { isOnline } from '../lib/offline/online';

/**
 * The reads of the main signed-in screens, fetched when the app is idle and online so they are kept
 * on this device (decision 152): a screen never opened before still opens without a network. Each
 * is the very query its screen asks for, and each is bounded (a page, a week, a month, a chart's
 * worth of entries), so the device cache stays small. Reads already in memory are not asked again.
 * Areas needs no read; Profile shows the user, which the guard has already read.
 */
export async function prefetchForOffline(queryClient: QueryClient, user: ApiUser): Promise<void> {
  const today = localDay(new Date(), user.timeZone);
  const reads: (() => Promise<unknown>)[] = [
    // Home
    () => queryClient.prefetchQuery(latestEntryQuery),
    () => queryClient.prefetchQuery(newestEntriesQuery(WEEKLY_STREAK_ENTRIES)),
    () => queryClient.prefetchQuery(targetsQuery),
    // Journal, first page
    () => queryClient.prefetchInfiniteQuery(journalPagesQuery),
    // Reports of this week and this month
    () => queryClient.prefetchQuery(weeklyReportQuery(weekStartOf(today))),
    () => queryClient.prefetchQuery(monthlyReportQuery(monthOf(today))),
    // Progress: its entries are Home's page of seven; the all-time total and the first range's chart
    () => queryClient.prefetchQuery(progressQuery('all')),
    () => queryClient.prefetchQuery(progressQuery('30d')),
  ];
  // One at a time: this is background work, never in the way of what the person is doing.
  for (const read of reads) {
    if (!isOnline()) return;
    await read();
  }
}
