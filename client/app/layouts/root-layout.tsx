import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { Toaster } from '../../components/ui/toast';
import { ErrorBoundary } from '../error-boundary';
import { showsBottomNav } from '../guard';

/** The root of every route: error boundary, scroll to top on a new screen, the toaster. */
export function RootLayout() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      {/* Keyed by path so that moving to another screen clears a shown error. */}
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <Toaster aboveBottomNav={showsBottomNav(pathname)} />
    </>
  );
}
