import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiUser } from '../../../core/schemas/auth';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PagePlaceholder, PageSpinner } from '../../components/ui/spinner';
import { AppHeader } from '../../components/app-header';
import { useCurrentUser } from '../../api/user';
import { useForgetDataWhenSessionEnds } from '../../shared/auth/end-session';
import { hasSession, subscribeSession } from '../../lib/session';
import { useLocaleSync, useTimeZoneSync } from './use-time-zone-sync';
import { BottomNav } from '../bottom-nav';
import { guardDecision, showsBottomNav } from '../guard';
import { SkipLink } from '../../components/skip-link';
import { sheetHistorySettled } from '../../components/ui/close-on-back';
import { OfflineNothingYet, OfflineStatus } from '../../components/offline-status';
import { isNoAnswer, useOnline } from '../../lib/offline/online';
import { restoreDeviceCache, useDeviceCacheRestore } from '../../lib/offline/device-cache';
import { startWriteQueue } from '../../api/http/write-queue';
import { useAppLocked } from '../../lib/app-lock';
import { useIdleLock } from '../app-lock';
import { withCatalogueGroup } from '../../lib/i18n';
import { useLingui } from '@lingui/react/macro';
import { BackRow, mainClasses } from '../../components/loading-frame';

/** Loaded only when the app is locked (decision 316), with its messages (the `later` group, decision 478). */
const LockScreen = lazy(() =>
  withCatalogueGroup('later', () => import('../lock-screen')).then((m) => ({ default: m.LockScreen })),
);

/**
 * Every signed-in screen renders inside this layout: it reads the user (`GET /api/user`), sends the
 * visitor to /login when that fails or returns nothing, keeps the time zone in sync, and shows the
 * bottom navigation where docs/product.md §2 wants it.
 */
export default function GuardedLayout() {
  const { pathname } = useLocation();
  const query = useCurrentUser();
  // A session the server refuses (any 401, api/http/request.ts) is cleared wherever it happens; the screen
  // follows at once to /login, and the cached reads go as this layout unmounts (decision 255).
  const signedIn = useSyncExternalStore(subscribeSession, hasSession, hasSession);
  const decision = guardDecision({
    hasSession: signedIn,
    status: query.status,
    user: query.data,
    noAnswer: isNoAnswer(query.error),
    paused: query.fetchStatus === 'paused',
  });
  useTimeZoneSync(query.data);
  useLocaleSync(query.data);
  useForgetDataWhenSessionEnds();
  useWriteQueue(query.data?.id);
  usePrefetchForOffline(query.data);
  const noAnswer = decision === 'offline';
  const restore = useDeviceCacheRestore();
  // The app lock (decision 272): while locked, no signed-in screen is mounted, only the lock screen.
  const locked = useAppLocked();
  useIdleLock(decision === 'render' && !locked);
  useEffect(() => {
    // No network, or no answer: show what this device kept from the last visit.
    if (noAnswer) void restoreDeviceCache();
  }, [noAnswer]);

  const nav = showsBottomNav(pathname);
  if (decision === 'redirect') return <LoginRedirect />;
  // Still reading what this device kept: not yet a reason to say nothing is kept.
  if (decision === 'wait' || (noAnswer && restore !== 'done'))
    return <LoadingShell nav={nav} home={pathname === '/app'} back={!nav} />;
  if (decision === 'offline') {
    return (
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-5 pt-5 outline-none">
        <OfflineNothingYet />
      </main>
    );
  }
  if (locked)
    return (
      // Nothing of the account while the lock screen loads (decision 272).
      <Suspense fallback={null}>
        <LockScreen />
      </Suspense>
    );
  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className={mainClasses(nav)}>
        {query.data && <OfflineStatus userId={query.data.id} />}
        {/* Until the screen's code is in, its back chevron stays where the frame drew it (decision 515). */}
        <Suspense fallback={<ScreenFallback back={!nav} />}>
          <Outlet />
        </Suspense>
      </main>
      {nav && <BottomNav />}
    </>
  );
}

/**
 * While the user is read: the screen's frame (the header on Home, the navigation where it belongs, the
 * back link's chevron on a screen without it — `back`, decision 515) with placeholders in the room of its
 * content, never a blank page with one spinner (decision 262). The page's first paint is the same frame
 * without words (`app/first-paint.tsx`, decision 495).
 */
export function LoadingShell({ nav, home, back = false }: { nav: boolean; home: boolean; back?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <main id="main" tabIndex={-1} className={mainClasses(nav)}>
        {home && <AppHeader />}
        {back && <BackRow />}
        <PagePlaceholder label={t`Loading your space`} />
      </main>
      {nav && <BottomNav />}
    </>
  );
}

/** A screen whose code is still loading: its placeholders, below its back chevron where it has one. */
function ScreenFallback({ back }: { back: boolean }) {
  return (
    <>
      {back && <BackRow />}
      <PageSpinner />
    </>
  );
}

/**
 * To /login — once an open sheet that closes with this screen has removed its history entry
 * (components/ui/close-on-back.ts): its Back, landing after the redirect, would return to this page.
 */
function LoginRedirect() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void sheetHistorySettled().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? <Navigate to="/login" replace /> : null;
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

/**
 * Once the first screen is up, how long before the main screens' reads are fetched for offline use.
 * Past the first visit's load (decision 473): at 2 s the prefetch's modules, reads, parses and
 * cache writes ran while a slow phone was still drawing the screen and its reports, in the
 * page's first seconds.
 */
const PREFETCH_DELAY_MS = 8000;
let prefetchedFor: string | undefined;

/**
 * When the app is idle and online, the reads of the main screens are fetched once per page, so the
 * device keeps them for a start without a network (decision 152). The module loads only then.
 */
function usePrefetchForOffline(user: ApiUser | null | undefined): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const latestUser = useRef(user);
  latestUser.current = user;
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !online || prefetchedFor === userId) return;
    let cancelled = false;
    let idle: number | undefined;
    const run = () => {
      const current = latestUser.current;
      if (cancelled || !current || current.id !== userId) return;
      void import('../prefetch-for-offline')
        .then(({ prefetchForOffline }) => (cancelled ? undefined : prefetchForOffline(queryClient, current)))
        .then(() => {
          if (!cancelled && online) prefetchedFor = userId;
        })
        .catch(() => undefined);
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, PREFETCH_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [userId, online, queryClient]);
}
