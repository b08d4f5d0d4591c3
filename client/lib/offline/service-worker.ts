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
  // Registered by hand rather than through vite-plugin-pwa's registerSW, which loads workbox-window
  // (~2.7 KB gzip with its loader, every page's first load) for the few events used here (decision 366).
  // The worker (`client/sw.ts`) takes a `{ type: 'SKIP_WAITING' }` message, as workbox-window would send it.
  const register = () => {
    const { serviceWorker } = navigator;
    void serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // A new version installed while an older one controls this page: it waits for "reload". (On the
        // first visit nothing controls the page, and the first version simply activates.)
        const offer = (worker: ServiceWorker) => {
          applyUpdate = () => {
            serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
              once: true,
            });
            worker.postMessage({ type: 'SKIP_WAITING' });
            return Promise.resolve();
          };
          for (const listener of listeners) listener();
        };
        const watch = (worker: ServiceWorker | null) =>
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && serviceWorker.controller) offer(worker);
          });
        if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
        watch(registration.installing);
        registration.addEventListener('updatefound', () => watch(registration.installing));
        // A tab left open for days still learns about new versions.
        setInterval(() => void registration.update().catch(() => {}), HOUR);
      })
      .catch(() => {
        // No service worker (private mode in some browsers, or blocked): the app works online.
      });
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
