import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { EARLY_READ_KEY, takeEarlyDeviceRead } from './early-device-read';
import { hasSession, subscribeSession } from '../session';
import { sessionTag } from './session-tag';

/**
 * The last server data read, kept in IndexedDB so the app opens with it when there is no network
 * (decision 150). Each session writes its own slot: a slot is read only by the session that wrote it,
 * and every slot goes when a session ends on this device.
 */
const store = createStore('tend-cache', 'queries');

/** Bump when the shape of cached answers changes, so an old cache is dropped rather than misread. */
export const CACHE_VERSION = '1';
export { CACHE_MAX_AGE_MS } from '../query-client';

const slot = (key: string): string | null => {
  const tag = sessionTag();
  return tag ? `${key}:${tag}` : null;
};

export const queryPersister = createAsyncStoragePersister({
  key: EARLY_READ_KEY,
  throttleTime: 500,
  storage: {
    getItem: async (key) => {
      const k = slot(key);
      if (!k) return null;
      // An offline start began this very read in boot.ts, before this module had loaded (decision 151).
      const early = takeEarlyDeviceRead(k);
      return (await early) ?? (await get<string>(k, store)) ?? null;
    },
    setItem: async (key, value: string) => {
      const k = slot(key);
      if (k) await set(k, value, store);
    },
    removeItem: async (key) => {
      const k = slot(key);
      if (k) await del(k, store);
    },
  },
});

/** Forgets every session's cached data on this device. */
export async function clearPersistedCache(): Promise<void> {
  await clear(store);
}

// No session, no kept reads: whichever way the session ended — signed out here, or refused by the
// server (a 401 to any read or write, decision 255) — what this device kept of it goes at once.
subscribeSession(() => {
  if (!hasSession()) void clearPersistedCache().catch(() => undefined);
});
