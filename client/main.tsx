import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadGuardedRoute } from './app/route-preload';
import LandingPage from './features/landing/landing-page';
import { startEarlyReads } from './lib/early-reads';
import { hasSession } from './lib/session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// A signed-in visitor has nothing to do on the landing page: straight to their home screen (issue 15).
if (window.location.pathname === '/' && hasSession()) window.history.replaceState(null, '', '/app');

// The landing page is the first thing most people load, often on a phone: it renders on its own, and
// the router with every other screen is fetched only for other paths (decision 030).
if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
} else {
  // A signed-in screen: its first API reads and its chunks start now, in parallel with the router,
  // instead of one after another (decision 101).
  const { pathname } = window.location;
  startEarlyReads(pathname, preloadGuardedRoute(pathname));
  void import('./app-entry').then(({ mountApp }) => mountApp(root));
}
