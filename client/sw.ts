/**
 * The service worker (decision 150; before decision 509 Workbox generated it from the same settings).
 * It precaches the build — every page, script, stylesheet and icon — and answers navigations from
 * that cache, so the app opens offline and a repeat visit needs no round trip for its page. A new
 * version installs beside the one in use and waits for the user's "reload" (`SKIP_WAITING`, sent by
 * `lib/offline/service-worker.ts`), so a page never mixes old and new chunks.
 *
 * A signed-in screen's navigation gets that screen's own page, as the server would send it
 * (decision 509): the precached `app.html` with the screen's `modulepreload` links and its own first
 * paint, built by `core/route-pages.ts` from the list the build wrote (`.vite/route-preloads.json`,
 * put in this file by `vite.config.ts`). Any other path gets `app.html` as it is.
 */
import routeList from 'virtual:route-preloads';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isRoutePreloads, routePagesOf } from '../core/route-pages';

/** What this file uses of a service worker's global scope (the DOM's types are the page's). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: unknown } }) => void): void;
};

/** The page every path but the landing page gets (`signedInHtml` in vite.config.ts). */
const APP_PAGE = '/app.html';

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// `cleanURLs` off: with it the precache answered `/app` with `/app.html` itself, ahead of the
// navigation route below, and Home never got its own page.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

const appPage = createHandlerBoundToURL(APP_PAGE);
/** The build's list; were it not one, every path would get `app.html` as it is. */
const list = isRoutePreloads(routeList) ? routeList : { paths: {}, patterns: [] };

/** The built pages, for the `app.html` they were built from (the same for this worker's life). */
let built: { from: string; pageOf: (path: string) => string | undefined } | undefined;

/** A signed-in screen's page, or `app.html` itself for any other path (or if it is not cached). */
async function screenPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const cached = await matchPrecache(APP_PAGE);
  if (!cached?.ok) return appPage(options);
  const text = await cached.clone().text();
  if (built?.from !== text) built = { from: text, pageOf: routePagesOf(text, list) };
  const page = built.pageOf(options.url.pathname);
  if (page === undefined) return cached;
  // The headers the server sent with app.html when it was cached: its type and its security headers
  // (the Content-Security-Policy applies to the page the worker answers with), as the server sends
  // with a screen's page; not what describes app.html's own bytes.
  const headers = new Headers(cached.headers);
  for (const name of ['Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges']) headers.delete(name);
  return new Response(page, { status: 200, statusText: cached.statusText, headers });
}

registerRoute(
  new NavigationRoute(screenPage, {
    // API answers are never cached by the service worker: personal data is kept (and wiped) by the
    // app's own IndexedDB cache. A share link's page always comes from the server: its status (404
    // once the link is off) and its no-index, no-store headers are part of it (decision 302).
    denylist: [/^\/api\//, /^\/healthz/, /^\/readyz/, /^\/s\//],
  }),
);
