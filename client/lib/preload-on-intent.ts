/**
 * A chunk a screen will likely need on the first tap (a sheet, a dialog), loaded off the first
 * screen's path: on the first sign of intent, or after a quiet while (Home's rating sheet;
 * a calendar day's sheet and journal editor, decision 408).
 */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
/** Quiet this long after the start, the sheet loads anyway, so the first tap never waits for it. */
const QUIET_PRELOAD_MS = 8000;

/** Calls `load` once, on the first intent event or after a quiet while; returns the cleanup. */
export function preloadOnIntent(load: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cleanup();
    load();
  };
  const timer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(once, { timeout: 2000 });
    else once();
  }, QUIET_PRELOAD_MS);
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { passive: true, capture: true });
  function cleanup() {
    window.clearTimeout(timer);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, { capture: true });
  }
  return () => {
    done = true;
    cleanup();
  };
}
