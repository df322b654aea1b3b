import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

async function openForgot(routes: FakeRoutes = {}) {
  server = fakeApi(routes);
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  const form = screen.getByRole('form', { name: 'Reset your password' });
  return {
    ...view,
    email: within(form).getByLabelText('Email'),
    submit: within(form).getByRole('button', { name: 'Send Reset Instructions' }),
  };
}

describe('forgot password page', () => {
  it("asks for the email: 'Please enter your email address.'", async () => {
    const user = userEvent.setup();
    const page = await openForgot();
    await user.click(page.submit);
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(page.email).toHaveAccessibleDescription('Please enter your email address.');
    await user.type(page.email, 'not-an-email');
    await user.click(page.submit);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(server?.requests).toHaveLength(0);
  });

  it("sends the instructions, then shows 'Check Your Email' with a way to enter the code", async () => {
    const user = userEvent.setup();
    const page = await openForgot({ 'POST /users/forgot-password': ok(null) });
    await user.type(page.email, 'asha@example.in');
    await user.click(page.submit);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(bodyOf(server?.requests[0])).toEqual({ email: 'asha@example.in' });
    expect(within(toastRegion()).getByText('Password reset instructions sent to your email.')).toBeInTheDocument();
    expect(document.title).toBe('Check Your Email — Pathway');

    await user.click(screen.getByRole('link', { name: 'Enter the code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(page.router.state.location.state).toEqual({ email: 'asha@example.in', type: 'forgot-password' });
  });

  it('lets the user try another address', async () => {
    const user = userEvent.setup();
    const page = await openForgot({ 'POST /users/forgot-password': ok(null) });
    await user.type(page.email, 'asha@example.in');
    await user.click(page.submit);
    await user.click(await screen.findByRole('button', { name: /try another email/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });

  it("shows the server's message on failure, else the page's words", async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      'POST /users/forgot-password': failure(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 5 minutes.'),
    };
    const page = await openForgot(routes);
    await user.type(page.email, 'asha@example.in');
    await user.click(page.submit);
    expect(
      await within(toastRegion()).findByText('Too many attempts. Please try again in 5 minutes.'),
    ).toBeInTheDocument();

    routes['POST /users/forgot-password'] = { status: 500, data: {} };
    await user.click(page.submit);
    await waitFor(() =>
      expect(within(toastRegion()).getByText('Failed to send reset instructions.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });
});
