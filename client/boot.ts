import { isGuardedPath, preloadGuardedRoute } from './app/route-preload';
import { onEarlyReadNoAnswer, startEarlyReads } from './lib/early-reads';
import { startEarlyDeviceRead } from './lib/offline/early-device-read';
import { hasSession } from './lib/session';

/**
 * main.tsx's first import, so it runs before React and the landing page are evaluated: it starts a
 * signed-in screen's API reads and chunks as early as the entry script allows (decision 101). It
 * renders nothing.
 */

// A signed-in visitor has nothing to do on the landing page: straight to their home screen (issue 15).
if (window.location.pathname === '/' && hasSession()) window.history.replaceState(null, '', '/app');

const { pathname } = window.location;
if (pathname !== '/') {
  // The reads first: each is one request, and the chunks' preloads are already under way from app.html.
  startEarlyReads(pathname, isGuardedPath(pathname));
  preloadGuardedRoute(pathname);
}
readDeviceCacheWhenOffline(pathname);

/**
 * An offline start (issue 17, decision 151): when the browser says it has no network, or the early
 * user read gets no answer, the data kept on this device is read from IndexedDB now, while the app's
 * chunks load, and shown as soon as the query layer arrives. Online starts read nothing from it.
 */
function readDeviceCacheWhenOffline(path: string): void {
  if (!isGuardedPath(path) || !hasSession()) return;
  if (navigator.onLine === false) startEarlyDeviceRead();
  else onEarlyReadNoAnswer('/api/user', startEarlyDeviceRead);
}
