import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { failure, fakeApi, ok, renderApp, testUser } from '@/test/render';
import { makeJob } from '@/test/job-fixtures';

// Guests sign in to open a job; free accounts open 5 a month
// (docs/product/plans-and-payments.md#job-views).

const job = makeJob({ title: 'Machine Learning Intern' });
let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

describe('job detail page and the plan limits', () => {
  it('asks a guest to sign in, remembering the job, instead of showing an error', async () => {
    const user = userEvent.setup();
    server = fakeApi({
      [`GET /jobs/${job._id}`]: failure(401, 'UNAUTHORIZED', 'Please sign in to view job details.'),
    });
    const { router } = renderApp(`/jobs/${job._id}?ref=list#top`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to view this job' })).toBeInTheDocument();
    // The title is set in an effect, which React may run a moment after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Sign in to view this job — Pathway'));
    // The 401 did not send the guest to /login by itself.
    expect(router.state.location.pathname).toBe(`/jobs/${job._id}`);
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: `/jobs/${job._id}`, search: '?ref=list', hash: '#top' },
    });
  });

  it("shows the server's quota message with Upgrade Now for a free account past its monthly views", async () => {
    const message =
      'You have viewed 5 of 5 job details on the Free plan this month. Upgrade to Premium for unlimited access, or wait until 1 December.';
    localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
    server = fakeApi({
      'GET /users/profile': ok(testUser),
      [`GET /jobs/${job._id}`]: failure(403, 'QUOTA_EXCEEDED', message, { quota: 'jobViews', limit: 5 }),
    });
    renderApp(`/jobs/${job._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Free plan limit reached' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
  });
});
