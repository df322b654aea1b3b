import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

/** The error FormField shows under a field (its id is the field's id plus '-error'). */
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? undefined;

async function openReset(path: string, state?: unknown, routes: FakeRoutes = {}) {
  server = fakeApi(routes);
  const view = renderApp(path, { state });
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  const form = screen.getByRole('form', { name: 'Choose a new password' });
  return {
    ...view,
    password: within(form).getByLabelText('New password'),
    confirm: within(form).getByLabelText('Confirm new password'),
    submit: within(form).getByRole('button', { name: 'Reset Password' }),
  };
}

describe('reset password page', () => {
  it("without a token or an email says 'Invalid Access' and goes to /forgot-password", async () => {
    const { router } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(within(toastRegion()).getByText('Invalid Access')).toBeInTheDocument();
  });

  it('with only an email sends the user through the code (an email alone cannot reset)', async () => {
    const { router } = renderApp('/reset-password', { state: { email: 'asha@example.in' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'asha@example.in', type: 'forgot-password' });
  });

  it('takes the token from the link and keeps it out of the address bar', async () => {
    const page = await openReset('/reset-password?token=link-token');
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
    expect(page.router.state.location.state).toEqual({ token: 'link-token' });
  });

  it('ticks the requirements as the user types and checks them on submit', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const page = await openReset('/reset-password', { email: 'asha@example.in', token: 'state-token' });
    const list = screen.getByRole('list', { name: 'Your new password needs' });
    const met = () => within(list).queryAllByText(/\(met\)$/).map((item) => item.textContent);
    expect(met()).toEqual([]);
    await user.type(page.password, 'abc');
    expect(met()).toEqual(['Password must contain at least one lowercase letter (met)']);

    await user.clear(page.password);
    await user.click(page.submit);
    expect(await screen.findAllByText('Please fill in all fields.')).toHaveLength(2);

    await user.type(page.password, 'abcdefgh');
    await user.type(page.confirm, 'abcdefgh');
    await user.click(page.submit);
    await waitFor(() => expect(errorOf(page.password)).toBe('Password must contain at least one uppercase letter'));

    await user.clear(page.password);
    await user.type(page.password, 'Abcdefgh');
    await user.click(page.submit);
    await waitFor(() => expect(errorOf(page.password)).toBe('Password must contain at least one number'));

    await user.clear(page.password);
    await user.type(page.password, 'Abcdefg1');
    await user.click(page.submit);
    await waitFor(() => expect(errorOf(page.confirm)).toBe('Passwords do not match.'));
    expect(errorOf(page.password)).toBeUndefined();
    expect(met()).toHaveLength(4);
    expect(server?.requests).toHaveLength(0);
  });

  it("resets with the token, then shows 'Password Reset Complete' and Continue to Login", async () => {
    const user = userEvent.setup();
    const page = await openReset('/reset-password', { email: 'asha@example.in', token: 'state-token' }, {
      'POST /users/reset-password': ok(null),
    });
    await user.type(page.password, 'NewPathway1');
    await user.type(page.confirm, 'NewPathway1');
    await user.click(page.submit);

    const done = await screen.findByRole('heading', { level: 1, name: 'Password Reset Complete' });
    expect(done).toHaveFocus();
    expect(bodyOf(server?.requests[0])).toEqual({ token: 'state-token', newPassword: 'NewPathway1' });
    expect(within(toastRegion()).getByText('Your password has been reset successfully.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Continue to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('explains an expired link and offers a new one', async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      'POST /users/reset-password': failure(400, 'VALIDATION_ERROR', 'This reset link is invalid or has expired. Please request a new one.', {
        token: 'This reset link is invalid or has expired. Please request a new one.',
      }),
    };
    const page = await openReset('/reset-password?token=old', undefined, routes);
    await user.type(page.password, 'NewPathway1');
    await user.type(page.confirm, 'NewPathway1');
    await user.click(page.submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired.');
    expect(within(alert).getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/forgot-password');

    routes['POST /users/reset-password'] = { status: 500, data: {} };
    await user.click(page.submit);
    await waitFor(() =>
      expect(within(toastRegion()).getByText('Failed to reset password. The link may be expired.')).toBeInTheDocument(),
    );
  });
});
