import type { ActivityItem, SubscriptionInfo, User } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const activity: ActivityItem[] = [
  { id: 'a1', type: 'applied', title: 'Applied to Frontend Developer Intern at Zoho', time: hoursAgo(2) },
  { id: 'a2', type: 'save', title: 'Saved Data Analyst at Infosys', time: hoursAgo(26) },
  { id: 'a3', type: 'login', title: 'Signed in', time: hoursAgo(24 * 3) },
];

/** What the server answers for the user's plan: free with some of this month's quota used, or premium. */
function infoOf(user: User): SubscriptionInfo {
  const premium = user.subscriptionTier === 'premium';
  return {
    tier: premium ? 'premium' : 'free',
    status: user.subscriptionStatus ?? 'inactive',
    expiresAt: user.subscriptionExpiresAt ?? null,
    usage: { jobViews: 2, applications: 1 },
    limits: premium ? { jobViewsPerMonth: null, applicationsPerMonth: null } : { jobViewsPerMonth: 5, applicationsPerMonth: 5 },
    usageResetsAt: '2026-11-30T18:30:00.000Z',
  };
}

function start(user: User = testUser, extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeApi({
    'GET /users/profile': ok(user),
    'GET /users/stats': ok({ savedJobsCount: 7, profileCompletion: 38, applicationCount: 3 }),
    'GET /users/activity': ok(activity),
    'GET /subscription/info': ok(infoOf(user)),
    ...extra,
  });
}

async function openDashboard() {
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/dashboard', () => {
  it('welcomes the user and shows plan, stats, completion, recent activity and quick actions', async () => {
    start();
    await openDashboard();
    expect(screen.getByText('Welcome, Asha!')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard — Pathway');

    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    // On the plan card and among the quick actions.
    for (const link of screen.getAllByRole('link', { name: 'Upgrade Plan' })) expect(link).toHaveAttribute('href', '/pricing');

    await waitFor(() => expect(statValue('Saved Jobs')).toHaveTextContent('7'));
    expect(statValue('Applications')).toHaveTextContent('3');
    expect(screen.getByText('+12%')).toBeInTheDocument();
    expect(screen.getByText('+5%')).toBeInTheDocument();

    const gauge = screen.getByRole('progressbar', { name: 'Profile Completion' });
    expect(gauge).toHaveAttribute('aria-valuenow', '38');
    expect(gauge).toHaveTextContent('38%');
    // 5 − floor(38 / 20) = 4.
    expect(screen.getByText('4 steps remaining')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile-setup');

    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Applied to Frontend Developer Intern at Zoho2 hours ago',
      'Saved Data Analyst at Infosysyesterday',
      'Signed in3 days ago',
    ]);

    const main = screen.getByRole('main');
    for (const [name, href] of [
      ['Browse Jobs', '/jobs'],
      ['Saved Jobs', '/saved-jobs'],
      ['Edit Profile', '/profile'],
      ['Upgrade Plan', '/pricing'],
    ]) {
      expect(within(main).getAllByRole('link', { name }).some((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });

  it('shows a premium plan with its status and expiry; a cancelled one reads Expired', async () => {
    start({ ...testUser, subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionExpiresAt: '2026-12-22T10:00:00.000Z' });
    await openDashboard();
    expect(await screen.findByText('Premium Plan')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Expires on 22 December 2026')).toBeInTheDocument();
    expect(screen.queryByText('Free Plan')).not.toBeInTheDocument();
    server?.restore();

    start({ ...testUser, subscriptionTier: 'premium', subscriptionStatus: 'cancelled', subscriptionExpiresAt: '2026-12-22T10:00:00.000Z' });
    await openDashboard();
    expect(await screen.findAllByText('Expired')).not.toHaveLength(0);
  });

  it("shows a free account this month's usage against its limits, and when they reset", async () => {
    start();
    await openDashboard();
    const usage = await screen.findByRole('group', { name: "This month's usage" });
    expect(within(usage).getByText('Job details viewed')).toBeInTheDocument();
    expect(within(usage).getByText('2 of 5')).toBeInTheDocument();
    expect(within(usage).getByText('1 of 5')).toBeInTheDocument();
    expect(within(usage).getByText('Resets on 1 December 2026')).toBeInTheDocument();
    expect(within(usage).getAllByRole('progressbar')).toHaveLength(2);
  });

  it('shows the plan the server says is in force now: a Premium that lapsed since the profile was read is free', async () => {
    const lapsed: User = { ...testUser, subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionExpiresAt: '2026-01-01T00:00:00.000Z' };
    start(lapsed, { 'GET /subscription/info': ok(infoOf(testUser)) });
    await openDashboard();
    expect(await screen.findByText('Free Plan')).toBeInTheDocument();
    expect(screen.queryByText('Premium Plan')).not.toBeInTheDocument();
  });

  it('takes 75 when the stats leave the completion out', async () => {
    start(testUser, { 'GET /users/stats': ok({ savedJobsCount: 0, applicationCount: 0 }) });
    await openDashboard();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Profile Completion' })).toHaveAttribute('aria-valuenow', '75'),
    );
    expect(screen.getByText('2 steps remaining')).toBeInTheDocument();
  });

  it('only logs when stats and activity fail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(testUser, {
      'GET /users/stats': failure(500, 'INTERNAL_ERROR', 'Something went wrong.'),
      'GET /users/activity': failure(500, 'INTERNAL_ERROR', 'Something went wrong.'),
    });
    await openDashboard();
    expect(await screen.findByText('Your recent activity is not available right now.')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('[pathway] Could not load the dashboard stats:', expect.anything()));
    expect(log).toHaveBeenCalledWith('[pathway] Could not load the recent activity:', expect.anything());
    expect(statValue('Saved Jobs')).toHaveTextContent('Not available');
    // The profile's own completion stands in for the missing stats.
    expect(screen.getByRole('progressbar', { name: 'Profile Completion' })).toHaveAttribute('aria-valuenow', '38');
    expect(within(toastRegion()).queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    let answer: (value: { status: number; data?: unknown }) => void = () => {};
    start(testUser, { 'GET /users/activity': () => new Promise((resolve) => (answer = resolve)) });
    await openDashboard();
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(recent).toHaveAttribute('aria-busy', 'true');
    expect(recent.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    answer(ok([]));
    expect(await within(recent).findByText('No activity yet. Jobs you save and apply to will show up here.')).toBeInTheDocument();
  });
});
