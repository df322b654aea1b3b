import type { SearchReport } from '@pathway/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { fakeServer, ok, renderApp, testUser } from '@/test/render';
import { makeJob, pageOf } from '@/test/job-fixtures';

const allJobs = Array.from({ length: 34 }, (_, i) =>
  makeJob({ title: `Job ${String(i + 1).padStart(2, '0')}`, company: i % 2 ? 'Zoho' : 'Infosys' }),
);

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  act(() => dismissToast());
  vi.useRealTimers();
});

const listRequests = () => (server?.requests ?? []).filter((r) => r.url === '/jobs');
// A guest's list is read with fetch: its parameters are recorded as sent, as strings.
const lastListParams = () => listRequests().at(-1)?.params as Record<string, unknown> | undefined;

/**
 * The catalogue API as the page sees it: option lists, and `GET /jobs` answering `jobsFor(params)`
 * one page at a time, with `reportFor(params)` as its search report. `user` signs someone in.
 */
function startServer({
  jobsFor = () => allJobs,
  reportFor = () => undefined,
  user,
}: {
  jobsFor?: (params: Record<string, unknown>) => typeof allJobs;
  reportFor?: (params: Record<string, unknown>) => SearchReport | undefined;
  user?: object;
} = {}) {
  if (user) localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeServer((config: InternalAxiosRequestConfig) => {
    const params = (config.params ?? {}) as Record<string, unknown>;
    switch (config.url) {
      case '/users/profile':
        return user ? ok(user) : { status: 401, data: { success: false, code: 'UNAUTHORIZED', message: 'No.' } };
      case '/jobs/jobsTypes':
        return ok(['Full-time', 'Internship']);
      case '/jobs/locations':
        return ok(['Bengaluru', 'Pune']);
      case '/jobs/domains':
        return ok(['Design', 'Software Engineering']);
      case '/jobs/companies':
        return ok(['Acme, Inc.', 'Infosys', 'Zoho']);
      case '/jobs': {
        const search = reportFor(params);
        return ok({ ...pageOf(jobsFor(params), Number(params.page ?? 1), Number(params.limit ?? 10)), ...(search && { search }) });
      }
      default:
        if (config.method === 'put' && config.url?.startsWith('/jobs/apply/')) {
          const id = config.url.slice('/jobs/apply/'.length);
          return ok({ applied: true, alreadyApplied: false, redirectUrl: `/api/v1/jobs/redirect/${id}?ticket=t-${id}` });
        }
        return { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Not found.' } };
    }
  });
  return server;
}

async function openJobs(path = '/jobs', options: Parameters<typeof startServer>[0] = {}) {
  startServer(options);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Jobs' });
  return view;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
const searchParams = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('/jobs list', () => {
  it('shows 5 placeholders while loading, then the count line and 10 cards, newest first', async () => {
    startServer();
    const { container } = renderApp('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    const placeholders = container.querySelectorAll('ul[aria-hidden="true"] > li');
    expect(placeholders).toHaveLength(5);
    expect(placeholders[0]!.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Loading jobs…' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(lastListParams()).toEqual({ page: '1', limit: '10', sortBy: 'postedDate', sortOrder: 'desc' });
    expect(document.title).toBe('Jobs — Pathway');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('reads every filter and the page from the address on load', async () => {
    const { router } = await openJobs('/jobs?q=react&type=Internship&location=Pune&domain=Design&companies=Zoho,Infosys&page=2');
    await screen.findByRole('heading', { name: 'Showing 11–20 of 34 jobs' });
    expect(lastListParams()).toEqual({
      page: '2',
      limit: '10',
      query: 'react',
      type: 'Internship',
      location: 'Pune',
      domain: 'Design',
      company: 'Zoho,Infosys',
    });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('react');
    expect(within(sidebar()).getByRole('radio', { name: 'Internship' })).toBeChecked();
    expect(within(sidebar()).getByRole('combobox', { name: 'Location' })).toHaveValue('Pune');
    expect(within(sidebar()).getByRole('combobox', { name: 'Domain' })).toHaveValue('Design');
    const companies = within(sidebar()).getByRole('group', { name: 'Companies' });
    expect(await within(companies).findByRole('checkbox', { name: 'Zoho' })).toBeChecked();
    expect(within(companies).getByRole('checkbox', { name: 'Infosys' })).toBeChecked();
    // The first load keeps its page.
    expect(searchParams(router).get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes filter changes to the address and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs?page=3');
    await screen.findByRole('heading', { name: 'Showing 21–30 of 34 jobs' });

    await user.click(within(sidebar()).getByRole('radio', { name: 'Internship' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=Internship'));

    await user.selectOptions(within(sidebar()).getByRole('combobox', { name: 'Location' }), 'Bengaluru');
    await waitFor(() => expect(router.state.location.search).toBe('?type=Internship&location=Bengaluru'));

    await user.selectOptions(within(sidebar()).getByRole('combobox', { name: 'Domain' }), 'Design');
    await user.click(await within(sidebar()).findByRole('checkbox', { name: 'Zoho' }));
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Infosys' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=Internship&location=Bengaluru&domain=Design&companies=Zoho%2CInfosys'),
    );
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: '1', company: 'Zoho,Infosys', domain: 'Design' }));

    await user.click(within(sidebar()).getByRole('radio', { name: 'All types' }));
    await waitFor(() => expect(searchParams(router).get('type')).toBeNull());
  });

  it('restores the same filters and results with back and forward', async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs');
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    await user.selectOptions(within(sidebar()).getByRole('combobox', { name: 'Location' }), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Showing 11–20 of 34 jobs' });
    expect(router.state.location.search).toBe('?location=Pune&page=2');

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    expect(within(sidebar()).getByRole('combobox', { name: 'Location' })).toHaveValue('Pune');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(sidebar()).getByRole('combobox', { name: 'Location' })).toHaveValue('all'));

    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: 'Showing 11–20 of 34 jobs' });
    expect(within(sidebar()).getByRole('combobox', { name: 'Location' })).toHaveValue('Pune');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('applies typed text 300 ms after the last key, and at once on Enter', async () => {
    const { router } = await openJobs('/jobs?location=Pune&page=2');
    await screen.findByRole('heading', { name: 'Showing 11–20 of 34 jobs' });
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });

    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'rea' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'react ' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(router.state.location.search).toBe('?location=Pune&page=2');
    await act(async () => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=react&location=Pune'));
    // What is being typed is kept as typed (the trailing space), not replaced by the applied query.
    expect(box).toHaveValue('react ');
    vi.useRealTimers();

    fireEvent.change(box, { target: { value: 'react developer' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(searchParams(router).get('q')).toBe('react developer'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ query: 'react developer', page: '1' }));
    expect(lastListParams()).not.toHaveProperty('sortBy');
  });

  it("applies the text with the 'Search Jobs' button", async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'design');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() => expect(searchParams(router).get('q')).toBe('design'));
  });

  it('shows a chip per filter; each chip removes its own filter, Clear all removes every one', async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs?q=react&type=Internship&location=Pune&companies=Zoho,Infosys&page=2');
    await screen.findByRole('heading', { name: 'Showing 11–20 of 34 jobs' });

    for (const name of ['react', 'Internship', 'Pune', 'Zoho', 'Infosys']) {
      expect(screen.getByRole('button', { name: `Remove filter: ${name}` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Remove filter: Zoho' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=react&type=Internship&location=Pune&companies=Infosys'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter: react' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=Internship&location=Pune&companies=Infosys'));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove filter: Pune' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searchParams(router).get('page')).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it("shows 'No jobs found' with View All Jobs, which resets the filters", async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs?q=astronaut&location=Pune', {
      jobsFor: (params) => (params.query ? [] : allJobs),
    });
    expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Jobs' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' })).toBeInTheDocument();
  });

  it('paginates with at most 5 numbers, hidden when there is one page, focusing the results', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 95 }, () => makeJob());
    const { router } = await openJobs('/jobs', { jobsFor: (params) => (params.location ? many.slice(0, 4) : many) });
    await screen.findByRole('heading', { name: 'Showing 1–10 of 95 jobs' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { name: 'Showing 11–20 of 95 jobs' });
    expect(router.state.location.search).toBe('?page=2');
    expect(heading).toHaveFocus();

    await user.selectOptions(within(sidebar()).getByRole('combobox', { name: 'Location' }), 'Pune');
    await screen.findByRole('heading', { name: 'Showing 1–4 of 4 jobs' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    startServer();
    const base = server!;
    base.restore();
    server = fakeServer(async (config) => {
      if (config.url === '/jobs' && (config.params as { page: string }).page === '2') {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok(pageOf(allJobs, 2));
      }
      return config.url === '/jobs' ? ok(pageOf(allJobs, 1)) : ok([]);
    });
    renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]!.closest('ul')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('article', { name: 'Job 01' })).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('article', { name: 'Job 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]!.closest('ul')).toHaveAttribute('aria-busy', 'false');
  });

  it('goes to the last page when the address asks for one past it', async () => {
    const { router } = await openJobs('/jobs?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=4'));
    expect(await screen.findByRole('heading', { name: 'Showing 31–34 of 34 jobs' })).toBeInTheDocument();
  });
});

describe('work mode', () => {
  it('is read from the address, sent as `workMode`, and shown checked', async () => {
    await openJobs('/jobs?workMode=onsite,hybrid');
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    expect(lastListParams()).toMatchObject({ workMode: 'hybrid,onsite' });
    const group = within(sidebar()).getByRole('group', { name: 'Work mode' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'remote',
      'hybrid',
      'onsite',
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'On-site' })).toBeChecked();
  });

  it('is open to guests: goes to the address and the request, back to page 1, with a chip each', async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs?page=3');
    await screen.findByRole('heading', { name: 'Showing 21–30 of 34 jobs' });
    const group = within(sidebar()).getByRole('group', { name: 'Work mode' });

    await user.click(within(group).getByRole('checkbox', { name: 'On-site' }));
    await waitFor(() => expect(router.state.location.search).toBe('?workMode=onsite'));
    await user.click(within(group).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?workMode=remote%2Consite'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: '1', workMode: 'remote,onsite' }));

    await user.click(screen.getByRole('button', { name: 'Remove filter: Remote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?workMode=onsite'));
    expect(within(group).getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter: On-site' })).toBeInTheDocument();

    await user.click(within(group).getByRole('checkbox', { name: 'Hybrid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?workMode=hybrid%2Consite'));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(group).getByRole('checkbox', { name: 'On-site' })).not.toBeChecked();
    await waitFor(() => expect(lastListParams()).not.toHaveProperty('workMode'));
  });
});

describe('a company whose name holds a comma', () => {
  it('is written quoted to the address and the request, and read back as one company', async () => {
    const user = userEvent.setup();
    const { router, unmount } = await openJobs('/jobs');
    await user.click(await within(sidebar()).findByRole('checkbox', { name: 'Acme, Inc.' }));
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Zoho' }));
    await waitFor(() => expect(searchParams(router).get('companies')).toBe('"Acme, Inc.",Zoho'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ company: '"Acme, Inc.",Zoho' }));
    expect(screen.getByRole('button', { name: 'Remove filter: Acme, Inc.' })).toBeInTheDocument();
    const address = router.state.location.search;
    unmount();
    server?.restore();

    await openJobs(`/jobs${address}`);
    const companies = within(sidebar()).getByRole('group', { name: 'Companies' });
    expect(await within(companies).findByRole('checkbox', { name: 'Acme, Inc.' })).toBeChecked();
    expect(within(companies).getByRole('checkbox', { name: 'Zoho' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Remove filter: Acme' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastListParams()).toMatchObject({ company: '"Acme, Inc.",Zoho' }));
  });
});

describe('search notices', () => {
  const report = (over: Partial<SearchReport> = {}): SearchReport => ({
    corrections: [],
    unmatched: [],
    partial: false,
    ignored: [],
    truncated: [],
    nothingToSearch: false,
    ...over,
  });
  const notices = () => screen.getByRole('status');

  it.each([
    [
      'a correction',
      'devloper',
      report({ correctedQuery: 'developer', corrections: [{ from: 'devloper', to: 'developer' }] }),
      ['Showing results for developer'],
    ],
    ['unmatched words', 'react zorblax qux', report({ unmatched: ['zorblax', 'qux'] }), ["No exact match for 'zorblax qux'; showing related jobs"]],
    ['a partial match', 'senior react', report({ partial: true }), ["No exact match for 'senior react'; showing related jobs"]],
    [
      'words left out',
      'a b c',
      report({ truncated: ['q', 'r'] }),
      ["Only the first words were searched; 'q r' was left out."],
    ],
    ['nothing to search', '!!!', report({ nothingToSearch: true }), ["'!!!' has no letters or numbers to search for; showing all jobs."]],
    ['nothing for ignored words', 'jobs for react', report({ ignored: ['jobs', 'for'] }), []],
    [
      'several at once',
      'devloper zorblax',
      report({ correctedQuery: 'developer zorblax', corrections: [{ from: 'devloper', to: 'developer' }], unmatched: ['zorblax'], partial: true }),
      ['Showing results for developer zorblax', "No exact match for 'zorblax'; showing related jobs"],
    ],
  ])('says so for %s', async (_, q, search, expected) => {
    await openJobs(`/jobs?q=${encodeURIComponent(q)}`, { reportFor: () => search });
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    await waitFor(() => expect(within(notices()).queryAllByRole('paragraph').map((p) => p.textContent)).toEqual(expected));
  });

  it('puts the corrected query in bold', async () => {
    await openJobs('/jobs?q=devloper', { reportFor: () => report({ correctedQuery: 'developer' }) });
    const strong = await within(notices()).findByText('developer');
    expect(strong.tagName).toBe('STRONG');
  });

  it('says nothing of unmatched words when nothing was found, where the empty state speaks', async () => {
    await openJobs('/jobs?q=zorblax', { jobsFor: () => [], reportFor: () => report({ unmatched: ['zorblax'], partial: true }) });
    expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    expect(notices()).toBeEmptyDOMElement();
  });

  it('says nothing without a search text', async () => {
    await openJobs('/jobs?location=Pune', { reportFor: () => report({ partial: true, nothingToSearch: true }) });
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    expect(notices()).toBeEmptyDOMElement();
  });

  it('speak of the list on screen while the next one loads', async () => {
    let release: () => void = () => {};
    startServer();
    server!.restore();
    server = fakeServer(async (config) => {
      if (config.url !== '/jobs') return ok([]);
      const params = config.params as Record<string, string>;
      if (params.query === 'designer') {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return ok({ ...pageOf(allJobs, 1), search: report({ partial: true }) });
    });
    const { router } = renderApp('/jobs?q=react');
    await waitFor(() => expect(notices()).toHaveTextContent("No exact match for 'react'; showing related jobs"));
    await act(() => router.navigate('/jobs?q=designer'));
    await waitFor(() => expect(screen.getAllByRole('article')[0]!.closest('ul')).toHaveAttribute('aria-busy', 'true'));
    expect(notices()).toHaveTextContent("No exact match for 'react'; showing related jobs");
    act(() => release());
    await waitFor(() => expect(notices()).toHaveTextContent("No exact match for 'designer'; showing related jobs"));
  });
});

describe('filters in a bottom sheet (below 768 px)', () => {
  it("opens with 'Filters', applies changes, and closes with 'Apply Filters'", async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('radio', { name: 'Internship' }));
    await user.click(await within(sheet).findByRole('checkbox', { name: 'Zoho' }));
    await user.click(within(within(sheet).getByRole('group', { name: 'Work mode' })).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=Internship&companies=Zoho&workMode=remote'));
    expect(within(sheet).getByText('Advanced filters are available for Premium users only.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove filter: Zoho' })).toBeInTheDocument();
  });
});

describe('advanced filters', () => {
  const notice = 'Advanced filters are available for Premium users only.';

  it('are locked with the upgrade overlay for guests, and never sent', async () => {
    await openJobs('/jobs?experience=0-1&salary=3-6');
    const panel = within(sidebar()).getByRole('region', { name: 'Advanced filters' });
    expect(within(panel).getByText(notice)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(within(panel).getByRole('checkbox', { name: '0–1 years' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: '0–1 years' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: '3–6 LPA' })).toBeDisabled();
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    expect(lastListParams()).not.toHaveProperty('experience');
    expect(lastListParams()).not.toHaveProperty('salary');
  });

  it("are locked for a free account, whatever the tier's case", async () => {
    await openJobs('/jobs', { user: { ...testUser, subscriptionTier: 'Free' } });
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    const panel = within(sidebar()).getByRole('region', { name: 'Advanced filters' });
    expect(within(panel).getByText(notice)).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: '5+ years' })).toBeDisabled();
  });

  it('work for premium users and go to the address and the request', async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs', { user: { ...testUser, subscriptionTier: 'premium' } });
    const panel = within(sidebar()).getByRole('region', { name: 'Advanced filters' });
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: '1–3 years' })).toBeEnabled());
    expect(within(panel).queryByText(notice)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: '1–3 years' }));
    await user.click(within(panel).getByRole('checkbox', { name: '10+ LPA' }));
    await waitFor(() => expect(router.state.location.search).toBe('?experience=1-3&salary=10%2B'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ experience: '1-3', salary: '10+' }));
    expect(screen.getByRole('button', { name: 'Remove filter: 1–3 years' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('group', { name: 'Salary', description: 'Monthly stipends count as 12 months.' }),
    ).toBeInTheDocument();
  });
});

describe('a Premium that lapsed since the session began', () => {
  it('locks the advanced filters again when the server refuses them, and shows the list without them', async () => {
    let tier = 'premium';
    localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
    server = fakeServer((config: InternalAxiosRequestConfig) => {
      const params = (config.params ?? {}) as Record<string, unknown>;
      if (config.url === '/users/profile') return ok({ ...testUser, subscriptionTier: tier });
      if (config.url !== '/jobs') return ok([]);
      if (params.experience) {
        tier = 'free';
        return { status: 403, data: { success: false, status: 403, code: 'PREMIUM_REQUIRED', message: 'Advanced filters are available for Premium users only.' } };
      }
      return ok(pageOf(allJobs, Number(params.page ?? 1), Number(params.limit ?? 10)));
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/jobs?experience=1-3');
    expect(await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' })).toBeInTheDocument();
    expect(lastListParams()).not.toHaveProperty('experience');
    const panel = within(sidebar()).getByRole('region', { name: 'Advanced filters' });
    expect(within(panel).getByText('Advanced filters are available for Premium users only.')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: '1–3 years' })).toBeDisabled();
  });
});

describe('Apply Now and Save Job', () => {
  const notifications = () => screen.getByRole('region', { name: /notifications/i });

  it('ask guests to log in', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openJobs('/jobs');
    const card = await screen.findByRole('article', { name: 'Job 01' });

    await user.click(within(card).getByRole('button', { name: 'Apply Now' }));
    expect(await within(notifications()).findByText('Login Required')).toBeInTheDocument();
    expect(within(notifications()).getByText('Please login to apply for jobs.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Save Job' }));
    expect(await within(notifications()).findByText('Please login to save jobs.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("open the company's portal through the redirect, in a new tab without opener, for signed-in users", async () => {
    const user = userEvent.setup();
    // The tab opens at once (popup blockers), loses its opener, and goes to the portal once the application is recorded.
    const tab = { opener: window, closed: false, location: { replace: vi.fn() }, close: vi.fn(), document: {} };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openJobs('/jobs', { user: testUser });
    const card = await screen.findByRole('article', { name: 'Job 01' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Apply Now' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(`/api/v1/jobs/redirect/${allJobs[0]!._id}?ticket=t-${allJobs[0]!._id}`));
    expect(server?.requests.some((r) => r.method === 'put' && r.url === `/jobs/apply/${allJobs[0]!._id}`)).toBe(true);
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });

  it('link each title to the detail page, carrying the list address for the way back', async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs?location=Pune&page=2');
    await user.click(await screen.findByRole('link', { name: 'Job 11' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${allJobs[10]!._id}`));
    expect(router.state.location.state).toEqual({ jobListSearch: '?location=Pune&page=2' });
  });
});

describe('eligibility and best match (signed in)', () => {
  it("offers 'Only jobs I'm eligible for' and 'Best match', in the address and the request", async () => {
    const user = userEvent.setup();
    const { router } = await openJobs('/jobs', { user: { ...testUser, skills: ['React'], graduationYear: 2027 } });
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' }, { timeout: 15_000 });
    await user.click(within(sidebar()).getByRole('checkbox', { name: /Only jobs I'm eligible for/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?eligible=me'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ eligible: 'me', sortBy: 'postedDate' }));
    expect(screen.getByRole('button', { name: 'Remove filter: Eligible for me' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best match');
    await waitFor(() => expect(router.state.location.search).toBe('?eligible=me&sort=match'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ eligible: 'me', sortBy: 'match' }));
    expect(lastListParams()).not.toHaveProperty('sortOrder');
  });

  it('are not offered to guests, and never sent for them', async () => {
    await openJobs('/jobs?eligible=me&sort=match');
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    expect(within(sidebar()).queryByRole('checkbox', { name: /eligible/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
    expect(lastListParams()).not.toHaveProperty('eligible');
    expect(lastListParams()).toMatchObject({ sortBy: 'postedDate' });
  });

  it('tells a student without skills where to add them, and offers no Best match', async () => {
    await openJobs('/jobs', { user: { ...testUser, skills: [] } });
    await screen.findByRole('heading', { name: 'Showing 1–10 of 34 jobs' });
    expect(screen.getAllByRole('link', { name: 'Add your skills' })[0]).toHaveAttribute('href', '/profile-setup');
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  });
});
