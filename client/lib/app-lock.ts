import { useSyncExternalStore } from 'react';
// From the zod-free limits, not core/schemas: the guarded layout loads this on every screen (decision 314).
import { APP_LOCK_MINUTES, type AppLockMinutes } from '../../core/limits';

/**
 * The app lock (decision 272): the idle time is this device's choice (localStorage), and so is the
 * locked state, so every tab of the browser locks and unlocks together and a reload stays locked.
 * The session is untouched: the lock hides the screens, it does not sign out.
 */
const MINUTES_KEY = 'appLockMinutes';
const LOCKED_KEY = 'appLocked';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === MINUTES_KEY || e.key === LOCKED_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function appLockMinutes(): AppLockMinutes {
  const stored = Number(storage()?.getItem(MINUTES_KEY) ?? 0);
  return (APP_LOCK_MINUTES as readonly number[]).includes(stored) ? (stored as AppLockMinutes) : 0;
}

export function setAppLockMinutes(minutes: AppLockMinutes): void {
  try {
    if (minutes === 0) storage()?.removeItem(MINUTES_KEY);
    else storage()?.setItem(MINUTES_KEY, String(minutes));
  } catch {
    // Without storage there is no lock to keep; nothing else to do.
  }
  changed();
}

export function appLocked(): boolean {
  return appLockMinutes() > 0 && storage()?.getItem(LOCKED_KEY) === '1';
}

export function lockApp(): void {
  try {
    storage()?.setItem(LOCKED_KEY, '1');
  } catch {
    // Storage refused: the lock holds for this page only.
    memoryLocked = true;
  }
  changed();
}

export function unlockApp(): void {
  memoryLocked = false;
  try {
    storage()?.removeItem(LOCKED_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  changed();
}

/** Forgets the lock on sign-out: the next person signs in to an unlocked app. */
export const forgetAppLock = unlockApp;

let memoryLocked = false;
const lockedNow = () => memoryLocked || appLocked();

export function useAppLockMinutes(): AppLockMinutes {
  return useSyncExternalStore(subscribe, appLockMinutes, () => 0);
}

export function useAppLocked(): boolean {
  return useSyncExternalStore(subscribe, lockedNow, () => false);
}
