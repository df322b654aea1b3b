import { savedJobMatches, type SavedJobItem } from '@pathway/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/job-fixtures';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';
import { runAt } from '@/test/clock';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

function saved(overrides: Parameters<typeof makeJob>[0] = {}, isExpired = false): SavedJobItem {
  const job = makeJob(overrides);
  return { _id: job._id, savedAt: '2026-11-20T10:00:00.000Z', job: { ...job, isExpired } };
}

/**
 * `GET /users/saved-jobs` over `items` as the server pages and searches it, and `DELETE …/unsave`
 * taking a job out of it; `extra` adds or replaces routes.
 */
function start(items: SavedJobItem[], extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  const list = [...items];
  const routes: FakeRoutes = {
    'GET /users/profile': ok(testUser),
    'GET /users/saved-jobs': (config: InternalAxiosRequestConfig) => {
      const { page = 1, limit = 10, query = '', sortBy } = (config.params ?? {}) as {
        page?: number;
        limit?: number;
        query?: string;
        sortBy?: string;
      };
      const matching = list.filter((item) => savedJobMatches(item.job, query));
      if (sortBy === 'closingDate') matching.sort((a, b) => a.job.expiryDate.localeCompare(b.job.expiryDate));
      return ok({
        data: matching.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) },
      });
    },
    'GET /users/saved-jobs/ids': () => ok(list.map((item) => item._id)),
    'GET /users/stats': ok({ savedJobsCount: list.length, profileCompletion: 38, applicationCount: 0 }),
    'GET /users/activity': ok([]),
  };
  for (const item of items) {
    routes[`DELETE /jobs/${item._id}/unsave`] = () => {
      const index = list.findIndex((i) => i._id === item._id);
      if (index !== -1) list.splice(index, 1);
      return ok({ saved: false });
    };
  }
  server = fakeApi({ ...routes, ...extra });
  return server;
}

const listRequests = () => (server?.requests ?? []).filter((r) => r.url === '/users/saved-jobs');

async function openSavedJobs() {
  const view = renderApp('/saved-jobs');
  await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' });
  return view;
}

describe('/saved-jobs', () => {
  // The fixtures' dates (deadlines in January 2027) are read from 26 November 2026, noon in India.
  runAt('2026-11-26T12:00:00+05:30');

  it('shows each saved job like the job list, with its applicants, saved day and deadline, expired jobs marked and a count line', async () => {
    start([
      saved({ title: 'Frontend Developer Intern', company: 'Zoho', isUrgent: true, skills: ['React', 'TypeScript', 'CSS', 'Git', 'Jest'] }),
      saved({ title: 'Data Analyst', company: 'Infosys', stipend: '', salary: { min: 450_000, max: 600_000 } }),
      saved({ title: 'Marketing Intern', company: 'Nykaa', expiryDate: '2026-11-01T18:29:59.000Z' }, true),
    ]);
    await openSavedJobs();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(document.title).toBe('Saved Jobs — Pathway');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const [frontend, analyst, marketing] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(frontend).toHaveAccessibleName('Frontend Developer Intern');
    // Real figures, not SPEC's fixed '5+ applicants' and 'Saved: Recently' (docs/product/profile.md#saved-jobs).
    expect(within(frontend).getByText('12+ applicants')).toBeInTheDocument();
    expect(within(frontend).getByText('Saved', { exact: false })).toHaveTextContent('Saved 20 November 2026');
    expect(within(frontend).queryByText('5+ applicants')).not.toBeInTheDocument();
    expect(within(frontend).getByText(/^Closes in \d+ days$/)).toBeInTheDocument();
    expect(within(marketing).getByText('Closed')).toBeInTheDocument();
    expect(within(frontend).getByText('Urgent')).toBeInTheDocument();
    expect(within(frontend).getByText('+1 more')).toBeInTheDocument();
    expect(within(frontend).getByRole('link', { name: 'Frontend Developer Intern' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs\//),
    );
    expect(within(analyst).getByText('4.5 - 6.0 LPA')).toBeInTheDocument();

    expect(within(marketing).getByText('Expired')).toBeInTheDocument();
    expect(within(marketing).getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    expect(within(marketing).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(within(frontend).queryByText('Expired')).not.toBeInTheDocument();

    expect(screen.getByText('Showing 3 of 3 saved jobs')).toBeInTheDocument();
  });

  it('says so when nothing is saved, with a way to the job list', async () => {
    start([]);
    await openSavedJobs();
    expect(await screen.findByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('searches at once on the page and asks the server for every page; a search without matches has its own empty state', async () => {
    const user = userEvent.setup();
    start([
      saved({ title: 'Frontend Developer Intern', company: 'Zoho' }),
      saved({ title: 'Data Analyst', company: 'Infosys', skills: ['SQL'] }),
    ]);
    await openSavedJobs();
    await screen.findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Search saved jobs' });

    await user.type(search, 'sql');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Data Analyst' })).toBeInTheDocument();
    await waitFor(() => expect(listRequests().at(-1)?.params).toEqual({ page: 1, limit: 10, query: 'sql' }));
    expect(await screen.findByText('Showing 1 of 1 saved job')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'blockchain');
    expect(await screen.findByRole('heading', { name: 'No saved jobs match “blockchain”' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No saved jobs yet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('sorts by closing soon through the server, from the first page', async () => {
    const user = userEvent.setup();
    start([
      saved({ title: 'Closes Later', expiryDate: '2027-02-20T18:29:59.000Z' }),
      saved({ title: 'Closes Sooner', expiryDate: '2027-01-05T18:29:59.000Z' }),
    ]);
    await openSavedJobs();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Closes Later');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('savedAt');
    await user.selectOptions(sort, 'Closing soon');
    await waitFor(() => expect(listRequests().at(-1)?.params).toEqual({ page: 1, limit: 10, sortBy: 'closingDate' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Closes Sooner'));

    await user.selectOptions(sort, 'Recently saved');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Closes Later'));
  });

  it('removes a job at once, says so, and tells the server', async () => {
    const user = userEvent.setup();
    const items = [saved({ title: 'Frontend Developer Intern' }), saved({ title: 'Data Analyst' })];
    start(items);
    await openSavedJobs();
    const card = await screen.findByRole('article', { name: 'Frontend Developer Intern' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Frontend Developer Intern' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Your saved jobs' })).toHaveFocus();
    expect(await within(toastRegion()).findByText('Job removed from saved jobs.')).toBeInTheDocument();
    expect(server?.requests.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual([`/jobs/${items[0]!._id}/unsave`]);
    expect(await screen.findByText('Showing 1 of 1 saved job')).toBeInTheDocument();
  });

  it('puts the job back and says so when removing fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const item = saved({ title: 'Frontend Developer Intern' });
    start([item], { [`DELETE /jobs/${item._id}/unsave`]: failure(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    await openSavedJobs();
    const card = await screen.findByRole('article', { name: 'Frontend Developer Intern' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await within(toastRegion()).findByText('Failed to remove job from saved jobs.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Frontend Developer Intern' })).toBeInTheDocument();
  });

  it('pages through many saved jobs with the server', async () => {
    const user = userEvent.setup();
    start(Array.from({ length: 12 }, (_, i) => saved({ title: `Saved Job ${String(i + 1).padStart(2, '0')}` })));
    await openSavedJobs();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 saved jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Saved Job 11' })).toBeInTheDocument();
    expect(listRequests().at(-1)?.params).toEqual({ page: 2, limit: 10 });
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('applies from a saved job through the same flow as the job list', async () => {
    const user = userEvent.setup();
    const item = saved({ title: 'Frontend Developer Intern' });
    const tab = { opener: window as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn(), document: {} };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const redirectUrl = `/api/v1/jobs/redirect/${item._id}?ticket=ticket-for-${item._id}`;
    start([item], { [`PUT /jobs/apply/${item._id}`]: ok({ applied: true, alreadyApplied: false, redirectUrl }) });
    await openSavedJobs();
    const card = await screen.findByRole('article', { name: 'Frontend Developer Intern' });
    await user.click(within(card).getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(redirectUrl));
    expect(await within(toastRegion()).findByText('Redirected To Career Portal')).toBeInTheDocument();
  });
});
