import { MutationCache, QueryClient } from '@tanstack/react-query';
import { announceRateLimit } from './write-limit';

/**
 * Spec §4 "Cached reads": never stale, no automatic refetch (focus, interval, reconnect), no retries
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
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
