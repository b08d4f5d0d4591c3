import { clearPersistedCache } from '../../lib/offline/persisted-cache';
import { clearQueue } from './write-queue';

/**
 * What Tend keeps on this device about the signed-in person — cached reads in IndexedDB and queued
 * writes — goes at once (sign-out, account deletion); nothing queued before is ever sent afterwards.
 * The in-memory cache is cleared by the guarded layout as the signed-in screens unmount.
 */
export async function wipeDeviceData(): Promise<void> {
  await Promise.allSettled([clearPersistedCache(), clearQueue()]);
}
