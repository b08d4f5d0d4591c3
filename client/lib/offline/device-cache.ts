import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { useEffect } from 'react';
import { queryClient } from '../query-client';
import { hasSession } from '../session';
import { isOnline } from './online';
import { CACHE_MAX_AGE_MS, CACHE_VERSION, queryPersister } from './persisted-cache';

/**
 * The signed-in person's last reads, kept on this device (decision 150). They are written as answers
 * arrive, and read back only when the network fails us: at a start without a network, or when the
 * user read gets no answer. Online, a start reads fresh from the server as before — restored numbers
 * would otherwise seed forms (a slider's starting value) with what the server has since replaced.
 */
const options = {
  queryClient,
  persister: {
    ...queryPersister,
    // Nothing read yet this page (a start with no answer): keep the device copy as it is.
    persistClient: async (client: Parameters<typeof queryPersister.persistClient>[0]) => {
      if (client.clientState.queries.length > 0) await queryPersister.persistClient(client);
    },
  },
  maxAge: CACHE_MAX_AGE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { state: { status: string } }) =>
      query.state.status === 'success' && hasSession(),
  },
};

let restored: Promise<boolean> | null = null;

/** Shows the kept reads (once per page). True when anything was restored. */
export function restoreDeviceCache(): Promise<boolean> {
  restored ??= persistQueryClientRestore(options)
    .then(() =>
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.data !== undefined),
    )
    .catch(() => false);
  return restored;
}

/** For the query layout: keep answers on the device, and restore them when there is no network. */
export function useDeviceCache(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const offline = !isOnline();
      if (offline) await restoreDeviceCache();
      if (cancelled) return;
      unsubscribe = persistQueryClientSubscribe(options);
      // Reads that landed before this subscription (the /app start puts its first reads into the cache
      // before the first render, decision 104) are kept now rather than at the next change.
      const queries = queryClient.getQueryCache().getAll();
      if (!offline && queries.some((q) => q.state.data !== undefined)) void persistQueryClientSave(options);
    };
    void start();
    // What was shown from the device is read again from the server once the network is back.
    const onOnline = () => {
      if (restored && hasSession()) {
        restored = null;
        void queryClient.invalidateQueries({ predicate: (query) => query.state.data !== undefined });
      }
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      unsubscribe?.();
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
