import { isGuardedPath, preloadGuardedRoute, preloadSignedOutMessages } from './app/route-preload';
import { onEarlyReadNoAnswer, startEarlyReads } from './api/http/early-reads';
import { startEarlyDeviceRead } from './lib/offline/early-device-read';
import { hasSession } from './lib/session';
import { activateLocale, initialLocale } from './lib/i18n';

/**
 * Starts a signed-in screen's API reads and chunks as early as the page allows (decisions 101, 185).
 * It renders nothing. `app.html` — the page of every path but `/` — runs it as a script of its own
 * ahead of the entry (`signedInHtml` in vite.config.ts), so the reads leave as soon as this small
 * chunk has arrived, while React, the router and the screen are still downloading. `main.tsx`
 * imports it too: after sending a signed-in visitor from `/` to `/app`, and wherever the page is
 * not app.html (the dev server).
 */

const { pathname } = window.location;
// The language's messages (decision 360) with the reads: main.tsx waits for the same promise.
void activateLocale(initialLocale());
if (pathname !== '/') {
  // The reads first: each is one request, and the chunks' preloads are already under way from app.html.
  startEarlyReads(pathname, isGuardedPath(pathname));
  if (!preloadGuardedRoute(pathname)) preloadSignedOutMessages(pathname);
}
readDeviceCacheWhenOffline(pathname);

/**
 * An offline start (decision 151): when the browser says it has no network, or the early
 * user read gets no answer, the data kept on this device is read from IndexedDB now, while the app's
 * chunks load, and shown as soon as the query layer arrives. Online starts read nothing from it.
 */
function readDeviceCacheWhenOffline(path: string): void {
  if (!isGuardedPath(path) || !hasSession()) return;
  if (navigator.onLine === false) startEarlyDeviceRead();
  else onEarlyReadNoAnswer('/api/user', startEarlyDeviceRead);
}
