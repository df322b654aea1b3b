import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { jobDetailPattern, paths } from '@/lib/routes';
import { GuestOnly, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { ComingSoonPage } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/** Route-level code splitting: a page's code loads when its route is first visited. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

/** Screens of SPEC §2 that later issues build; the route, its guard and its title exist now. */
function comingSoon(path: string, title: string, description: string): RouteObject {
  return { path, element: <ComingSoonPage title={title} description={description} /> };
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
          comingSoon(paths.pricing, 'Pricing', 'Our Free and Premium plans will be listed here soon.'),
          { path: paths.about, lazy: page(() => import('@/features/site/pages/about-page'), 'AboutPage') },
          { path: paths.contact, lazy: page(() => import('@/features/site/pages/contact-page'), 'ContactPage') },
          { path: paths.privacy, lazy: page(() => import('@/features/site/pages/privacy-page'), 'PrivacyPage') },
          { path: paths.terms, lazy: page(() => import('@/features/site/pages/terms-page'), 'TermsPage') },
          { path: paths.help, lazy: page(() => import('@/features/site/pages/help-page'), 'HelpPage') },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        element: <GuestOnly />,
        children: [
          {
            element: <SiteLayout />,
            children: [
              comingSoon(paths.login, 'Sign In', 'Signing in to your account is coming soon.'),
              comingSoon(paths.register, 'Sign Up', 'Creating an account is coming soon.'),
              comingSoon(paths.otpVerification, 'Verify Your Email', 'Email code verification is coming soon.'),
              comingSoon(paths.forgotPassword, 'Forgot Password', 'Password reset requests are coming soon.'),
              comingSoon(paths.resetPassword, 'Reset Password', 'Choosing a new password is coming soon.'),
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
              comingSoon(paths.profileSetup, 'Profile Setup', 'The profile setup wizard is coming soon.'),
              comingSoon(paths.profile, 'Profile', 'Your profile page is coming soon.'),
              comingSoon(paths.dashboard, 'Dashboard', 'Your dashboard is coming soon.'),
              comingSoon(paths.savedJobs, 'Saved Jobs', 'Your saved jobs list is coming soon.'),
              comingSoon(paths.settings, 'Settings', 'Account settings are coming soon.'),
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
