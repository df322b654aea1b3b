import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { paths } from '@/lib/routes';
import { fakeServer, ok, renderApp, testUser } from '@/test/render';

describe('every route of the route table', () => {
  it.each([
    [paths.jobs, 'Jobs'],
    [paths.pricing, 'Pricing'],
    [paths.about, 'About Pathway'],
    [paths.contact, 'Contact us'],
    [paths.privacy, 'Privacy Policy'],
    [paths.terms, 'Terms of Service'],
    [paths.help, 'How can we help?'],
    [paths.login, 'Sign In'],
    [paths.register, 'Sign Up'],
    [paths.otpVerification, 'Complete Registration', { email: 'asha@example.in', type: 'register' }],
    [paths.forgotPassword, 'Forgot Password'],
    [`${paths.resetPassword}?token=reset-token`, 'Reset Password'],
  ])('%s has one h1 for a guest', async (path, heading, state?: unknown) => {
    renderApp(path, { state });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/— Pathway$/);
  });

  it.each([
    [paths.profileSetup, 'Profile Setup'],
    [paths.profile, 'Profile'],
    [paths.dashboard, 'Dashboard'],
    [paths.savedJobs, 'Saved Jobs'],
    [paths.applications, 'Applications'],
    [paths.settings, 'Settings'],
  ])('%s has one h1 for a signed-in user', async (path, heading) => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
    const server = fakeServer(() => ok(testUser));
    try {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${heading} — Pathway`);
    } finally {
      server.restore();
    }
  });
});
