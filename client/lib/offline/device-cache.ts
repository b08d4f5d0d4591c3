import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type { Query } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../query-client';
import { hasSession } from '../session';
import { earlyDeviceReadStarted } from './early-device-read';
import { keptQueries } from './kept-queries';
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
    persistClient: async (client: Parameters<typeof queryPersister.persistClient>[0]) => {
      // Nothing read yet this page (a start with no answer): keep the device copy as it is.
      if (client.clientState.queries.length === 0) return;
      // A kept read whose refresh got no answer stays kept (decision 151).
      const queries = keptQueries(client.clientState.queries);
      await queryPersister.persistClient({ ...client, clientState: { ...client.clientState, queries } });
    },
  },
  maxAge: CACHE_MAX_AGE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: {
    // Every read that has its data: a success, or a success whose refresh then failed.
    shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && hasSession(),
  },
};

let restored: Promise<boolean> | null = null;
/** Where this page is with reading the kept data back: not asked, reading, or done. */
export type RestoreState = 'none' | 'restoring' | 'done';
let restoreState: RestoreState = 'none';
const restoreListeners = new Set<() => void>();

function setRestoreState(value: RestoreState): void {
  restoreState = value;
  for (const listener of restoreListeners) listener();
}

/** Shows the kept reads (once per page). True when anything was restored. */
export function restoreDeviceCache(): Promise<boolean> {
  if (restored) return restored;
  setRestoreState('restoring');
  restored = persistQueryClientRestore(options)
    .then(() => {
      const kept = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined);
      refreshOnFirstAnswer(kept);
      return kept.length > 0;
    })
    .catch(() => false)
    .finally(() => setRestoreState('done'));
  return restored;
}

/**
 * Restored reads are only for a start without a network. If the network turns out to be there after
 * all (a start whose early read got no answer, then a read that did), the first answer from the
 * server has every restored read read again, like the `online` event below. (A write applied to the
 * cached view — `setQueryData`, a "manual" success — is not an answer.)
 */
function refreshOnFirstAnswer(kept: Query[]): void {
  if (kept.length === 0) return;
  stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      refreshRestored(event.query);
    }
  });
}

let stopWatching: (() => void) | undefined;

/** The network is back: what was shown from the device is read again from the server. */
function refreshRestored(answered?: Query): void {
  stopWatching?.();
  stopWatching = undefined;
  if (!restored || !hasSession()) return;
  restored = null;
  setRestoreState('none');
  void queryClient.invalidateQueries({
    predicate: (query) => query !== answered && query.state.data !== undefined,
  });
}

/** For the guard: only once the kept reads have been read back can it say that nothing is kept. */
export function useDeviceCacheRestore(): RestoreState {
  return useSyncExternalStore(
    (listener) => {
      restoreListeners.add(listener);
      return () => restoreListeners.delete(listener);
    },
    () => restoreState,
    () => 'none',
  );
}

// An offline start (decision 151): boot.ts has been reading the kept data since the page began. It
// is shown as soon as this module loads (boot.ts preloads it), before React renders the guard, so
// the first screen already has its data instead of a spinner, a restore, and a second render.
if (earlyDeviceReadStarted()) void restoreDeviceCache();

/** For the query layout: keep answers on the device, and restore them when there is no network. */
export function useDeviceCache(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const offline = !isOnline();
      if (offline) await restoreDeviceCache();
      // Online, keeping the reads is background work: serialising the cache and the first IndexedDB
      // write waited for the first screen's commit and ran right after it, one of the longest tasks
      // of the /app start (decision 185). They wait for a quiet moment instead; what is
      // read meanwhile is kept by the first save.
      else await idle();
      if (cancelled) return;
      unsubscribe = persistQueryClientSubscribe(options);
      // Reads that landed before this subscription (the /app start puts its first reads into the cache
      // before the first render, decision 104) are kept now rather than at the next change.
      const queries = queryClient.getQueryCache().getAll();
      if (!offline && queries.some((q) => q.state.data !== undefined)) void persistQueryClientSave(options);
    };
    void start();
    // What was shown from the device is read again from the server once the network is back.
    const onOnline = () => refreshRestored();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      unsubscribe?.();
      window.removeEventListener('online', onOnline);
    };
  }, []);
}

/** Resolves when the browser is idle (at most a few seconds), or soon where it cannot say. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else window.setTimeout(resolve, 200);
  });
}
