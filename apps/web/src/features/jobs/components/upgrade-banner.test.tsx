import type { User } from '@pathway/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeApi, ok, renderApp, testUser } from '@/test/render';
import { makeJob, pageOf } from '@/test/job-fixtures';
import { UPGRADE_BANNER_DISMISSED_KEY } from './upgrade-banner';

const BANNER = 'Unlimited applications and advanced filters';
const jobs = [makeJob({ title: 'Data Analyst Intern' })];

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

async function openJobs(user?: User) {
  if (user) localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeApi({
    'GET /users/profile': ok(user ?? testUser),
    'GET /users/saved-jobs/ids': ok([]),
    'GET /jobs': ok(pageOf(jobs)),
    'GET /jobs/jobsTypes': ok([]),
    'GET /jobs/locations': ok([]),
    'GET /jobs/domains': ok([]),
    'GET /jobs/companies': ok([]),
  });
  const view = renderApp('/jobs');
  await screen.findByRole('article', { name: 'Data Analyst Intern' });
  return view;
}

describe('the upgrade banner on /jobs', () => {
  it('promotes Premium to guests and links to /pricing; once dismissed it stays away on this device', async () => {
    const user = userEvent.setup();
    const { unmount } = await openJobs();
    const banner = screen.getByRole('region', { name: BANNER });
    expect(within(banner).getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');

    await user.click(within(banner).getByRole('button', { name: 'Dismiss the Premium banner' }));
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    expect(localStorage.getItem(UPGRADE_BANNER_DISMISSED_KEY)).toBe('1');

    unmount();
    server?.restore();
    await openJobs();
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('shows for a free account', async () => {
    await openJobs(testUser);
    expect(await screen.findByRole('region', { name: BANNER })).toBeInTheDocument();
  });

  it('never shows for Premium, whose advanced filters are unlocked', async () => {
    await openJobs({ ...testUser, subscriptionTier: 'premium', subscriptionStatus: 'active' });
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    const panel = screen.getAllByRole('region', { name: 'Advanced filters' })[0]!;
    expect(within(panel).getByRole('checkbox', { name: '0–1 years' })).toBeEnabled();
    expect(within(panel).queryByText('Advanced filters are available for Premium users only.')).not.toBeInTheDocument();
  });
});
