import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/current-user';
import { useForgetDataWhenSessionEnds } from '../../lib/end-session';
import { clearSessionId, hasSession } from '../../lib/session';
import { useTimeZoneSync } from '../../lib/use-time-zone-sync';
import { BottomNav } from '../bottom-nav';
import { guardDecision, showsBottomNav } from '../guard';
import { SkipLink } from '../../components/skip-link';

/**
 * Every signed-in screen renders inside this layout: it reads the user (`GET /api/user`), sends the
 * visitor to /login when that fails or returns nothing, keeps the time zone in sync, and shows the
 * bottom navigation where spec §2 wants it.
 */
export default function GuardedLayout() {
  const { pathname } = useLocation();
  const query = useCurrentUser();
  const decision = guardDecision({ hasSession: hasSession(), status: query.status, user: query.data });
  useTimeZoneSync(query.data);
  useForgetDataWhenSessionEnds();

  if (decision === 'redirect') return <LoginRedirect invalidSession={query.isSuccess && !query.data} />;
  if (decision === 'wait') return <PageSpinner label="Loading your space" />;
  const nav = showsBottomNav(pathname);
  return (
    <>
      <SkipLink />
      <main
        id="main"
        tabIndex={-1}
        className={
          nav
            ? // Wide screens: room for the navigation rail on the left and a wider column (issue 15).
              'mx-auto w-full max-w-md px-5 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none lg:max-w-5xl lg:pt-8 lg:pb-12 lg:pl-36'
            : 'mx-auto w-full max-w-md px-5 pt-5 pb-10 outline-none'
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {nav && <BottomNav />}
    </>
  );
}

function LoginRedirect({ invalidSession }: { invalidSession: boolean }) {
  useEffect(() => {
    // The server no longer knows this session: forget it (the cache goes as the layout unmounts).
    if (invalidSession) clearSessionId();
  }, [invalidSession]);
  return <Navigate to="/login" replace />;
}
