import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { announceRateLimit } from './write-limit';

/**
 * How long the last reads are kept on this device and shown (decision 150) — better a spinner than
 * month-old numbers presented as today's. It is also the queries' gcTime, so screens not open right
 * now keep their data; it must stay under 2^31 ms (24.8 days), beyond which a browser timer fires at
 * once and would drop every query.
 */
export const CACHE_MAX_AGE_MS = 20 * 24 * 60 * 60 * 1000;

/**
 * docs/product.md §4 "Cached reads": never stale, no automatic refetch (focus, interval, reconnect), no retries
 * for reads or writes. Data changes only through our own mutations, which invalidate what they touch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every write the per-account limit refuses gets the same kind toast (decision 082).
    mutationCache: new MutationCache({ onError: (error) => announceRateLimit(error) }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
        // Nor when a screen mounts on a read that failed (TanStack's default asks again then): the
        // failure stays until the person presses "Try again" (decision 256).
        retryOnMount: false,
        // Kept as long as the device cache keeps them (decision 150), so screens not open right now
        // still have their last data when the app starts offline.
        gcTime: CACHE_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// TanStack Query assumes a network until an `offline` event says otherwise; a start without one
// would try every read, fail, and show each screen's error. Starting from what the browser knows,
// a read with nothing kept waits (paused) and runs by itself when the network returns (decision 152).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
