import { loadCatalogueGroup, type CatalogueGroup } from '../lib/i18n';

/**
 * Starts downloading a signed-in screen's chunks from `main.tsx`, at the same time as the router
 * itself (`app-entry`), rather than after it: the chunk chain main → app-entry → layouts → page was
 * the first part of the /app cold-start waterfall (decision 101). Vite preloads each chunk's
 * own imports alongside. The same modules are imported by `app/router.tsx`, so nothing loads twice.
 * A path missing here still works; it only loads a little later.
 */
const GUARDED_PAGES: Record<string, () => Promise<unknown>> = {
  '/app': () => import('../features/home/home-page'),
  '/progress': () => import('../features/progress/progress-page'),
  '/journal': () => import('../features/journal/journal-page'),
  '/profile': () => import('../features/user/profile-page'),
  '/edit-profile': () => import('../features/user/edit-profile-page'),
  '/reports': () => import('../features/reports/reports-page'),
  '/reports/print': () => import('../features/reports/print-report-page'),
  '/reports/share': () => import('../features/reports/share-page'),
  '/reflections': () => import('../features/reflections/reflections-page'),
  '/areas': () => import('../features/areas/areas-page'),
  '/your-wheel': () => import('../features/areas/your-wheel-page'),
  '/quick-checkin': () => import('../features/checkins/quick-checkin-page'),
  '/spotlight-areas': () => import('../features/checkins/spotlight-page'),
  '/calendar': () => import('../features/days/calendar-page'),
  '/import': () => import('../features/import/import-page'),
  '/account-security': () => import('../features/account/account-security-page'),
  '/targets': () => import('../features/targets/targets-page'),
  '/what-moves': () => import('../features/insights/what-moves-page'),
  '/tags': () => import('../features/tags/tags-page'),
  '/reminders': () => import('../features/reminders/reminders-page'),
  '/who5': () => import('../features/who5/who5-page'),
};

/**
 * The catalogue group a screen's messages are in (decisions 385, 450): fetched with its chunk, in the
 * language being activated, so it adds no round trip after it. The router awaits the same request.
 */
const CATALOGUE_GROUPS: Record<string, CatalogueGroup> = {
  '/profile': 'account',
  '/edit-profile': 'account',
  '/account-security': 'account',
  '/reminders': 'account',
  '/who5': 'who5',
  '/journal': 'journal',
  '/progress': 'insights',
  '/reports': 'insights',
  '/reports/print': 'insights',
  '/reports/share': 'insights',
  '/reflections': 'insights',
  '/import': 'insights',
  '/targets': 'insights',
  '/what-moves': 'insights',
  '/tags': 'insights',
  '/areas': 'wheel',
  '/your-wheel': 'wheel',
  '/quick-checkin': 'wheel',
  '/spotlight-areas': 'wheel',
  '/calendar': 'wheel',
};

/**
 * Reads a screen waits for before the app's first render, so it renders once, with its data, in one
 * transition (decision 104). Each module starts its reads when it is evaluated.
 */
const FIRST_READS: Record<string, () => Promise<void>> = {
  '/app': () => import('../features/home/home-reads').then((m) => m.homeReadsReady),
};

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Settles when the first reads of a path are in (at most about a second); at once for other paths. */
export function firstReadsReady(pathname: string): Promise<void> {
  const reads = FIRST_READS[trimmed(pathname)];
  // A chunk that fails to load is the page's problem to show, not a reason never to render.
  return reads ? reads().catch(() => {}) : Promise.resolve();
}

/**
 * A day of the calendar (`/calendar/:day`, the one signed-in path with a parameter): without it here
 * its chunks and its day's read waited for the router (decision 319).
 */
const DAY_PATH = /^\/calendar\/[^/]+$/;
const dayPage = () => import('../features/days/day-page');

function pageOf(path: string): (() => Promise<unknown>) | undefined {
  if (Object.hasOwn(GUARDED_PAGES, path)) return GUARDED_PAGES[path];
  return DAY_PATH.test(path) ? dayPage : undefined;
}

/**
 * The signed-out screens of app.html whose messages are a group's (decisions 450, 478): boot.ts starts the
 * group with the page, before the router asks for it with the screen's chunk.
 */
const SIGNED_OUT_GROUPS: Record<string, CatalogueGroup> = {
  '/login': 'account',
  '/signup': 'account',
  '/forgot-password': 'account',
  '/reset-password': 'account',
  '/unsubscribe': 'account',
  // The legal pages' messages are in the group of the parts no first screen shows (decision 478).
  '/privacy-policy': 'later',
  '/terms-of-use': 'later',
  '/contact': 'later',
};

/** Starts the catalogue group of a signed-out screen (sign-in, sign-up …), if the path is one. */
export function preloadSignedOutMessages(pathname: string): void {
  const path = trimmed(pathname);
  if (!Object.hasOwn(SIGNED_OUT_GROUPS, path)) return;
  loadCatalogueGroup(SIGNED_OUT_GROUPS[path]!).catch(() => {});
}

/** Whether a path is one of the signed-in screens (after trimming a trailing slash). */
export function isGuardedPath(pathname: string): boolean {
  return pageOf(trimmed(pathname)) !== undefined;
}

/** Starts the layouts and the page of a signed-in path; returns whether the path is one. */
export function preloadGuardedRoute(pathname: string): boolean {
  const path = trimmed(pathname);
  const page = pageOf(path);
  if (!page) return false;
  void import('./layouts/query-layout');
  void import('./layouts/guarded-layout');
  void page();
  const group = DAY_PATH.test(path) ? 'wheel' : CATALOGUE_GROUPS[path];
  if (group) loadCatalogueGroup(group).catch(() => {});
  void firstReadsReady(path);
  return true;
}
