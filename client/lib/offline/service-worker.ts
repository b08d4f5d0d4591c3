/**
 * Registers the service worker after the page has loaded — never before the first paint — and tells
 * the app when a new version is waiting. The new version takes over only when the user chooses
 * "reload", so a page never runs a mix of old and new chunks (decision 150).
 */
type Listener = () => void;

let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateWaiting(): boolean {
  return applyUpdate !== null;
}

/** Activates the waiting version and reloads the page into it. */
export function reloadIntoUpdate(): void {
  if (applyUpdate) void applyUpdate();
  else window.location.reload();
}

const HOUR = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh() {
          applyUpdate = () => update(true);
          for (const listener of listeners) listener();
        },
        onRegisteredSW(_url, registration) {
          // A tab left open for days still learns about new versions.
          if (registration) setInterval(() => void registration.update().catch(() => {}), HOUR);
        },
      });
    });
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
