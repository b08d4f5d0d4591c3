import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiUser } from '../../core/schemas/auth';
import { isOnline } from '../lib/offline/online';

/** A read to keep: its query (for the "not after a failure" check) and how to fetch it. */
interface Read {
  queryKey: QueryKey;
  prefetch: () => Promise<void>;
}

/**
 * The reads of the main signed-in screens, fetched when the app is idle and online so they are kept
 * on this device (decision 152): a screen never opened before still opens without a network. Each
 * is the very query its screen asks for, and each is bounded (a page, a week, a month, a chart's
 * worth of entries), so the device cache stays small. Reads already in memory are not asked again.
 * Profile shows the user, which the guard has already read.
 *
 * Each read loads its own module and waits for an idle moment of its own (decision 289): loaded at
 * once, the modules of Journal and Reports were evaluated in one task, and their answers parsed right
 * after, two long tasks a second after a screen was drawn (73 ms each at 4× CPU on /progress).
 */
export async function prefetchForOffline(queryClient: QueryClient, user: ApiUser): Promise<void> {
  /** A read of a query its screen asks for, with the key it is kept under. */
  const query = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Read => ({
    queryKey: options.queryKey,
    prefetch: () => queryClient.prefetchQuery(options),
  });
  const reads: (() => Promise<Read>)[] = [
    // Home
    async () => {
      const { latestEntryQuery } = await import('../api/wellbeing');
      return query(latestEntryQuery);
    },
    async () => {
      const [{ newestEntriesQuery }, { WEEKLY_STREAK_ENTRIES }] = await Promise.all([
        import('../api/wellbeing'),
        import('../../core/insights'),
      ]);
      const week = newestEntriesQuery(WEEKLY_STREAK_ENTRIES);
      return query(week);
    },
    async () => {
      const { targetsQuery } = await import('../api/targets');
      return query(targetsQuery);
    },
    // The person's wheel: every screen that shows an area draws it (decision 350)
    async () => {
      const { areasQuery } = await import('../api/areas');
      return query(areasQuery);
    },
    // Journal, first page
    async () => {
      const { journalPagesQuery } = await import('../api/journal');
      return {
        queryKey: journalPagesQuery.queryKey,
        prefetch: () => queryClient.prefetchInfiniteQuery(journalPagesQuery),
      };
    },
    // Reports of this week and this month
    async () => {
      const [{ localDay, weekStartOf }, { weeklyReportQuery }] = await Promise.all([
        import('../../core/dates'),
        import('../api/reports'),
      ]);
      const weekly = weeklyReportQuery(
        weekStartOf(localDay(new Date(), user.timeZone), user.weekStart),
        user.weekStart,
      );
      return query(weekly);
    },
    async () => {
      const [{ localDay }, { monthlyReportQuery }, { monthOf }] = await Promise.all([
        import('../../core/dates'),
        import('../api/reports'),
        import('../features/reports/report-rules'),
      ]);
      const monthly = monthlyReportQuery(monthOf(localDay(new Date(), user.timeZone)));
      return query(monthly);
    },
    // Progress: its entries are Home's page of seven; the all-time total (alone, decision 311) and the
    // first range's chart
    async () => {
      const { progressTotalQuery } = await import('../api/progress');
      const allTime = progressTotalQuery('all');
      return query(allTime);
    },
    async () => {
      const { progressQuery } = await import('../api/progress');
      const firstRange = progressQuery('30d');
      return query(firstRange);
    },
  ];
  // One at a time, each at an idle moment: this is background work, never in the way of what the
  // person is doing.
  for (const next of reads) {
    await idleMoment();
    if (!isOnline()) return;
    const read = await next();
    // A read that failed is not asked again behind the person's back: no retry (docs/product.md §4,
    // decision 256); its screen shows the failure and its "Try again".
    if (queryClient.getQueryState(read.queryKey)?.status === 'error') continue;
    await read.prefetch();
  }
}

/** The next moment the browser is idle (at most a second away), or soon where it cannot say. */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else window.setTimeout(resolve, 0);
  });
}
