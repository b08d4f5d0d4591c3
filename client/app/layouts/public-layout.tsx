import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { SkipLink } from '../../components/skip-link';
import { mainClasses } from '../../components/loading-frame';

/** Public screens: one phone-width column, centred on wide screens, no bottom navigation. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className={mainClasses(false)}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
