import { lazy, type ComponentType } from 'react';
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

const QueryLayout = lazyNow(load.QueryLayout);
const GuardedLayout = lazyNow(load.GuardedLayout);

const LandingPage = lazyNow(load.LandingPage);
const PrivacyPolicyPage = lazyNow(load.PrivacyPolicyPage);
const TermsOfUsePage = lazyNow(load.TermsOfUsePage);
const ContactPage = lazyNow(load.ContactPage);
const NotFoundPage = lazyNow(load.NotFoundPage);

const LoginPage = lazyNow(load.LoginPage);
const SignupPage = lazyNow(load.SignupPage);
const ForgotPasswordPage = lazyNow(load.ForgotPasswordPage);
const ResetPasswordPage = lazyNow(load.ResetPasswordPage);

const HomePage = lazyNow(load.HomePage);
const ProgressPage = lazyNow(load.ProgressPage);
const JournalPage = lazyNow(load.JournalPage);
const ProfilePage = lazyNow(load.ProfilePage);
const EditProfilePage = lazyNow(load.EditProfilePage);
const ImportPage = lazyNow(load.ImportPage);
const AccountSecurityPage = lazyNow(load.AccountSecurityPage);
const ReportsPage = lazyNow(load.ReportsPage);
const PrintReportPage = lazyNow(load.PrintReportPage);
const SharePage = lazyNow(load.SharePage);
const ReflectionsPage = lazyNow(load.ReflectionsPage);
const AreasPage = lazyNow(load.AreasPage);
const YourWheelPage = lazyNow(load.YourWheelPage);
const QuickCheckinPage = lazyNow(load.QuickCheckinPage);
const SpotlightPage = lazyNow(load.SpotlightPage);
const TargetsPage = lazyNow(load.TargetsPage);
const WhatMovesPage = lazyNow(load.WhatMovesPage);
const TagsPage = lazyNow(load.TagsPage);
const CalendarPage = lazyNow(load.CalendarPage);
const DayPage = lazyNow(load.DayPage);
const RemindersPage = lazyNow(load.RemindersPage);
const UnsubscribePage = lazyNow(load.UnsubscribePage);
const Who5Page = lazyNow(load.Who5Page);

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
        <Route path="/" element={<LandingPage />} />
        <Route element={<PublicLayout />}>
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/terms-of-use" element={<TermsOfUsePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<QueryLayout />}>
          <Route element={<PublicLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/unsubscribe" element={<UnsubscribePage />} />
          </Route>
          <Route element={<GuardedLayout />}>
            <Route path="/app" element={<HomePage />} />
            <Route path="/progress" element={<ProgressPage />} />
            <Route path="/journal" element={<JournalPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/edit-profile" element={<EditProfilePage />} />
            <Route path="/import" element={<ImportPage />} />
            <Route path="/account-security" element={<AccountSecurityPage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/reports/print" element={<PrintReportPage />} />
            <Route path="/reports/share" element={<SharePage />} />
            <Route path="/reflections" element={<ReflectionsPage />} />
            <Route path="/areas" element={<AreasPage />} />
            <Route path="/your-wheel" element={<YourWheelPage />} />
            <Route path="/quick-checkin" element={<QuickCheckinPage />} />
            <Route path="/spotlight-areas" element={<SpotlightPage />} />
            <Route path="/targets" element={<TargetsPage />} />
            <Route path="/what-moves" element={<WhatMovesPage />} />
            <Route path="/tags" element={<TagsPage />} />
            <Route path="/calendar" element={<CalendarPage />} />
            <Route path="/calendar/:day" element={<DayPage />} />
            <Route path="/reminders" element={<RemindersPage />} />
            <Route path="/who5" element={<Who5Page />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

const GUARDED_PAGES: Record<string, () => Promise<unknown>> = {
  '/app': load.HomePage,
  '/progress': load.ProgressPage,
  '/journal': load.JournalPage,
  '/profile': load.ProfilePage,
  '/edit-profile': load.EditProfilePage,
  '/import': load.ImportPage,
  '/account-security': load.AccountSecurityPage,
  '/reports': load.ReportsPage,
  '/reports/print': load.PrintReportPage,
  '/reports/share': load.SharePage,
  '/reflections': load.ReflectionsPage,
  '/areas': load.AreasPage,
  '/your-wheel': load.YourWheelPage,
  '/quick-checkin': load.QuickCheckinPage,
  '/spotlight-areas': load.SpotlightPage,
  '/targets': load.TargetsPage,
  '/what-moves': load.WhatMovesPage,
  '/tags': load.TagsPage,
  '/calendar': load.CalendarPage,
  '/reminders': load.RemindersPage,
  '/who5': load.Who5Page,
};

/**
 * Starts fetching the chunks the first screen needs all at once. Without it the nested lazy layouts and
 * the page load one after another, each waiting for the one before it to render.
 */
export function preloadRoute(pathname: string): Promise<unknown> | undefined {
  // A calendar day (`/calendar/:day`) too, the one signed-in path with a parameter (decision 319).
  const page = GUARDED_PAGES[pathname] ?? (/^\/calendar\/[^/]+$/.test(pathname) ? load.DayPage : undefined);
  if (!page) return undefined;
  return Promise.all([load.QueryLayout(), load.GuardedLayout(), page()]);
}
