import { sessionTag } from './session-tag';

/**
 * The first step of an offline start (decision 151): `boot.ts` reads this session's kept reads from
 * IndexedDB while the app's chunks are still loading, instead of after the router, the layouts and
 * React have run. It is the raw IndexedDB API on purpose: this module is part of boot.ts's small
 * chunks, which must arrive ahead of everything else, so it stays a few hundred bytes with no library.
 *
 * The layout must match `persisted-cache.ts` (idb-keyval: database `tend-cache`, object store
 * `queries`, key `tend-queries:<session tag>`); the value is the persister's JSON string.
 */
const DATABASE = 'tend-cache';
const STORE = 'queries';
export const EARLY_READ_KEY = 'tend-queries';

let early: { key: string; value: Promise<string | null> } | undefined;

/** Starts reading the current session's slot (once per page; nothing without a session). */
export function startEarlyDeviceRead(): void {
  const tag = sessionTag();
  if (early || !tag || typeof indexedDB === 'undefined') return;
  const key = `${EARLY_READ_KEY}:${tag}`;
  const value = new Promise<string | null>((resolve) => {
    try {
      const open = indexedDB.open(DATABASE);
      // A first start offline: create the store as idb-keyval would, so its later opens find it.
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        try {
          const read = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
          read.onerror = () => resolve(null);
        } catch {
          resolve(null);
        } finally {
          // The connection closes once the read's transaction is done.
          db.close();
        }
      };
    } catch {
      resolve(null);
    }
  });
  early = { key, value };
}

/** Whether an early read was started on this page: the start has met no network (decision 151). */
export function earlyDeviceReadStarted(): boolean {
  return early !== undefined;
}

/**
 * The early read of `key`, once; undefined when none was started for that key (another session, or
 * already taken), in which case the caller reads IndexedDB itself.
 */
export function takeEarlyDeviceRead(key: string): Promise<string | null> | undefined {
  if (!early || early.key !== key) return undefined;
  const { value } = early;
  early = { key: '', value };
  return value;
}
