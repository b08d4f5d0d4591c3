import { useEffect } from 'react';
import { appLockMinutes, lockApp, useAppLockMinutes } from '../lib/app-lock';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const LAST_ACTIVE_KEY = 'appLastActive';
/** How often the idle time is checked, and how often activity is shared with the other tabs. */
const CHECK_MS = 5000;

function sharedLastActive(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVE_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Locks the app after the device's idle time (decision 272): no pointer, key, wheel or scroll in any
 * tab of this browser for that long. A tab coming back into view checks at once.
 */
export function useIdleLock(active: boolean): void {
  const minutes = useAppLockMinutes();
  useEffect(() => {
    if (!active || minutes === 0) return;
    let last = Date.now();
    let shared = 0;
    const touch = () => {
      last = Date.now();
      // Shared with the other tabs at most every few seconds: one busy tab keeps every tab open.
      if (last - shared >= CHECK_MS) {
        shared = last;
        try {
          localStorage.setItem(LAST_ACTIVE_KEY, String(last));
        } catch {
          // This tab's own activity still counts.
        }
      }
    };
    touch();
    const check = () => {
      const idle = Date.now() - Math.max(last, sharedLastActive());
      if (appLockMinutes() > 0 && idle >= appLockMinutes() * 60_000) lockApp();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touch, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(check, CHECK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [active, minutes]);
}
