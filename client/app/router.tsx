import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

// Every screen is its own chunk, so the landing page loads only what it shows. The query library comes
// with QueryLayout, which wraps every screen that talks to the API beyond /api/config.
const QueryLayout = lazy(() => import('./layouts/query-layout'));
const GuardedLayout = lazy(() => import('./layouts/guarded-layout'));

const LandingPage = lazy(() => import('../features/landing/landing-page'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/privacy-policy-page'));
const TermsOfUsePage = lazy(() => import('../features/legal/terms-of-use-page'));
const ContactPage = lazy(() => import('../features/legal/contact-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignupPage = lazy(() => import('../features/auth/signup-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));

const HomePage = lazy(() => import('../features/home/home-page'));
const ProgressPage = lazy(() => import('../features/progress/progress-page'));
const JournalPage = lazy(() => import('../features/journal/journal-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const EditProfilePage = lazy(() => import('../features/profile/edit-profile-page'));
const ReportsPage = lazy(() => import('../features/reports/reports-page'));
const ReflectionsPage = lazy(() => import('../features/reflections/reflections-page'));
const AreasPage = lazy(() => import('../features/areas/areas-page'));
const QuickCheckinPage = lazy(() => import('../features/checkin/quick-checkin-page'));
const SpotlightPage = lazy(() => import('../features/checkin/spotlight-page'));

/** Every route of spec §2 (+ /reset-password); any other path is the 404 page. */
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
          </Route>
          <Route element={<GuardedLayout />}>
            <Route path="/app" element={<HomePage />} />
            <Route path="/progress" element={<ProgressPage />} />
            <Route path="/journal" element={<JournalPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/edit-profile" element={<EditProfilePage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/reflections" element={<ReflectionsPage />} />
            <Route path="/areas" element={<AreasPage />} />
            <Route path="/quick-checkin" element={<QuickCheckinPage />} />
            <Route path="/spotlight-areas" element={<SpotlightPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
