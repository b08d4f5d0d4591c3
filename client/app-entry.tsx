import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from './lib/i18n';
import { firstReadsReady } from './app/route-preload';
import { AppRoutes, preloadRoute } from './app/router';

/**
 * How long the first render may wait for a signed-in screen's chunks. boot.ts started them long
 * before, so they are normally here already and only their import() has to settle; rendering before
 * that would commit a spinner and hold the screen back by React's Suspense reveal throttle (300 ms).
 */
const FIRST_SCREEN_WAIT_MS = 100;

/** The whole app: every route of docs/product.md §2 under the router. */
export function mountApp(root: Root): void {
  const { pathname } = window.location;
  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    // In a transition: React renders the whole first screen once, in slices, letting the browser
    // paint and handle input in between (decision 104).
    startTransition(() => {
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </I18nProvider>
        </StrictMode>,
      );
    });
  };
  const chunks = preloadRoute(pathname);
  // On /app, first wait (about a second at most) for the reads boot.ts started, then for the screen's
  // chunks (at most FIRST_SCREEN_WAIT_MS more), so the first render is the finished screen.
  void firstReadsReady(pathname).then(() => {
    if (!chunks) return render();
    void chunks.then(render, render);
    window.setTimeout(render, FIRST_SCREEN_WAIT_MS);
  });
}
