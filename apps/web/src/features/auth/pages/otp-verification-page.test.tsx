import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import {
  authAnswer,
  bodyOf,
  failure,
  fakeApi,
  type FakeRoutes,
  ok,
  renderApp,
  testUser,
  toastRegion,
} from '@/test/render';
import type { OtpVerificationState } from '../auth-forms';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  vi.useRealTimers();
});

const registerState: OtpVerificationState = { email: 'asha@example.in', type: 'register', redirectTo: '/profile-setup' };

async function openOtp(state: unknown, routes: FakeRoutes = {}, title = 'Complete Registration') {
  server = fakeApi(routes);
  const view = renderApp('/otp-verification', { state });
  await screen.findByRole('heading', { level: 1, name: title });
  const group = screen.getByRole('group', { name: 'Verification code' });
  const boxes = within(group).getAllByRole('textbox');
  return { ...view, group, boxes, verify: screen.getByRole('button', { name: 'Verify' }) };
}

const valueOf = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

describe('otp verification page', () => {
  it("without an email shows 'Missing Information' and goes to /login", async () => {
    const { router } = renderApp('/otp-verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(within(toastRegion()).getByText('Missing Information')).toBeInTheDocument();
  });

  it.each([
    ['register', 'Complete Registration'],
    ['forgot-password', 'Verify Email'],
    ['login', 'Verify Your Login'],
    [undefined, 'Verify Your Login'],
  ])('titles a %s code %s', async (type, title) => {
    await openOtp({ email: 'asha@example.in', type }, {}, title);
    // The title is set in an effect; on a loaded machine it may land a tick after the heading.
    await waitFor(() => expect(document.title).toBe(`${title} — Pathway`));
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
  });

  it('has 6 labelled boxes that take digits only, move on, go back on Backspace and fill on paste', async () => {
    const user = userEvent.setup();
    const { boxes } = await openOtp(registerState);
    expect(boxes).toHaveLength(6);
    boxes.forEach((box, index) => expect(box).toHaveAccessibleName(`Digit ${index + 1} of 6`));
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');

    await user.keyboard('1a2');
    expect(valueOf(boxes)).toBe('12');
    expect(boxes[2]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(valueOf(boxes)).toBe('1');

    await user.click(boxes[3]!);
    await user.paste('Code: 987 654');
    expect(valueOf(boxes)).toBe('987654');
    expect(boxes[5]).toHaveFocus();
  });

  it("refuses an incomplete code with 'Invalid OTP' and sends nothing", async () => {
    const user = userEvent.setup();
    const { boxes, verify } = await openOtp(registerState);
    await user.keyboard('123');
    await user.click(verify);
    const toasts = within(toastRegion());
    expect(await toasts.findByText('Invalid OTP')).toBeInTheDocument();
    expect(toasts.getByText('Please enter the complete 6-digit code.')).toBeInTheDocument();
    expect(boxes[3]).toHaveFocus();
    expect(server?.requests).toHaveLength(0);
  });

  it("shows the server's message for a wrong code and clears the boxes", async () => {
    const user = userEvent.setup();
    const { boxes, verify } = await openOtp(registerState, {
      'POST /users/verify-otp': failure(400, 'INVALID_OTP', 'That code is not right. 4 tries left.'),
    });
    await user.keyboard('111111');
    await user.click(verify);
    expect(await within(toastRegion()).findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    expect(valueOf(boxes)).toBe('');
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to the page's words when the failure has no message", async () => {
    const user = userEvent.setup();
    const { verify } = await openOtp(registerState, { 'POST /users/verify-otp': { status: 500, data: {} } });
    await user.keyboard('111111');
    await user.click(verify);
    expect(
      await within(toastRegion()).findByText('The code you entered is incorrect. Please try again.'),
    ).toBeInTheDocument();
  });

  it('register: stores the token, fetches the user and goes to /profile-setup', async () => {
    const user = userEvent.setup();
    const { router, verify } = await openOtp(registerState, {
      'POST /users/verify-otp': ok(authAnswer(testUser, 'verified-token')),
      'GET /users/profile': ok(testUser),
    });
    await user.keyboard('246810');
    await user.click(verify);

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'));
    expect(bodyOf(server?.requests[0])).toEqual({ email: 'asha@example.in', otp: '246810', type: 'register' });
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('verified-token');
    const profile = server?.requests.find((r) => r.url === '/users/profile');
    expect(profile?.headers.Authorization).toBe('Bearer verified-token');
    expect(within(toastRegion()).getByText('Verification successful!')).toBeInTheDocument();
  });

  it('login: keeps remember me and goes on to the redirect target', async () => {
    const user = userEvent.setup();
    const { router, verify } = await openOtp(
      { email: 'asha@example.in', type: 'login', redirectTo: '/saved-jobs', rememberMe: true },
      { 'POST /users/verify-otp': ok(authAnswer()), 'GET /users/profile': ok(testUser) },
      'Verify Your Login',
    );
    await user.keyboard('135790');
    await user.click(verify);

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-jobs'));
    expect(bodyOf(server?.requests[0])).toEqual({
      email: 'asha@example.in',
      otp: '135790',
      type: 'login',
      rememberMe: true,
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('access-token-1');
  });

  it('forgot-password: goes to /reset-password with the email and the reset token', async () => {
    const user = userEvent.setup();
    const { router, verify } = await openOtp(
      { email: 'asha@example.in', type: 'forgot-password' },
      { 'POST /users/verify-otp': ok({ resetToken: 'reset-123' }) },
      'Verify Email',
    );
    await user.keyboard('112233');
    await user.click(verify);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.state).toEqual({ email: 'asha@example.in', token: 'reset-123' });
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('signs nothing in when the user cannot be fetched after verification', async () => {
    const user = userEvent.setup();
    const { router, verify } = await openOtp(registerState, {
      'POST /users/verify-otp': ok(authAnswer()),
      'GET /users/profile': failure(503, 'SERVICE_UNAVAILABLE', 'Down for a moment.'),
    });
    await user.keyboard('246810');
    await user.click(verify);

    expect(
      await within(toastRegion()).findByText('Something went wrong after verification. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(server?.requests.some((r) => r.url === '/users/logout')).toBe(true);
  });
});

describe('resend countdown', () => {
  it('counts down 30 s, then offers a Resend button that asks for a new code and starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes: FakeRoutes = { 'POST /users/resend-otp': ok({ retryAfterSeconds: 30 }) };
    await openOtp(registerState, routes);
    expect(screen.getByText('30s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('20s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(screen.getByText('You can now ask for a new code.')).toBeInTheDocument();

    fireEvent.click(resend);
    expect(await within(toastRegion()).findByText('We sent a new 6-digit code to asha@example.in.')).toBeInTheDocument();
    expect(bodyOf(server?.requests.at(-1))).toEqual({ email: 'asha@example.in', type: 'register' });
    expect(screen.getByText('30s')).toBeInTheDocument();

    // Too soon for the server: its wait is the one shown.
    routes['POST /users/resend-otp'] = {
      ...failure(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 45 seconds.', { retryAfter: 45 }),
    };
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(
      await within(toastRegion()).findByText('Too many attempts. Please try again in 45 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByText('45s')).toBeInTheDocument();
  });
});
