import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { jobDetailPattern, paths } from '@/lib/routes';
import { GuestOnly, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { RouteErrorPage } from './pages/route-error-page';

/** Route-level code splitting: a page's code loads when its route is first visited. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

function BlankFallback() {
  return <div className="min-h-dvh bg-background" />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: BlankFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, lazy: page(() => import('@/features/landing/pages/landing-page'), 'LandingPage') },
          { path: paths.jobs, lazy: page(() => import('@/features/jobs/pages/jobs-page'), 'JobsPage') },
          {
            path: jobDetailPattern,
            lazy: page(() => import('@/features/jobs/pages/job-detail-page'), 'JobDetailPage'),
          },
          { path: paths.pricing, lazy: page(() => import('@/features/pricing/pages/pricing-page'), 'PricingPage') },
          { path: paths.about, lazy: page(() => import('@/features/site/pages/about-page'), 'AboutPage') },
          { path: paths.contact, lazy: page(() => import('@/features/site/pages/contact-page'), 'ContactPage') },
          { path: paths.privacy, lazy: page(() => import('@/features/site/pages/privacy-page'), 'PrivacyPage') },
          { path: paths.terms, lazy: page(() => import('@/features/site/pages/terms-page'), 'TermsPage') },
          { path: paths.help, lazy: page(() => import('@/features/site/pages/help-page'), 'HelpPage') },
          { path: '*', lazy: page(() => import('./pages/not-found-page'), 'NotFoundPage') },
        ],
      },
      {
        element: <GuestOnly />,
        children: [
          {
            element: <SiteLayout />,
            children: [
              { path: paths.login, lazy: page(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
              {
                path: paths.register,
                lazy: page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
              },
              {
                path: paths.otpVerification,
                lazy: page(() => import('@/features/auth/pages/otp-verification-page'), 'OtpVerificationPage'),
              },
              {
                path: paths.forgotPassword,
                lazy: page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
              },
              {
                path: paths.resetPassword,
                lazy: page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SiteLayout />,
            children: [
              {
                path: paths.profileSetup,
                lazy: page(() => import('@/features/profile-setup/pages/profile-setup-page'), 'ProfileSetupPage'),
              },
              { path: paths.profile, lazy: page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage') },
              {
                path: paths.dashboard,
                lazy: page(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
              },
              {
                path: paths.savedJobs,
                lazy: page(() => import('@/features/saved-jobs/pages/saved-jobs-page'), 'SavedJobsPage'),
              },
              {
                path: paths.applications,
                lazy: page(() => import('@/features/applications/pages/applications-page'), 'ApplicationsPage'),
              },
              {
                path: paths.savedSearches,
                lazy: page(() => import('@/features/saved-searches/pages/saved-searches-page'), 'SavedSearchesPage'),
              },
              {
                path: paths.settings,
                lazy: page(() => import('@/features/settings/pages/settings-page'), 'SettingsPage'),
              },
              {
                // The operations console (docs/product/console.md#the-console): its own routes load with it.
                path: `${paths.console}/*`,
                lazy: page(() => import('@/features/admin/console-entry'), 'ConsoleEntry'),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
