import { useQueryClient } from '@tanstack/react-query';
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
import { OfflineNothingYet, OfflineStatus } from '../../components/offline-status';
import { isNoAnswer } from '../../lib/offline/online';
import { restoreDeviceCache } from '../../lib/offline/device-cache';
import { clearPersistedCache } from '../../lib/offline/persisted-cache';
import { startWriteQueue } from '../../lib/offline/write-queue';

/**
 * Every signed-in screen renders inside this layout: it reads the user (`GET /api/user`), sends the
 * visitor to /login when that fails or returns nothing, keeps the time zone in sync, and shows the
 * bottom navigation where docs/product.md §2 wants it.
 */
export default function GuardedLayout() {
  const { pathname } = useLocation();
  const query = useCurrentUser();
  const decision = guardDecision({
    hasSession: hasSession(),
    status: query.status,
    user: query.data,
    noAnswer: isNoAnswer(query.error),
    paused: query.fetchStatus === 'paused',
  });
  useTimeZoneSync(query.data);
  useForgetDataWhenSessionEnds();
  useWriteQueue(query.data?.id);
  const noAnswer = decision === 'offline';
  useEffect(() => {
    // No network, or no answer: show what this device kept from the last visit.
    if (noAnswer) void restoreDeviceCache();
  }, [noAnswer]);

  if (decision === 'redirect') return <LoginRedirect invalidSession={query.isSuccess && !query.data} />;
  if (decision === 'wait') return <PageSpinner label="Loading your space" />;
  if (decision === 'offline') {
    return (
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-5 pt-5 outline-none">
        <OfflineNothingYet />
      </main>
    );
  }
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
        {query.data && <OfflineStatus userId={query.data.id} />}
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
    // The server no longer knows this session: forget it and its device cache (the in-memory cache
    // goes as the layout unmounts). Queued writes stay for the same account's next sign-in.
    if (invalidSession) {
      clearSessionId();
      void clearPersistedCache();
    }
  }, [invalidSession]);
  return <Navigate to="/login" replace />;
}

/** Replays the writes queued on this device for this account, now and whenever the network returns. */
function useWriteQueue(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    // After writes reach the server, every read is refreshed: the server decides what they became.
    startWriteQueue(userId, () => void queryClient.invalidateQueries());
  }, [userId, queryClient]);
}
