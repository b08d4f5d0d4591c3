import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from './features/landing/landing-page';
import { loadLandingMessages } from './features/landing/landing-messages';
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
// the router with every other screen is fetched only for other paths (decision 030). Its messages need
// no Lingui run time, and English is already here (decision 365); any other language is one chunk.
if (window.location.pathname === '/') {
  void loadLandingMessages(initialLocale()).then(() =>
    root.render(
      <StrictMode>
        <LandingPage />
      </StrictMode>,
    ),
  );
} else {
  // Only the active language's messages load, a chunk of their own, alongside the page's (decision
  // 360). On app.html boot.ts has already loaded the i18n module and started them.
  // A share link's report draws on the insights group's messages too (decision 385), fetched alongside.
  const messagesReady = import('./lib/i18n').then(({ activateLocale, loadCatalogueGroup }) =>
    Promise.all([
      activateLocale(initialLocale()),
      sharedToken === undefined ? undefined : loadCatalogueGroup('insights'),
    ]),
  );
  if (sharedToken !== undefined) {
    void Promise.all([
      import('./features/reports/shared-report-page'),
      import('@lingui/react'),
      import('./lib/i18n'),
      messagesReady,
    ]).then(([{ default: SharedReportPage }, { I18nProvider }, { i18n }]) =>
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <SharedReportPage token={sharedToken} />
          </I18nProvider>
        </StrictMode>,
      ),
    );
  } else {
    void Promise.all([import('./app-entry'), messagesReady]).then(([{ mountApp }]) => mountApp(root));
  }
}

// After the page has loaded: the service worker (offline use, installable app) and any sign-out that
// happened without a network and still has to reach the server.
if (sharedToken === undefined) {
  registerServiceWorker();
  watchPendingSignOuts();
}
