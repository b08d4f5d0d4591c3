import { isGuardedPath, preloadGuardedRoute, preloadSignedOutMessages } from './app/route-preload';
import { onEarlyReadNoAnswer, startEarlyReads } from './api/http/early-reads';
import { startEarlyDeviceRead } from './lib/offline/early-device-read';
import { hasSession } from './lib/session';
import { activateLocale, initialLocale } from './lib/i18n';
import { browserTimeZone } from './lib/time-zone';
import { localDay } from '../core/dates';

/**
 * Starts a signed-in screen's API reads and chunks as early as the page allows (decisions 101, 185).
 * It renders nothing. `app.html` — the page of every path but `/` — runs it as a script of its own
 * ahead of the entry (`signedInHtml` in vite.config.ts), so the reads leave as soon as this small
 * chunk has arrived, while React, the router and the screen are still downloading. `main.tsx`
 * imports it too: after sending a signed-in visitor from `/` to `/app`, and wherever the page is
 * not app.html (the dev server).
 */

/**
 * The screens whose first render works out a day or writes a date in the person's zone ("today", an
 * entry's date, a chart's days); the others show none, and make no date formatter (decision 511).
 */
const DATED_SCREENS =
  /^\/(?:app|quick-checkin|spotlight-areas|calendar(?:\/\d{4}-\d{2}-\d{2})?|progress|reflections|reports|journal|who5)\/*$/;

const { pathname } = window.location;
// The language's messages (decision 360) with the reads: main.tsx waits for the same promise.
void activateLocale(initialLocale());
if (pathname !== '/') {
  // The reads first: each is one request, and the chunks' preloads are already under way from app.html.
  startEarlyReads(pathname, isGuardedPath(pathname));
  if (!preloadGuardedRoute(pathname)) preloadSignedOutMessages(pathname);
}
readDeviceCacheWhenOffline(pathname);
warmDateFormatting(pathname);

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

/**
 * The page's first date formatter with a time zone costs ~15 ms here, ~60–80 ms at 4× CPU: the locale's
 * date data and the zone's rules load once per page. The dated screens paid that inside their first
 * render's long task; it is paid now instead, in a task of its own while the reads are on their way
 * (decision 546). The person's zone comes with the user read; it is this device's zone on nearly every
 * visit, and another zone's formatter is then cheap.
 */
function warmDateFormatting(path: string): void {
  if (!DATED_SCREENS.test(path) || !hasSession()) return;
  setTimeout(() => {
    try {
      localDay(new Date(), browserTimeZone() ?? 'UTC');
    } catch {
      // Only a head start: the screen makes its own formatter.
    }
  }, 0);
}
