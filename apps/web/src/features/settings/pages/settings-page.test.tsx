import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
});

afterEach(() => {
  server?.restore();
  server = undefined;
});

async function openSettings(routes: FakeRoutes = {}) {
  routes['GET /users/profile'] ??= ok(testUser);
  routes['GET /applications/pending-confirmation'] ??= ok([]);
  routes['GET /users/notifications'] ??= ok({ deadlineReminders: true, followUps: true });
  routes['GET /users/calendar-token'] ??= ok({ active: false, createdAt: null });
  server = fakeApi(routes);
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? undefined;

describe('settings: change password', () => {
  function passwordForm() {
    const form = screen.getByRole('form', { name: 'Change password' });
    return {
      current: within(form).getByLabelText('Current password'),
      next: within(form).getByLabelText('New password'),
      confirm: within(form).getByLabelText('Confirm new password'),
      submit: within(form).getByRole('button', { name: 'Update password' }),
    };
  }

  it('needs the current password and a new one that meets the reset requirements', async () => {
    const user = userEvent.setup();
    await openSettings();
    const form = passwordForm();
    await user.click(form.submit);
    await waitFor(() => expect(errorOf(form.current)).toBe('Please fill in all fields.'));
    expect(errorOf(form.next)).toBe('Please fill in all fields.');

    await user.type(form.current, 'OldPathway1');
    await user.type(form.next, 'newpathway');
    await user.type(form.confirm, 'newpathway');
    await user.click(form.submit);
    await waitFor(() => expect(errorOf(form.next)).toBe('Password must contain at least one uppercase letter'));
    expect(server?.requests.filter((r) => r.url === '/users/change-password')).toHaveLength(0);
  });

  it("shows the server's verdict on the current password next to it", async () => {
    const user = userEvent.setup();
    await openSettings({
      'POST /users/change-password': failure(400, 'VALIDATION_ERROR', 'Please correct the highlighted fields.', {
        currentPassword: 'Your current password is incorrect.',
      }),
    });
    const form = passwordForm();
    await user.type(form.current, 'NotMyPassword1');
    await user.type(form.next, 'NewPathway1');
    await user.type(form.confirm, 'NewPathway1');
    await user.click(form.submit);
    await waitFor(() => expect(errorOf(form.current)).toBe('Your current password is incorrect.'));
    expect(form.current).toHaveFocus();
  });

  it('changes the password and empties the form', async () => {
    const user = userEvent.setup();
    await openSettings({ 'POST /users/change-password': ok(null) });
    const form = passwordForm();
    await user.type(form.current, 'OldPathway1');
    await user.type(form.next, 'NewPathway1');
    await user.type(form.confirm, 'NewPathway1');
    await user.click(form.submit);
    expect(await within(toastRegion()).findByText(/Your password has been changed/)).toBeInTheDocument();
    const sent = server?.requests.find((r) => r.url === '/users/change-password');
    expect(bodyOf(sent)).toEqual({ currentPassword: 'OldPathway1', newPassword: 'NewPathway1' });
    expect(sent?.headers.Authorization).toBe('Bearer valid-token');
    expect(form.current).toHaveValue('');
  });
});

describe('settings: sessions and data', () => {
  it('signs out of every other session', async () => {
    const user = userEvent.setup();
    await openSettings({ 'POST /users/sessions/revoke-others': ok({ revoked: 2 }) });
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await within(toastRegion()).findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('valid-token');
  });

  it('downloads my data as pathway-data.json', async () => {
    const user = userEvent.setup();
    const exported = { exportedAt: '2026-11-22T10:00:00.000Z', profile: testUser, savedJobs: [], applications: [], activity: [], orders: [] };
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:pathway-export';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await openSettings({ 'GET /users/export': ok(exported) });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('pathway-data.json');
    expect(clicked[0]?.href).toBe('blob:pathway-export');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
    expect(await within(toastRegion()).findByText(/pathway-data\.json/)).toBeInTheDocument();
  });
});

describe('settings: delete my account', () => {
  it('asks for the password in a dialog, then signs out, goes home and says so', async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      'DELETE /users/account': failure(400, 'VALIDATION_ERROR', 'Please correct the highlighted fields.', {
        password: 'Your password is incorrect.',
      }),
    };
    const { router } = await openSettings(routes);
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(errorOf(password)).toBe('Please fill in all fields.'));

    await user.type(password, 'WrongPassword1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(errorOf(password)).toBe('Your password is incorrect.'));
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('valid-token');

    routes['DELETE /users/account'] = ok(null);
    await user.clear(password);
    await user.type(password, 'RightPassword1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = server?.requests.filter((r) => r.url === '/users/account').at(-1);
    expect(bodyOf(sent)).toEqual({ password: 'RightPassword1' });
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(await within(toastRegion()).findByText('Account deleted')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('can be cancelled', async () => {
    const user = userEvent.setup();
    await openSettings();
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(server?.requests.some((r) => r.url === '/users/account')).toBe(false);
  });
});
