import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';
import { makeJob, pageOf } from '@/test/job-fixtures';

const jobs = [makeJob({ title: 'Data Analyst Intern' }), makeJob({ title: 'Backend Developer' })];
const [first, second] = jobs as [(typeof jobs)[0], (typeof jobs)[0]];

/** What the server answers an apply with: its redirect, with a ticket for this user and job. */
const ticketUrl = `/api/v1/jobs/redirect/${first._id}?ticket=ticket-for-${first._id}`;

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

/** The catalogue plus the signed-in user's saved ids; `extra` adds or replaces routes. */
function start(extra: FakeRoutes = {}, { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  // The server's saved list, as save and unsave change it.
  const saved = new Set([second._id]);
  server = fakeApi({
    'GET /users/profile': ok(testUser),
    'GET /jobs': ok(pageOf(jobs)),
    'GET /jobs/jobsTypes': ok([]),
    'GET /jobs/locations': ok([]),
    'GET /jobs/domains': ok([]),
    'GET /jobs/companies': ok([]),
    'GET /users/saved-jobs/ids': () => ok([...saved]),
    [`POST /jobs/${first._id}/save`]: () => (saved.add(first._id), ok({ saved: true })),
    [`DELETE /jobs/${second._id}/unsave`]: () => (saved.delete(second._id), ok({ saved: false })),
    [`PUT /jobs/apply/${first._id}`]: ok({ applied: true, alreadyApplied: false, redirectUrl: ticketUrl }),
    ...extra,
  });
  return server;
}

async function openJobs() {
  renderApp('/jobs');
  const card = (title: string) => screen.findByRole('article', { name: title });
  return { firstCard: await card(first.title), secondCard: await card(second.title) };
}

const saveButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^(Save Job|Saved)$/ });
const requests = (method: string, url: string) =>
  (server?.requests ?? []).filter((r) => r.method === method && r.url === url);

/** A stand-in for the tab window.open gives back. */
function fakeTab() {
  return { opener: window as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn(), document: {} };
}

describe('Save Job on the job cards', () => {
  it('shows which jobs are saved, on every card', async () => {
    start();
    const { firstCard, secondCard } = await openJobs();
    await waitFor(() => expect(saveButton(secondCard)).toHaveTextContent('Saved'));
    expect(saveButton(secondCard)).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton(firstCard)).toHaveTextContent('Save Job');
    expect(saveButton(firstCard)).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves at once and says so', async () => {
    const user = userEvent.setup();
    start();
    const { firstCard } = await openJobs();
    await waitFor(() => expect(requests('get', '/users/saved-jobs/ids')).toHaveLength(1));
    await user.click(saveButton(firstCard));
    // At once, before the server answers.
    await waitFor(() => expect(saveButton(firstCard)).toHaveAttribute('aria-pressed', 'true'));
    expect(await within(toastRegion()).findByText('Job saved successfully!')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Success')).toBeInTheDocument();
    expect(requests('post', `/jobs/${first._id}/save`)).toHaveLength(1);
  });

  it('removes a saved job when clicked again', async () => {
    const user = userEvent.setup();
    start();
    const { secondCard } = await openJobs();
    await waitFor(() => expect(saveButton(secondCard)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(saveButton(secondCard));
    await waitFor(() => expect(saveButton(secondCard)).toHaveTextContent('Save Job'));
    expect(await within(toastRegion()).findByText('Job removed from saved jobs.')).toBeInTheDocument();
    expect(requests('delete', `/jobs/${second._id}/unsave`)).toHaveLength(1);
  });

  it('goes back and only logs when saving fails', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    start({ [`POST /jobs/${first._id}/save`]: failure(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    const { firstCard } = await openJobs();
    await user.click(saveButton(firstCard));
    await waitFor(() => expect(saveButton(firstCard)).toHaveAttribute('aria-pressed', 'false'));
    expect(log).toHaveBeenCalledWith('[pathway] Could not save the job:', expect.anything());
    expect(within(toastRegion()).queryByText('Error')).not.toBeInTheDocument();
  });

  it("shows the server's words when the account cannot save yet", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Please verify your email address first.';
    start({ [`POST /jobs/${first._id}/save`]: failure(403, 'EMAIL_NOT_VERIFIED', message) });
    const { firstCard } = await openJobs();
    await user.click(saveButton(firstCard));
    expect(await within(toastRegion()).findByText(message)).toBeInTheDocument();
    expect(saveButton(firstCard)).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks guests to log in and asks nothing of the server', async () => {
    const user = userEvent.setup();
    start({}, { signedIn: false });
    const { firstCard } = await openJobs();
    await user.click(saveButton(firstCard));
    expect(await within(toastRegion()).findByText('Please login to save jobs.')).toBeInTheDocument();
    expect(requests('get', '/users/saved-jobs/ids')).toHaveLength(0);
    expect(requests('post', `/jobs/${first._id}/save`)).toHaveLength(0);
  });
});

describe('Apply Now', () => {
  it("records the application, then sends the waiting tab to the answer's redirect with its ticket", async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    start();
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    // The tab opens inside the click, so popup blockers allow it, and cannot reach back to this page.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(ticketUrl));
    expect(requests('put', `/jobs/apply/${first._id}`)).toHaveLength(1);
    const toasts = toastRegion();
    expect(await within(toasts).findByText('Redirected To Career Portal')).toBeInTheDocument();
    expect(within(toasts).getByText("Please complete your application on the Company's Career Portal.")).toBeInTheDocument();
  });

  it('opens the redirect without opener afterwards when the browser blocked the early tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    start();
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith(ticketUrl, '_blank', 'noopener,noreferrer'),
    );
  });

  it("sends the tab nowhere but our redirect: any other answer opens the job's page here", async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    start({ [`PUT /jobs/apply/${first._id}`]: ok({ applied: true, alreadyApplied: false, redirectUrl: 'https://evil.example/phish' }) });
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(`/jobs/${first._id}`));
  });

  it('works the same for a premium account, whose cards already know the link (the application is still recorded)', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const linked = { ...first, applyLink: 'https://careers.example.in/apply/1' };
    start({
      'GET /users/profile': ok({ ...testUser, subscriptionTier: 'premium', subscriptionStatus: 'active' }),
      'GET /jobs': ok(pageOf([linked, second])),
    });
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(ticketUrl));
    expect(requests('put', `/jobs/apply/${first._id}`)).toHaveLength(1);
  });

  it("closes the tab and says 'Failed to submit application.' when it fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    start({ [`PUT /jobs/apply/${first._id}`]: failure(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    expect(await within(toastRegion()).findByText('Failed to submit application.')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['PREMIUM_REQUIRED', 'Upgrade to Premium', 'This needs the Premium plan.'],
    ['EMAIL_NOT_VERIFIED', 'Email Not Verified', 'Please verify your email address first.'],
  ])("shows the server's message for %s", async (code, title, message) => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    start({ [`PUT /jobs/apply/${first._id}`]: failure(403, code, message) });
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    expect(await within(toastRegion()).findByText(message)).toBeInTheDocument();
    expect(within(toastRegion()).getByText(title)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("prompts to upgrade with the server's message when the monthly limit is reached", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const message =
      'You have used all 5 applications of the Free plan this month. Upgrade to Premium for unlimited applications, or wait until 1 December.';
    start({ [`PUT /jobs/apply/${first._id}`]: failure(403, 'QUOTA_EXCEEDED', message, { quota: 'applications' }) });
    const { firstCard } = await openJobs();
    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free plan limit reached' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(tab.close).toHaveBeenCalled();
    // The prompt, not a toast as well.
    expect(screen.getAllByText(message)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(firstCard).getByRole('button', { name: 'Apply Now' }));
    const again = await screen.findByRole('dialog', { name: 'Free plan limit reached' });
    await user.click(within(again).getByRole('link', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Save Job on the job page', () => {
  it('says Saved for a job saved already, and a click removes it rather than saving it twice', async () => {
    const user = userEvent.setup();
    start({ [`GET /jobs/${second._id}`]: ok(second) });
    renderApp(`/jobs/${second._id}`);
    const summary = await screen.findByRole('complementary', { name: 'Job summary' });
    const button = () => within(summary).getByRole('button', { name: /^(Save Job|Saved)$/ });
    await waitFor(() => expect(button()).toHaveTextContent('Saved'));
    expect(button()).toHaveAttribute('aria-pressed', 'true');

    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Save Job'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(requests('delete', `/jobs/${second._id}/unsave`)).toHaveLength(1);
    expect(await within(toastRegion()).findByText('Job removed from saved jobs.')).toBeInTheDocument();
  });
});

describe('Apply Now on the job page', () => {
  it('records the application and opens the company page through the ticket, in the tab opened by the click', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // A free account's job answer has no applyLink: the page does not need one.
    const { applyLink: _none, ...withoutLink } = first;
    start({ [`GET /jobs/${first._id}`]: ok(withoutLink) });
    renderApp(`/jobs/${first._id}`);
    const summary = await screen.findByRole('complementary', { name: 'Job summary' });
    await user.click(within(summary).getByRole('button', { name: 'Apply Now' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(ticketUrl));
    expect(requests('put', `/jobs/apply/${first._id}`)).toHaveLength(1);
    expect(await within(toastRegion()).findByText('Redirected To Career Portal')).toBeInTheDocument();
  });
});
