import type { Session } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
});

afterEach(() => {
  server?.restore();
  server = undefined;
});

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.now();

const phone: Session = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'iPhone',
  browser: 'Safari 17',
  os: 'iOS 17.1',
  place: 'Near 203.0.113.x',
  createdAt: new Date(now - 3 * DAY_MS).toISOString(),
  lastUsedAt: new Date(now - 60_000).toISOString(),
  current: true,
};
const laptop: Session = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Windows computer',
  browser: 'Chrome 120',
  os: 'Windows 10',
  place: 'Near 2001:db8:85a3::/48',
  createdAt: '2026-11-01T04:30:00.000Z',
  lastUsedAt: new Date(now - 2 * DAY_MS - 60_000).toISOString(),
  current: false,
};
const old: Session = {
  id: '33333333-3333-4333-8333-333333333333',
  device: 'Unknown device',
  browser: null,
  os: null,
  place: 'Unknown place',
  createdAt: new Date(now - 5 * DAY_MS).toISOString(),
  lastUsedAt: new Date(now - 5 * DAY_MS).toISOString(),
  current: false,
};

async function openSettings(routes: FakeRoutes) {
  routes['GET /users/profile'] ??= ok(testUser);
  routes['GET /applications/pending-confirmation'] ??= ok([]);
  routes['GET /users/notifications'] ??= ok({ deadlineReminders: true, followUps: true });
  routes['GET /users/calendar-token'] ??= ok({ active: false, createdAt: null });
  server = fakeApi(routes);
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 2, name: "Where you're signed in" });
  return view;
}

const sessionList = () => screen.findByRole('list', { name: 'Your sessions' });

describe("settings: where you're signed in", () => {
  it('lists every session with its device, browser, place and dates, and marks this device', async () => {
    await openSettings({ 'GET /users/sessions': ok([laptop, phone, old]) });
    const list = await sessionList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    // This device first, with a badge and no button of its own (Log out does that).
    expect(items[0]).toHaveTextContent('iPhone');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Safari 17 on iOS 17.1');
    expect(items[0]).toHaveTextContent('Near 203.0.113.x');
    expect(items[0]).toHaveTextContent('Last used today');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();

    expect(items[1]).toHaveTextContent('Windows computer');
    expect(items[1]).toHaveTextContent('Chrome 120 on Windows 10');
    expect(items[1]).toHaveTextContent('Near 2001:db8:85a3::/48');
    expect(items[1]).toHaveTextContent('Signed in 1 November 2026');
    expect(items[1]).toHaveTextContent('Last used 2 days ago');
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Sign out Windows computer (Chrome 120)' })).toBeInTheDocument();

    expect(items[2]).toHaveTextContent('Unknown device');
    expect(items[2]).toHaveTextContent('Unknown place');
    expect(within(items[2]!).getByRole('button', { name: 'Sign out Unknown device' })).toBeInTheDocument();
  });

  it('signs out another session from the keyboard, says so and shows the list without it', async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      'GET /users/sessions': ok([phone, laptop]),
      [`DELETE /users/sessions/${laptop.id}`]: ok(null),
    };
    await openSettings(routes);
    const list = await sessionList();
    const button = within(list).getByRole('button', { name: 'Sign out Windows computer (Chrome 120)' });

    routes['GET /users/sessions'] = ok([phone]);
    button.focus();
    await user.keyboard('{Enter}');

    expect(await within(toastRegion()).findByText('Windows computer (Chrome 120) has been signed out.')).toBeInTheDocument();
    expect(server?.requests.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual([`/users/sessions/${laptop.id}`]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText("You aren't signed in anywhere else.")).toBeInTheDocument();
    expect(list).toHaveFocus();
  });

  it('refreshes the list when the session had already ended', async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      'GET /users/sessions': ok([phone, laptop]),
      [`DELETE /users/sessions/${laptop.id}`]: failure(404, 'NOT_FOUND', 'That session has already ended or does not exist.'),
    };
    await openSettings(routes);
    const list = await sessionList();
    routes['GET /users/sessions'] = ok([phone]);
    await user.click(within(list).getByRole('button', { name: /^Sign out Windows computer/ }));
    expect(await within(toastRegion()).findByText('That session has already ended or does not exist.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says it is loading, then shows an error with a way to try again', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; data?: unknown }) => void = () => undefined;
    const routes: FakeRoutes = {
      'GET /users/sessions': () => new Promise((resolve) => (answer = resolve)),
    };
    await openSettings(routes);
    expect(await screen.findByText('Loading your sessions')).toBeInTheDocument();

    answer(failure(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.'));
    expect(await screen.findByText('Your sessions could not be loaded')).toBeInTheDocument();

    routes['GET /users/sessions'] = ok([phone]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await sessionList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText("You aren't signed in anywhere else.")).toBeInTheDocument();
  });

  it('refreshes the list after signing out of every other session', async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      'GET /users/sessions': ok([phone, laptop, old]),
      'POST /users/sessions/revoke-others': ok({ revoked: 2 }),
    };
    await openSettings(routes);
    const list = await sessionList();
    routes['GET /users/sessions'] = ok([phone]);
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await within(toastRegion()).findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});
