import type { AdminUserDetail } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { bodyOf, fakeApi, type FakeRoutes, ok, renderApp, testUser } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
});
afterEach(() => {
  server?.restore();
  server = undefined;
});

const paged = (data: unknown[]) => ok({ data, pagination: { page: 1, limit: 10, total: data.length, totalPages: data.length ? 1 : 0 } });

const student: AdminUserDetail = {
  _id: '7b0c4d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f',
  email: 'ravi@example.in',
  firstName: 'Ravi',
  lastName: 'Kumar',
  role: 'user',
  emailVerified: true,
  disabledAt: null,
  subscriptionTier: 'free',
  subscriptionStatus: 'inactive',
  subscriptionExpiresAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  profile: { phone: null, location: 'Pune', collegeName: null, courseName: null, graduationYear: null, profileCompletion: 25 },
  sessions: [],
  activity: [],
  orders: [],
};

function open(path: string, role: 'user' | 'moderator' | 'admin', routes: FakeRoutes = {}) {
  routes['GET /users/profile'] ??= ok({ ...testUser, role });
  routes['GET /applications/pending-confirmation'] ??= ok([]);
  server = fakeApi(routes);
  return renderApp(path);
}

describe('the console', () => {
  it('tells a student it is not theirs, and asks the API nothing', async () => {
    open('/admin/users', 'user');
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to the console' })).toBeInTheDocument();
    expect(server!.requests.some((r) => r.url?.startsWith('/admin'))).toBe(false);
  });

  it('shows a moderator only the areas a moderator may use; the inbox opens on the open messages', async () => {
    open('/admin/support', 'moderator', { 'GET /admin/messages?status=open&page=1': paged([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    const areas = within(nav).getAllByRole('link').map((l) => l.textContent);
    expect(areas).toContain('Support');
    for (const adminOnly of ['Users', 'Payments', 'Audit log']) expect(areas).not.toContain(adminOnly);
    expect(await screen.findByText('No open messages. Everything has an answer.')).toBeInTheDocument();
  });

  it('grants premium only with a reason, and sends the days and the reason', async () => {
    const user = userEvent.setup();
    const routes: FakeRoutes = {
      [`GET /admin/users/${student._id}`]: ok(student),
      [`PATCH /admin/users/${student._id}`]: ok({ ...student, subscriptionTier: 'premium' }),
    };
    open(`/admin/users/${student._id}`, 'admin', routes);
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getAllByRole('link').map((l) => l.textContent)).toEqual(
      expect.arrayContaining(['Users', 'Support', 'Payments', 'Audit log']),
    );

    await user.click(screen.getByRole('button', { name: 'Grant premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant or extend premium' });
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(server!.requests.some((r) => r.method === 'patch')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Campus ambassador');
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = server!.requests.find((r) => r.method === 'patch');
    expect(bodyOf(patch)).toEqual({ premiumDays: 45, reason: 'Campus ambassador' });
  });
});
