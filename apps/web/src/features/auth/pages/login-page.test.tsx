import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthRedirectState } from '@/lib/auth';
import { AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/lib/auth-token';
import { authAnswer, bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

function api(routes: FakeRoutes = {}) {
  routes['GET /users/profile'] ??= ok(testUser);
  server = fakeApi(routes);
  return server;
}

async function openLogin(state?: AuthRedirectState) {
  const view = renderApp('/login', { state });
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  const form = screen.getByRole('form', { name: 'Sign in' });
  return {
    ...view,
    form,
    email: within(form).getByLabelText('Email'),
    password: within(form).getByLabelText('Password'),
    remember: within(form).getByRole('checkbox', { name: 'Remember me' }),
    submit: within(form).getByRole('button', { name: 'Sign In' }),
  };
}

describe('login page', () => {
  it('has email, password with show/hide, remember me, the forgot and sign-up links and the 25,000+ claim', async () => {
    const user = userEvent.setup();
    const page = await openLogin();
    expect(page.email).toHaveAttribute('type', 'email');
    expect(page.password).toHaveAttribute('type', 'password');
    expect(page.remember).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('25,000+ professionals')).toBeInTheDocument();

    await user.type(page.password, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(page.password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(page.password).toHaveAttribute('type', 'password');
  });

  it("says 'Please fill in all fields.' and sends nothing when a field is empty", async () => {
    const user = userEvent.setup();
    const { requests } = api();
    const page = await openLogin();
    await user.click(page.submit);
    expect(await screen.findAllByText('Please fill in all fields.')).toHaveLength(2);
    expect(page.email).toHaveAttribute('aria-invalid', 'true');
    expect(page.email).toHaveFocus();

    await user.type(page.email, 'asha@example.in');
    await user.click(page.submit);
    await waitFor(() => expect(page.email).not.toHaveAttribute('aria-invalid'));
    expect(page.password).toHaveAttribute('aria-invalid', 'true');
    expect(page.password).toHaveAccessibleDescription('Please fill in all fields.');
    expect(requests).toHaveLength(0);
  });

  it('signs in: token in sessionStorage without remember me, welcome toast, then /dashboard', async () => {
    const user = userEvent.setup();
    const { requests } = api({ 'POST /users/login': ok(authAnswer()) });
    const page = await openLogin();
    await user.type(page.email, '  Asha@Example.in ');
    await user.type(page.password, 'Secret123');
    await user.click(page.submit);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
    const login = requests.find((r) => r.url === '/users/login');
    expect(bodyOf(login)).toEqual({ email: 'Asha@Example.in', password: 'Secret123', rememberMe: false });
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('access-token-1');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    // The refresh token travels as an HttpOnly cookie, never in web storage.
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    // The user is fetched again after sign-in, with the new token.
    const profile = requests.find((r) => r.url === '/users/profile');
    expect(profile?.headers.Authorization).toBe('Bearer access-token-1');
    expect(await within(toastRegion()).findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('AV');
  });

  it('keeps the token in localStorage with remember me', async () => {
    const user = userEvent.setup();
    const { requests } = api({ 'POST /users/login': ok(authAnswer()) });
    const page = await openLogin();
    await user.type(page.email, 'asha@example.in');
    await user.type(page.password, 'Secret123');
    await user.click(page.remember);
    await user.click(page.submit);

    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
    expect(bodyOf(requests.find((r) => r.url === '/users/login'))).toMatchObject({ rememberMe: true });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('access-token-1');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('returns to the page the guest was sent from, not /dashboard', async () => {
    const user = userEvent.setup();
    api({ 'POST /users/login': ok(authAnswer()) });
    const { router } = renderApp('/settings?tab=security');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'asha@example.in');
    await user.type(within(form).getByLabelText('Password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails, and the page's words when there is none", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = { 'POST /users/login': failure(401, 'UNAUTHORIZED', 'Invalid email or password.') };
    api(routes);
    const page = await openLogin();
    await user.type(page.email, 'asha@example.in');
    await user.type(page.password, 'wrong-password');
    await user.click(page.submit);
    expect(await within(toastRegion()).findByText('Invalid email or password.')).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    routes['POST /users/login'] = failure(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 60 seconds.');
    await user.click(page.submit);
    expect(await within(toastRegion()).findByText('Too many attempts. Please try again in 60 seconds.')).toBeInTheDocument();

    routes['POST /users/login'] = { status: 502, data: '<h1>Bad gateway</h1>' };
    await user.click(page.submit);
    expect(await within(toastRegion()).findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('sends an unverified account to the code page with the email, type login and where to go next', async () => {
    const user = userEvent.setup();
    api({
      'POST /users/login': failure(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address.', {
        email: 'asha@example.in',
      }),
    });
    const page = await openLogin({ from: { pathname: '/saved-jobs', search: '', hash: '' } });
    await user.type(page.email, 'asha@example.in');
    await user.type(page.password, 'Secret123');
    await user.click(page.remember);
    await user.click(page.submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Login' })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/otp-verification');
    expect(page.router.state.location.state).toEqual({
      email: 'asha@example.in',
      type: 'login',
      redirectTo: '/saved-jobs',
      rememberMe: true,
    });
  });
});
