import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { activeLocale, withCatalogueGroup } from '../lib/i18n';

// Every screen is its own chunk, so the landing page loads only what it shows. The query library comes
// with QueryLayout, which wraps every screen that talks to the API beyond /api/config. The loaders are
// named so that a route's chunks can also be fetched before React asks for them (preloadRoute). A screen
// whose messages are in a catalogue group (decision 385) fetches them with its chunk, in the active
// language, and renders once both are in; route-preload.ts starts the same requests on a cold start.
const load = remembering({
  QueryLayout: () => import('./layouts/query-layout'),
  GuardedLayout: () => import('./layouts/guarded-layout'),
  // In the app, the landing page's messages follow the app's language (decision 365).
  LandingPage: () =>
    import('../features/landing/landing-messages')
      .then(({ loadLandingMessages }) => loadLandingMessages(activeLocale()))
      .then(() => import('../features/landing/landing-page')),
  PrivacyPolicyPage: () => withCatalogueGroup('later', () => import('../features/legal/privacy-policy-page')),
  TermsOfUsePage: () => withCatalogueGroup('later', () => import('../features/legal/terms-of-use-page')),
  ContactPage: () => withCatalogueGroup('later', () => import('../features/legal/contact-page')),
  NotFoundPage: () => withCatalogueGroup('later', () => import('./not-found-page')),
  LoginPage: () => withCatalogueGroup('account', () => import('../features/auth/login-page')),
  SignupPage: () => withCatalogueGroup('account', () => import('../features/auth/signup-page')),
  ForgotPasswordPage: () =>
    withCatalogueGroup('account', () => import('../features/auth/forgot-password-page')),
  ResetPasswordPage: () =>
    withCatalogueGroup('account', () => import('../features/auth/reset-password-page')),
  HomePage: () => import('../features/home/home-page'),
  ProgressPage: () => withCatalogueGroup('insights', () => import('../features/progress/progress-page')),
  JournalPage: () => withCatalogueGroup('journal', () => import('../features/journal/journal-page')),
  ProfilePage: () => withCatalogueGroup('account', () => import('../features/user/profile-page')),
  EditProfilePage: () => withCatalogueGroup('account', () => import('../features/user/edit-profile-page')),
  ImportPage: () => withCatalogueGroup('insights', () => import('../features/import/import-page')),
  AccountSecurityPage: () =>
    withCatalogueGroup('account', () => import('../features/account/account-security-page')),
  ReportsPage: () => withCatalogueGroup('insights', () => import('../features/reports/reports-page')),
  PrintReportPage: () =>
    withCatalogueGroup('insights', () => import('../features/reports/print-report-page')),
  SharePage: () => withCatalogueGroup('insights', () => import('../features/reports/share-page')),
  ReflectionsPage: () =>
    withCatalogueGroup('insights', () => import('../features/reflections/reflections-page')),
  AreasPage: () => withCatalogueGroup('wheel', () => import('../features/areas/areas-page')),
  YourWheelPage: () => withCatalogueGroup('wheel', () => import('../features/areas/your-wheel-page')),
  QuickCheckinPage: () =>
    withCatalogueGroup('wheel', () => import('../features/checkins/quick-checkin-page')),
  SpotlightPage: () => withCatalogueGroup('wheel', () => import('../features/checkins/spotlight-page')),
  TargetsPage: () => withCatalogueGroup('insights', () => import('../features/targets/targets-page')),
  WhatMovesPage: () => withCatalogueGroup('insights', () => import('../features/insights/what-moves-page')),
  TagsPage: () => withCatalogueGroup('insights', () => import('../features/tags/tags-page')),
  CalendarPage: () => withCatalogueGroup('wheel', () => import('../features/days/calendar-page')),
  DayPage: () => withCatalogueGroup('wheel', () => import('../features/days/day-page')),
  RemindersPage: () => withCatalogueGroup('account', () => import('../features/reminders/reminders-page')),
  UnsubscribePage: () =>
    withCatalogueGroup('account', () => import('../features/reminders/unsubscribe-page')),
  Who5Page: () => withCatalogueGroup('who5', () => import('../features/who5/who5-page')),
});

/** Each loader's screen (or layout) as a component, loaded on its first render (lazyNow). */
const screen = lazyScreens(load);

type ScreenModule = { default: ComponentType };
const loadedModules = new Map<() => Promise<ScreenModule>, ScreenModule>();

/** The same loaders, each remembering its module once it has loaded (for lazyNow). */
function remembering<L extends Record<string, () => Promise<ScreenModule>>>(loaders: L): L {
  const entries = Object.entries(loaders).map(([name, loader]) => {
    const remembered = () =>
      loader().then((module) => {
        loadedModules.set(remembered, module);
        return module;
      });
    return [name, remembered];
  });
  return Object.fromEntries(entries) as L;
}

function lazyScreens<L extends Record<string, () => Promise<ScreenModule>>>(loaders: L) {
  const entries = Object.entries(loaders).map(([name, loader]) => [name, lazyNow(loader)]);
  return Object.fromEntries(entries) as Record<keyof L, LazyExoticComponent<ComponentType>>;
}

/**
 * `lazy`, except that a chunk already loaded (preloadRoute, boot.ts) is handed to React at once.
 * React.lazy otherwise suspends on the first render even then: the fallback spinner is committed and
 * the screen itself is held back by React's Suspense reveal throttle (300 ms) — a third of the offline
 * cold start (decision 151).
 */
function lazyNow<T extends ComponentType>(loader: () => Promise<{ default: T }>) {
  return lazy(() => {
    const module = loadedModules.get(loader) as { default: T } | undefined;
    if (!module) return loader();
    // A thenable that resolves synchronously: React.lazy reads the module in the same render.
    const ready = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return ready as unknown as Promise<{ default: T }>;
  });
}

/** Every route of docs/product.md §2 (+ /reset-password); any other path is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* The landing page has its own header, main and footer landmarks. */}
        <Route path="/" element={<screen.LandingPage />} />
        <Route element={<PublicLayout />}>
          <Route path="/privacy-policy" element={<screen.PrivacyPolicyPage />} />
          <Route path="/contact" element={<screen.ContactPage />} />
          <Route path="/terms-of-use" element={<screen.TermsOfUsePage />} />
          <Route path="*" element={<screen.NotFoundPage />} />
        </Route>
        <Route element={<screen.QueryLayout />}>
          <Route element={<PublicLayout />}>
            <Route path="/login" element={<screen.LoginPage />} />
            <Route path="/signup" element={<screen.SignupPage />} />
            <Route path="/forgot-password" element={<screen.ForgotPasswordPage />} />
            <Route path="/reset-password" element={<screen.ResetPasswordPage />} />
            <Route path="/unsubscribe" element={<screen.UnsubscribePage />} />
          </Route>
          <Route element={<screen.GuardedLayout />}>
            {Object.entries(GUARDED_PAGES).map(([path, name]) => {
              const Page = screen[name];
              return <Route key={path} path={path} element={<Page />} />;
            })}
            <Route path="/calendar/:day" element={<screen.DayPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

/** The signed-in screens by path: their routes, and what preloadRoute fetches for each. */
const GUARDED_PAGES: Record<string, keyof typeof load> = {
  '/app': 'HomePage',
  '/progress': 'ProgressPage',
  '/journal': 'JournalPage',
  '/profile': 'ProfilePage',
  '/edit-profile': 'EditProfilePage',
  '/import': 'ImportPage',
  '/account-security': 'AccountSecurityPage',
  '/reports': 'ReportsPage',
  '/reports/print': 'PrintReportPage',
  '/reports/share': 'SharePage',
  '/reflections': 'ReflectionsPage',
  '/areas': 'AreasPage',
  '/your-wheel': 'YourWheelPage',
  '/quick-checkin': 'QuickCheckinPage',
  '/spotlight-areas': 'SpotlightPage',
  '/targets': 'TargetsPage',
  '/what-moves': 'WhatMovesPage',
  '/tags': 'TagsPage',
  '/calendar': 'CalendarPage',
  '/reminders': 'RemindersPage',
  '/who5': 'Who5Page',
};

/**
 * Starts fetching the chunks the first screen needs all at once. Without it the nested lazy layouts and
 * the page load one after another, each waiting for the one before it to render.
 */
export function preloadRoute(pathname: string): Promise<unknown> | undefined {
  // A calendar day (`/calendar/:day`) too, the one signed-in path with a parameter (decision 319).
  const page = GUARDED_PAGES[pathname] ?? (/^\/calendar\/[^/]+$/.test(pathname) ? 'DayPage' : undefined);
  if (!page) return undefined;
  return Promise.all([load.QueryLayout(), load.GuardedLayout(), load[page]()]);
}
