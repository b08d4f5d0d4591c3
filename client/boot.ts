import { preloadGuardedRoute } from './app/route-preload';
import { startEarlyReads } from './lib/early-reads';
import { hasSession } from './lib/session';

/**
 * main.tsx's first import, so it runs before React and the landing page are evaluated: it starts a
 * signed-in screen's API reads and chunks as early as the entry script allows (decision 101). It
 * renders nothing.
 */

// A signed-in visitor has nothing to do on the landing page: straight to their home screen (issue 15).
if (window.location.pathname === '/' && hasSession()) window.history.replaceState(null, '', '/app');

const { pathname } = window.location;
if (pathname !== '/') startEarlyReads(pathname, preloadGuardedRoute(pathname));
