import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import type { AuthRedirectState } from '@/lib/auth';
import { fakeServer, ok, renderApp, testUser } from '@/test/render';

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

function signedIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeServer((config) => (config.url === '/users/profile' ? ok(testUser) : { status: 404 }));
}

function authPending() {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeServer(() => new Promise(() => {}));
}

describe('signed-in guard', () => {
  it("shows 'Authenticating...' while the session loads", async () => {
    authPending();
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Authenticating...');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a guest to /login and remembers where they were going', async () => {
    const { router } = renderApp('/saved-jobs?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const state = router.state.location.state as AuthRedirectState;
    expect(state.from).toEqual({ pathname: '/saved-jobs', search: '?page=2', hash: '' });
  });

  it('shows the page to a signed-in user', async () => {
    signedIn();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(server?.requests[0]?.headers.Authorization).toBe('Bearer valid-token');
  });

  it('keeps a remembered session whose access token expired: one refresh, then the page', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired-token');
    server = fakeServer((config) => {
      if (config.url === '/users/refresh') return ok({ token: 'fresh-token', refreshToken: 'cookie', user: testUser });
      // The fresh token opens every page's requests (the dashboard asks for stats and activity too).
      if (config.headers.Authorization === 'Bearer fresh-token') return ok(config.url === '/users/profile' ? testUser : []);
      return { status: 401, data: { success: false, status: 401, message: 'Expired.', code: 'UNAUTHORIZED' } };
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
    expect(server.requests.filter((r) => r.url === '/users/refresh')).toHaveLength(1);
  });

  it('signs out and redirects when the stored token no longer fetches a user', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired-token');
    server = fakeServer(() => ({
      status: 401,
      data: { success: false, status: 401, message: 'Session expired.', code: 'UNAUTHORIZED' },
    }));
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('also treats a network failure at start as signed out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
    server = fakeServer(() => ({ status: 503, data: { success: false, status: 503, message: 'Down', code: 'SERVICE_UNAVAILABLE' } }));
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('after logging out', () => {
  it('a members page that is visited later still sends the guest to /login', async () => {
    const user = userEvent.setup();
    signedIn();
    const { router } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('guest-only guard', () => {
  it("shows 'Loading...' while the session loads", async () => {
    authPending();
    renderApp('/register');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows the page to a guest', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', async () => {
    signedIn();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a user who just signed in back to the page they came from', async () => {
    signedIn();
    const state: AuthRedirectState = { from: { pathname: '/saved-jobs', search: '', hash: '' } };
    const { router } = renderApp('/login', { state });
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-jobs'));
  });
});
