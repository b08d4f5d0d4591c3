import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4 "Cached reads": never stale, no automatic refetch (focus, interval, reconnect), no retries
 * for reads or writes. Data changes only through our own mutations, which invalidate what they touch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
        // Kept as long as the device cache keeps them (decision 150), so screens not open right now
        // still have their last data when the app starts offline.
        gcTime: 30 * 24 * 60 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
