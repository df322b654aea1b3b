import type { NotificationSettings } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

const feedUrl = (token: string) => `http://localhost:3000/api/v1/calendar/${token}.ics`;

/**
 * Settings with the reminder and calendar routes as the server answers them: PUT keeps what it is
 * sent, POST makes a new link (the previous one no longer counts), DELETE turns it off.
 */
async function openSettings(
  { notifications = { deadlineReminders: true, followUps: false }, calendar = { active: false, createdAt: null } } = {} as {
    notifications?: NotificationSettings;
    calendar?: { active: boolean; createdAt: string | null };
  },
  extra: FakeRoutes = {},
) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  let settings = notifications;
  let made = 0;
  server = fakeApi({
    'GET /users/profile': ok(testUser),
    'GET /applications/pending-confirmation': ok([]),
    'GET /users/sessions': ok([]),
    'GET /users/notifications': () => ok(settings),
    'PUT /users/notifications': (config) => {
      settings = bodyOf(config) as NotificationSettings;
      return ok(settings);
    },
    'GET /users/calendar-token': ok(calendar),
    'POST /users/calendar-token': () => {
      made += 1;
      return ok({ token: `token-${made}`, url: feedUrl(`token-${made}`), createdAt: '2026-11-26T09:00:00.000Z' });
    },
    'DELETE /users/calendar-token': ok(null),
    ...extra,
  });
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
}

const sent = (method: string, url: string) =>
  (server?.requests ?? []).filter((r) => r.method === method && r.url === url).map((r) => bodyOf(r));

describe('settings: reminder mails', () => {
  it('shows each kind of reminder as a labelled switch and saves a change at once, from the keyboard', async () => {
    const user = userEvent.setup();
    await openSettings();
    const deadlines = await screen.findByRole('switch', { name: 'Deadline reminders' });
    const followUps = screen.getByRole('switch', { name: 'Follow-ups' });
    expect(deadlines).toBeChecked();
    expect(followUps).not.toBeChecked();
    expect(deadlines).toHaveAccessibleDescription(
      'A job you saved or started but have not applied to: a mail 3 days and 1 day before it closes.',
    );

    followUps.focus();
    await user.keyboard(' ');
    expect(sent('put', '/users/notifications')).toEqual([{ deadlineReminders: true, followUps: true }]);
    expect(await within(toastRegion()).findByText('Notification settings saved.')).toBeInTheDocument();
    expect(followUps).toBeChecked();
    expect(followUps).toHaveFocus();

    await user.click(deadlines);
    expect(sent('put', '/users/notifications').at(-1)).toEqual({ deadlineReminders: false, followUps: true });
    await waitFor(() => expect(deadlines).not.toBeChecked());
  });

  it('turns the switch back and says why when saving fails', async () => {
    const user = userEvent.setup();
    await openSettings(undefined, { 'PUT /users/notifications': failure(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.') });
    const deadlines = await screen.findByRole('switch', { name: 'Deadline reminders' });
    await user.click(deadlines);
    expect(await within(toastRegion()).findByText('The service is busy. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(deadlines).toBeChecked());
  });
});

describe('settings: calendar feed', () => {
  it('makes a private link, shows it once and copies it', async () => {
    const user = userEvent.setup();
    await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Create my calendar link' }));
    expect(sent('post', '/users/calendar-token')).toHaveLength(1);
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    expect(link).toHaveValue(feedUrl('token-1'));
    expect(link).toHaveAttribute('readonly');
    expect(await within(toastRegion()).findByText('Your new calendar link is ready. The previous link no longer works.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(feedUrl('token-1'));
    expect(await within(toastRegion()).findByText('Calendar link copied.')).toBeInTheDocument();
  });

  it('replaces a link after saying the old one stops working at once', async () => {
    const user = userEvent.setup();
    await openSettings({ calendar: { active: true, createdAt: '2026-11-02T06:00:00.000Z' } });
    expect(await screen.findByText(/You have a private calendar link, made on 2 November 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your calendar link?' });
    expect(dialog).toHaveAccessibleDescription(
      'The link you have now stops working at once: calendars that use it stop updating until you add the new one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('post', '/users/calendar-token')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(feedUrl('token-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('turns the link off', async () => {
    const user = userEvent.setup();
    await openSettings({ calendar: { active: true, createdAt: '2026-11-02T06:00:00.000Z' } });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(sent('delete', '/users/calendar-token')).toHaveLength(1);
    expect(await within(toastRegion()).findByText('Your calendar link no longer works.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create my calendar link' })).toBeInTheDocument();
  });

  it('says so when copying is not allowed, and selects the link to copy by hand', async () => {
    const user = userEvent.setup();
    await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Create my calendar link' }));
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await within(toastRegion()).findByText('Could not copy the link. Select it and copy it yourself.')).toBeInTheDocument();
    expect((link as HTMLInputElement).selectionEnd).toBe(feedUrl('token-1').length);
  });
});
