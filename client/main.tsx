import './lib/zod-under-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchPendingSignOuts } from './api/auth.pending-sign-out';
import { registerServiceWorker } from './lib/offline/service-worker';
import { hasSession, ignoreSessionOnThisPage } from './lib/session';
import { initialLocale } from './lib/locale-choice';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const { pathname } = window.location;
// A share link's page (decision 302) stands alone: no router, no service worker, no pending sign-outs,
// and no session — the shared components it uses live in the signed-in chunk, whose Home reads start
// with the session when it loads, so the session itself is off for this page.
const sharedToken = /^\/s\/([^/]+)$/.exec(pathname)?.[1];
if (sharedToken !== undefined) ignoreSessionOnThisPage();

// A signed-in visitor has nothing to do on the landing page: straight to their home screen (decision 102).
if (pathname === '/' && hasSession()) window.history.replaceState(null, '', '/app');
// A signed-in screen's reads and chunks (decision 101). On app.html — every path but `/` — boot.ts has
// already run as a script of its own, ahead of this one, and this only finds it loaded (decision 185).
if (window.location.pathname !== '/' && sharedToken === undefined) void import('./boot');

// The landing page is the first thing most people load, often on a phone: it renders on its own, and
// the router with every other screen is fetched only for other paths (decision 030). Its code is a
// chunk of its own that index.html announces, so no other page loads it (decision 451). Its messages
// need no Lingui run time, and English is in that chunk (decision 365); any other language is one more.
if (window.location.pathname === '/') {
  void Promise.all([
    import('./features/landing/landing-page'),
    import('./features/landing/landing-messages').then(({ loadLandingMessages }) =>
      loadLandingMessages(initialLocale()),
    ),
  ]).then(([{ default: LandingPage }]) =>
    root.render(
      <StrictMode>
        <LandingPage />
      </StrictMode>,
    ),
  );
} else {
  // The app, or a share link's report (decision 451: their start is not in the entry).
  void import('./app-start').then(({ startApp }) => startApp(root, sharedToken));
}

// After the page has loaded: the service worker (offline use, installable app) and any sign-out that
// happened without a network and still has to reach the server.
if (sharedToken === undefined) {
  registerServiceWorker();
  watchPendingSignOuts();
}
