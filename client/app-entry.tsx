import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { firstReadsReady } from './app/route-preload';
import { AppRoutes, preloadRoute } from './app/router';

/** The whole app: every route of spec §2 under the router. */
export function mountApp(root: Root): void {
  const { pathname } = window.location;
  preloadRoute(pathname);
  // On /app, wait (about a second at most) for the first reads boot.ts started, then render in a
  // transition: React renders the whole first screen once, in slices, letting the browser paint and
  // handle input in between, rather than a spinner and then long synchronous re-renders (decision 104).
  void firstReadsReady(pathname).then(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
      );
    });
  });
}
