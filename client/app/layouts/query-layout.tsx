import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Outlet } from 'react-router';
import { isOnline } from '../../lib/offline/online';
import { CACHE_MAX_AGE_MS, CACHE_VERSION, queryPersister } from '../../lib/offline/persisted-cache';
import { queryClient } from '../../lib/query-client';
import { hasSession } from '../../lib/session';

/**
 * Provides the one QueryClient to every screen that reads or writes server data (sign-in forms and all
 * guarded screens). Loaded lazily so the landing and static pages do not download the query library.
 *
 * The signed-in person's last reads are kept on this device (IndexedDB) and shown at once on the next
 * start, online or not; when online, what was restored is then read again from the server
 * (decision 150).
 */
export default function QueryLayout() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister: queryPersister,
        maxAge: CACHE_MAX_AGE_MS,
        buster: CACHE_VERSION,
        dehydrateOptions: {
          shouldDehydrateQuery: (query) => query.state.status === 'success' && hasSession(),
        },
      }}
      onSuccess={() => {
        if (!hasSession()) {
          queryClient.clear();
          return;
        }
        if (isOnline()) {
          void queryClient.invalidateQueries({ predicate: (query) => query.state.data !== undefined });
        }
      }}
    >
      <Outlet />
    </PersistQueryClientProvider>
  );
}
