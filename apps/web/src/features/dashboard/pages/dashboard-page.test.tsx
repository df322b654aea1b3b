import type { ActivityItem, SubscriptionInfo, User, UserStats } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';
import { makeJob } from '@/test/job-fixtures';

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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** What `GET /users/stats` answers: the SPEC's three numbers and the tracker's figures. */
const stats: UserStats = {
  savedJobsCount: 7,
  profileCompletion: 38,
  applicationCount: 3,
  applicationsByStage: {
    clicked: 1,
    applied: 2,
    assessment: 0,
    interview: 1,
    offer: 0,
    accepted: 0,
    rejected: 1,
    withdrawn: 0,
    no_response: 0,
  },
  thisMonth: { savedJobs: { thisMonth: 3, lastMonth: 2 }, applications: { thisMonth: 4, lastMonth: 0 } },
  closingSoon: [
    {
      jobId: '00000000-0000-4000-8000-000000000101',
      title: 'Frontend Developer Intern',
      company: 'Zoho',
      closingDate: inDays(2.5),
      saved: true,
      applicationId: null,
    },
    {
      jobId: '00000000-0000-4000-8000-000000000102',
      title: 'Data Analyst',
      company: 'Infosys',
      closingDate: inDays(5.5),
      saved: false,
      applicationId: 'a0000000-0000-4000-8000-000000000102',
    },
  ],
};

function start(user: User = testUser, extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeApi({
    'GET /users/profile': ok(user),
    'GET /applications/pending-confirmation': ok([]),
    'GET /users/stats': ok(stats),
    'GET /users/activity': ok(activity),
    'GET /subscription/info': ok(infoOf(user)),
    'GET /jobs/recommended': ok({ data: [], needsSkills: true }),
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

  it("compares this month with last month from the data, instead of SPEC's fixed +12% and +5%", async () => {
    start();
    await openDashboard();
    await waitFor(() => expect(statValue('Saved Jobs')).toHaveTextContent('7'));
    expect(screen.getByText('+50% from last month')).toBeInTheDocument();
    expect(screen.getByText('3 this month, 2 last month')).toBeInTheDocument();
    // Nothing last month: no percentage, only the figure.
    expect(screen.getByText('4 this month')).toBeInTheDocument();
    expect(screen.getByText('None last month')).toBeInTheDocument();
    expect(screen.queryByText('+12%')).not.toBeInTheDocument();
    expect(screen.queryByText('+5%')).not.toBeInTheDocument();
  });

  it('shows the applications by stage, each a link to the tracker at that stage', async () => {
    start();
    await openDashboard();
    const pipeline = screen.getByRole('region', { name: 'Applications by stage' });
    await within(pipeline).findByRole('link', { name: 'Applied 2' });
    const links = within(pipeline).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Open tracker',
      'Clicked Apply 1',
      'Applied 2',
      'Assessment 0',
      'Interview 1',
      'Offer 0',
      'Accepted 0',
      'Rejected 1',
      'Withdrawn 0',
      'No response 0',
    ]);
    expect(within(pipeline).getByRole('link', { name: 'Interview 1' })).toHaveAttribute('href', '/applications?status=interview');
    expect(within(pipeline).getByRole('link', { name: 'Open tracker' })).toHaveAttribute('href', '/applications');
  });

  it('lists what closes in the next 7 days, soonest first, and says so when nothing does', async () => {
    start();
    await openDashboard();
    const closing = screen.getByRole('region', { name: 'Closing in the next 7 days' });
    const items = await within(closing).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Frontend Developer Intern' })).toHaveAttribute(
      'href',
      '/jobs/00000000-0000-4000-8000-000000000101',
    );
    expect(items[0]).toHaveTextContent(/at Zoho.*Closes in (2|3) days.*Saved/);
    expect(items[1]).toHaveTextContent(/at Infosys.*Closes in (5|6) days.*Clicked Apply, not applied yet/);
    server?.restore();

    start(testUser, {
      'GET /users/stats': ok({ ...stats, closingSoon: [], applicationsByStage: { ...stats.applicationsByStage, applied: 0, clicked: 0, interview: 0, rejected: 0 } }),
    });
    await openDashboard();
    expect(await screen.findByText('Nothing you saved or started closes in the next 7 days.')).toBeInTheDocument();
    expect(screen.getByText(/^Nothing tracked yet\./)).toBeInTheDocument();
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

  it('recommends six jobs, each with why', async () => {
    const jobs = Array.from({ length: 6 }, (_, i) =>
      makeJob({
        title: `Recommended Role ${i + 1}`,
        eligibility: { graduationYears: [2026] },
        eligibilityCheck: { eligible: true, failed: [], unknown: [] },
        match: { skills: { matched: ['React'], missing: i === 0 ? ['SQL'] : [] }, location: null, type: null, eligible: true },
      }),
    );
    start(testUser, { 'GET /jobs/recommended': ok({ data: jobs, needsSkills: false }) });
    await openDashboard();
    const region = screen.getByRole('region', { name: 'Recommended for you' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole('link', { name: 'Recommended Role 1' })).toHaveAttribute('href', `/jobs/${jobs[0]!._id}`);
    expect(items[0]).toHaveTextContent('1 of 2 skills match · Missing: SQL');
    expect(items[0]).toHaveTextContent('Open to your batch');
  });

  it('says where to add skills when the profile has none', async () => {
    start(testUser);
    await openDashboard();
    const region = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(region).findByRole('link', { name: 'Add your skills' })).toHaveAttribute('href', '/profile-setup');
  });

  it('says so when no eligible job shares a skill', async () => {
    start(testUser, { 'GET /jobs/recommended': ok({ data: [], needsSkills: false }) });
    await openDashboard();
    const region = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(region).findByText(/No open job you are eligible for shares a skill with your profile yet\./)).toBeInTheDocument();
  });
});
