import { WEEKLY_STREAK_ENTRIES } from '../../../core/insights';
import { currentUserQuery } from '../../api/user';
import { formatDay, formatInstant } from '../../lib/format-date';
import { isOnline } from '../../lib/offline/online';
import { queryClient } from '../../lib/query-client';
import { hasSession } from '../../lib/session';
import { targetsQuery } from '../../api/targets';
import { areasQuery } from '../../api/areas';
import { latestEntryQuery, newestEntriesQuery } from '../../api/wellbeing';

/** Longer than this and Home renders without them (its own spinner and error states take over). */
const WAIT_AT_MOST_MS = 1000;

/**
 * The user (the guard's read) and Home's reads, put into the query cache before the app first renders
 * on /app (decision 104). They are the reads `boot.ts` already started (api/http/early-reads.ts),
 * so each query takes the started response rather than asking again. With the data there, the app
 * renders once, with the wheel, inside one React transition (time-sliced) — instead of a spinner, then
 * the layout, then the whole home screen in synchronous re-renders as each answer lands (TanStack
 * Query's store updates are synchronous renders): the longest tasks of the cold start.
 *
 * Started when this module is first evaluated (boot.ts preloads it on /app, app-entry.tsx waits for
 * it), and only for a signed-in device with a network: offline, the device cache (decision 150) fills
 * the screen instead. A failed read is left in the cache as the error it is, exactly as if the screen
 * had asked, so every error path (401 → sign-in, "Try again") is unchanged.
 */
function startHomeReads(): Promise<void> {
  if (!hasSession() || !isOnline()) return Promise.resolve();
  const reads = Promise.all([
    queryClient.prefetchQuery(currentUserQuery),
    queryClient.prefetchQuery(latestEntryQuery),
    queryClient.prefetchQuery(newestEntriesQuery(WEEKLY_STREAK_ENTRIES)),
    queryClient.prefetchQuery(targetsQuery),
    // The wheel's shape: drawn once with the person's areas, not the eight first (decision 350).
    queryClient.prefetchQuery(areasQuery),
  ]).then(() => undefined);
  // While the reads are in flight: the first Intl.DateTimeFormat of a page loads the locale's data,
  // one of the longest steps of Home's first render (its date, the "Updated" line). Building the
  // formatters now, into format-date's cache, takes that out of the render (decision 185).
  window.setTimeout(() => {
    formatInstant(new Date(), 'dayMonthLong');
    formatDay('2000-01-01', 'dayMonth');
  }, 0);
  const enough = new Promise<void>((resolve) => window.setTimeout(resolve, WAIT_AT_MOST_MS));
  return Promise.race([reads, enough]);
}

/**
 * Settles once the first reads are in the cache (or have failed, or took too long); never rejects.
 * Only a page that opens on Home starts them (decision 317): this module is in the signed-in chunk
 * every screen loads, and on /journal or /account-security Home's three reads went out for nothing,
 * beside the screen's own. Home opened later reads through its own queries, as it always has.
 */
export const homeReadsReady: Promise<void> =
  typeof window !== 'undefined' && window.location.pathname === '/app' ? startHomeReads() : Promise.resolve();
