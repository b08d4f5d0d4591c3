import { currentUserQuery } from '../../lib/current-user';
import { isOnline } from '../../lib/offline/online';
import { queryClient } from '../../lib/query-client';
import { hasSession } from '../../lib/session';
import { journalPagesQuery } from '../../shared/journal/journal-api';

/** Longer than this and /journal renders without them (its own spinner and error states take over). */
const WAIT_AT_MOST_MS = 1000;

/**
 * The user (the guard's read) and /journal's first page, put into the query cache before the app first
 * renders on /journal (issue 12, decision 210), as Home does with its reads (decision 104). They are
 * the reads `boot.ts` already started (lib/early-reads.ts), so each query takes the started response.
 * With the data there, the app renders once, with the entries, in one React transition — instead of
 * the guard's spinner, the page's spinner and then the list, each a render of its own as an answer
 * lands. Only for a signed-in device with a network; a failed read is left in the cache as the error
 * it is, exactly as if the screen had asked.
 */
function startJournalReads(): Promise<void> {
  if (!hasSession() || !isOnline()) return Promise.resolve();
  const reads = Promise.all([
    queryClient.prefetchQuery(currentUserQuery),
    queryClient.prefetchInfiniteQuery(journalPagesQuery),
  ]).then(() => undefined);
  const enough = new Promise<void>((resolve) => window.setTimeout(resolve, WAIT_AT_MOST_MS));
  return Promise.race([reads, enough]);
}

/** Settles once the first reads are in the cache (or have failed, or took too long); never rejects. */
export const journalReadsReady: Promise<void> = startJournalReads();
