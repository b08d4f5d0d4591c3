import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router';

/**
 * How long the first render may wait for a signed-in screen's chunks. boot.ts started them long
 * before, so they are normally here already and only their import() has to settle; rendering before
 * that would commit a spinner and hold the screen back by React's Suspense reveal throttle (300 ms).
 */
const FIRST_SCREEN_WAIT_MS = 100;

/** The whole app: every route of docs/product.md §2 under the router. */
export function mountApp(root: Root): void {
  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  };
  const ready = preloadRoute(window.location.pathname);
  if (!ready) return render();
  void ready.then(render, render);
  window.setTimeout(render, FIRST_SCREEN_WAIT_MS);
}
