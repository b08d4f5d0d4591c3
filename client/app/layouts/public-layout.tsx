import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { SkipLink } from '../../components/skip-link';

/** Public screens: one phone-width column, centred on wide screens, no bottom navigation. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-5 pt-5 pb-10 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
