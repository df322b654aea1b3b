import {
  type Application,
  type ApplicationStatus,
  applicationStatuses,
  type CreateApplicationInput,
  type UpdateApplicationRequest,
} from '@pathway/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { makeApplication } from '@/test/application-fixtures';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';
import { runAt } from '@/test/clock';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  Reflect.deleteProperty(window, 'matchMedia');
});

/**
 * The tracker's API over `items`, as the server answers it: the list filtered by stage and words,
 * sorted; PATCH (a stage change appends to the timeline), POST (an opening found elsewhere), the
 * stage counts in the stats. `extra` adds or replaces routes.
 */
function start(items: Application[], extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  const list = [...items];
  const counts = () =>
    Object.fromEntries(applicationStatuses.map((s) => [s, list.filter((a) => a.status === s).length])) as Record<ApplicationStatus, number>;
  const routes: FakeRoutes = {
    'GET /users/profile': ok(testUser),
    'GET /applications/pending-confirmation': ok([]),
    'GET /users/stats': () =>
      ok({
        savedJobsCount: 0,
        profileCompletion: 38,
        applicationCount: list.length,
        applicationsByStage: counts(),
        thisMonth: { savedJobs: { thisMonth: 0, lastMonth: 0 }, applications: { thisMonth: list.length, lastMonth: 0 } },
        closingSoon: [],
      }),
    'GET /applications': (config: InternalAxiosRequestConfig) => {
      const { page = 1, limit = 10, status, q, sortBy } = (config.params ?? {}) as Record<string, string | number | undefined>;
      const stages = typeof status === 'string' ? status.split(',') : [];
      const words = typeof q === 'string' ? q.toLowerCase() : '';
      const matching = list
        .filter((a) => stages.length === 0 || stages.includes(a.status))
        .filter((a) => !words || `${a.title} ${a.company}`.toLowerCase().includes(words));
      if (sortBy === 'closingDate') matching.sort((a, b) => (a.closingDate ?? '9').localeCompare(b.closingDate ?? '9'));
      const p = Number(page);
      const l = Number(limit);
      return ok({
        data: matching.slice((p - 1) * l, p * l),
        pagination: { page: p, limit: l, total: matching.length, totalPages: Math.ceil(matching.length / l) },
      });
    },
    'POST /applications': (config) => {
      const body = bodyOf(config) as CreateApplicationInput;
      const created = makeApplication({
        jobId: null,
        title: body.title!,
        company: body.company!,
        link: body.link ?? null,
        status: body.status ?? 'applied',
        closingDate: null,
        createdAt: '2026-11-26T09:00:00.000Z',
      });
      list.unshift(created);
      return ok(created, 201);
    },
  };
  for (const item of items) {
    routes[`PATCH /applications/${item._id}`] = (config) => {
      const changes = bodyOf(config) as UpdateApplicationRequest;
      const index = list.findIndex((a) => a._id === item._id);
      const before = list[index]!;
      const at = '2026-11-26T09:00:00.000Z';
      const after: Application = {
        ...before,
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.nextStepAt !== undefined ? { nextStepAt: changes.nextStepAt } : {}),
        ...(changes.status && changes.status !== before.status
          ? { status: changes.status, timeline: [...before.timeline, { status: changes.status, at }] }
          : {}),
        updatedAt: at,
      };
      list[index] = after;
      return ok(after);
    };
  }
  server = fakeApi({ ...routes, ...extra });
  return server;
}

const listRequests = () => (server?.requests ?? []).filter((r) => r.method === 'get' && r.url === '/applications');
const writes = (method: string) =>
  (server?.requests ?? []).filter((r) => r.method === method).map((r) => ({ url: r.url, body: bodyOf(r) }));

async function openTracker(path = '/applications') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Applications' });
  return view;
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d+ application`) });

/** A phone: the 768 px breakpoint does not match. */
function onAPhone() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('/applications', () => {
  // The fixtures' dates (deadlines in January 2027) are read from 26 November 2026, noon in India.
  runAt('2026-11-26T12:00:00+05:30');

  it('teaches what the tracker is when nothing is tracked yet', async () => {
    start([]);
    await openTracker();
    expect(document.title).toBe('Applications — Pathway');
    expect(await screen.findByRole('heading', { name: 'Keep track of every application' })).toBeInTheDocument();
    expect(screen.getByText(/When you press Apply Now on a job, it lands here as Clicked Apply/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getAllByRole('button', { name: 'Add an opening' }).length).toBeGreaterThan(0);
    expect(listRequests()[0]?.params).toEqual({ page: 1, limit: 100 });
  });

  it('shows a board by stage on desktop, with counts per stage, deadlines, next steps and notes', async () => {
    start([
      makeApplication({ title: 'Data Analyst', company: 'Infosys', status: 'applied', closingDate: '2027-01-20T18:29:59.000Z' }),
      makeApplication({
        title: 'UX Intern',
        company: 'Swiggy',
        status: 'interview',
        nextStepAt: '2026-12-02T04:30:00.000Z',
        notes: 'Portfolio review with the design lead',
      }),
      makeApplication({ title: 'Brand Intern', company: 'Nykaa', status: 'applied', jobId: null, link: 'https://nykaa.example/jobs/7', closingDate: null }),
    ]);
    await openTracker();
    const applied = await waitFor(() => column('Applied'));
    expect(within(applied).getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Data Analyst',
      'Brand Intern (opens in a new tab)',
    ]);
    expect(column('Applied')).toHaveAccessibleName('Applied 2 applications');
    const ux = within(column('Interview')).getByRole('article', { name: 'UX Intern' });
    expect(within(ux).getByText('Next step:', { exact: false })).toHaveTextContent('Next step: 2 December 2026, 10:00');
    expect(within(ux).getByText('Portfolio review with the design lead')).toBeInTheDocument();
    expect(within(applied).getByRole('link', { name: 'Data Analyst' })).toHaveAttribute('href', expect.stringMatching(/^\/jobs\//));
    expect(within(applied).getByText(/^Closes in \d+ days$/)).toBeInTheDocument();
    const external = within(applied).getByRole('link', { name: 'Brand Intern (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://nykaa.example/jobs/7');
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(applied).getByText('Found elsewhere')).toBeInTheDocument();
    // Every stage has its column, in order.
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      'Your applications',
      'Clicked Apply',
      'Applied',
      'Assessment',
      'Interview',
      'Offer',
      'Accepted',
      'Rejected',
      'Withdrawn',
      'No response',
    ]);

    const filters = screen.getByRole('group', { name: 'Filter by stage' });
    await waitFor(() => expect(within(filters).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(filters).getByRole('button', { name: 'Applied 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(filters).getByRole('button', { name: 'Interview 1' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Offer 0' })).toBeInTheDocument();
  });

  it('moves an application to another stage from its menu, by keyboard, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const data = makeApplication({ title: 'Data Analyst', company: 'Infosys', status: 'applied' });
    start([data]);
    await openTracker();
    const stage = await screen.findByRole('button', { name: 'Stage of Data Analyst at Infosys: Applied' });
    stage.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Applied' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(9);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Interview' }));

    expect(writes('patch')).toEqual([{ url: `/applications/${data._id}`, body: { status: 'interview' } }]);
    expect(await within(toastRegion()).findByText('Moved to Interview.')).toBeInTheDocument();
    const moved = await within(column('Interview')).findByRole('button', { name: 'Stage of Data Analyst at Infosys: Interview' });
    await waitFor(() => expect(moved).toHaveFocus());
    expect(within(column('Applied')).queryByRole('article')).not.toBeInTheDocument();

    // The move is on the timeline, dated.
    await user.click(within(column('Interview')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    const timeline = within(dialog).getByRole('list');
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Applied20 November 2026',
      'Interview26 November 2026',
    ]);
  });

  it('filters by stage, searches by company or title and sorts by closing soon, through the address and the server', async () => {
    const user = userEvent.setup();
    start([
      makeApplication({ title: 'Data Analyst', company: 'Infosys', status: 'applied', closingDate: '2027-02-20T18:29:59.000Z' }),
      makeApplication({ title: 'UX Intern', company: 'Swiggy', status: 'interview', closingDate: '2027-01-05T18:29:59.000Z' }),
    ]);
    const { router } = await openTracker();
    await screen.findByRole('article', { name: 'Data Analyst' });

    await user.click(within(screen.getByRole('group', { name: 'Filter by stage' })).getByRole('button', { name: /^Interview/ }));
    await waitFor(() => expect(listRequests().at(-1)?.params).toEqual({ page: 1, limit: 100, status: 'interview' }));
    expect(router.state.location.search).toBe('?status=interview');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Data Analyst' })).not.toBeInTheDocument());
    // Only the chosen stages have columns.
    expect(screen.queryByRole('region', { name: /^Applied/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^All/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by company or title' }), 'infosys');
    await waitFor(() => expect(listRequests().at(-1)?.params).toEqual({ page: 1, limit: 100, q: 'infosys' }));
    expect(await screen.findByRole('article', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'UX Intern' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by company or title' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Closing soon');
    await waitFor(() => expect(listRequests().at(-1)?.params).toEqual({ page: 1, limit: 100, sortBy: 'closingDate' }));
    expect(router.state.location.search).toBe('?sort=closingDate');

    await user.type(screen.getByRole('searchbox', { name: 'Search by company or title' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No applications match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search by company or title' })).toHaveValue('');
  });

  it('opens at the stage a link asks for', async () => {
    start([makeApplication({ title: 'UX Intern', status: 'interview' }), makeApplication({ title: 'Data Analyst', status: 'applied' })]);
    await openTracker('/applications?status=interview');
    expect(await screen.findByRole('article', { name: 'UX Intern' })).toBeInTheDocument();
    expect(listRequests()[0]?.params).toEqual({ page: 1, limit: 100, status: 'interview' });
    expect(within(screen.getByRole('group', { name: 'Filter by stage' })).getByRole('button', { name: /^Interview/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds an opening found elsewhere', async () => {
    const user = userEvent.setup();
    start([]);
    await openTracker();
    await user.click((await screen.findAllByRole('button', { name: 'Add an opening' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add an opening' });
    await user.type(within(dialog).getByLabelText('Title'), 'Product Analyst');
    await user.type(within(dialog).getByLabelText('Company'), 'Razorpay');
    await user.type(within(dialog).getByLabelText('Link (optional)'), 'https://razorpay.example/careers/42');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Assessment');
    await user.click(within(dialog).getByRole('button', { name: 'Add to tracker' }));

    expect(writes('post')).toEqual([
      {
        url: '/applications',
        body: { title: 'Product Analyst', company: 'Razorpay', status: 'assessment', link: 'https://razorpay.example/careers/42' },
      },
    ]);
    expect(await within(toastRegion()).findByText('Application added to your tracker.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await within(await waitFor(() => column('Assessment'))).findByRole('article', {
      name: 'Product Analyst (opens in a new tab)',
    });
    expect(within(card).getByText('Razorpay')).toBeInTheDocument();
  });

  it('checks the fields before sending, and shows the server validation messages next to their fields', async () => {
    const user = userEvent.setup();
    start([], {
      'POST /applications': failure(400, 'VALIDATION_ERROR', 'Please check the highlighted fields.', {
        link: 'Please enter a valid http or https link.',
        company: 'Company must be at most 200 characters.',
      }),
    });
    await openTracker();
    await user.click((await screen.findAllByRole('button', { name: 'Add an opening' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add an opening' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to tracker' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Company is required.')).toBeInTheDocument();
    expect(writes('post')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Title'), 'Product Analyst');
    await user.type(within(dialog).getByLabelText('Company'), 'Razorpay');
    await user.type(within(dialog).getByLabelText('Link (optional)'), 'https://razorpay.example/x');
    await user.click(within(dialog).getByRole('button', { name: 'Add to tracker' }));
    const company = within(dialog).getByLabelText('Company');
    await waitFor(() => expect(company).toHaveAccessibleDescription('Company must be at most 200 characters.'));
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();
    expect(within(dialog).getByLabelText('Link (optional)')).toHaveAccessibleDescription(
      "The opening's page, so you can find it again. Please enter a valid http or https link.",
    );
    expect(screen.getByRole('dialog', { name: 'Add an opening' })).toBeInTheDocument();
  });

  it('keeps notes and a next step (India time), and shows the server refusing them next to the field', async () => {
    const user = userEvent.setup();
    const ux = makeApplication({ title: 'UX Intern', company: 'Swiggy', status: 'interview' });
    start([ux]);
    await openTracker();
    await user.click(await within(await screen.findByRole('article', { name: 'UX Intern' })).findByRole('button', { name: 'Details' }));
    let dialog = await screen.findByRole('dialog', { name: 'UX Intern' });
    await user.type(within(dialog).getByLabelText('Notes'), 'Bring the case study');
    await user.type(within(dialog).getByLabelText('Next step (India time)'), '2026-12-02T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes('patch')).toEqual([
      { url: `/applications/${ux._id}`, body: { notes: 'Bring the case study', nextStepAt: '2026-12-02T10:00:00+05:30' } },
    ]);
    expect(await within(toastRegion()).findByText('Application updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'UX Intern' });
    expect(await within(card).findByText('Bring the case study')).toBeInTheDocument();

    server!.restore();
    start([{ ...ux, notes: 'Bring the case study' }], {
      [`PATCH /applications/${ux._id}`]: failure(400, 'VALIDATION_ERROR', 'Please check the highlighted fields.', {
        nextStepAt: 'The next step must be a date within the next 2 years.',
      }),
    });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    dialog = await screen.findByRole('dialog', { name: 'UX Intern' });
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.type(within(dialog).getByLabelText('Notes'), 'Ask about the stipend');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const nextStep = within(dialog).getByLabelText('Next step (India time)');
    await waitFor(() => expect(within(dialog).getByText('The next step must be a date within the next 2 years.')).toBeInTheDocument());
    expect(nextStep).toHaveAttribute('aria-invalid', 'true');
  });

  it('groups the applications by stage on a phone', async () => {
    onAPhone();
    start([
      makeApplication({ title: 'Data Analyst', status: 'applied' }),
      makeApplication({ title: 'UX Intern', status: 'interview' }),
    ]);
    await openTracker();
    expect(await screen.findByRole('heading', { level: 2, name: 'Applied (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Interview (1)' })).toBeInTheDocument();
    // Empty stages are left out, and there is no sideways board.
    expect(screen.queryByRole('heading', { name: /^Offer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Board' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = makeApplication({ title: 'Data Analyst', status: 'applied' });
    let fail = true;
    start([data], {
      'GET /applications': () =>
        fail
          ? failure(503, 'SERVICE_UNAVAILABLE', 'The service is busy.')
          : ok({ data: [data], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } }),
    });
    await openTracker();
    expect(await screen.findByText('Your applications could not be loaded. Please check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Data Analyst' })).toBeInTheDocument();
  });

  it('removes an application from the tracker after asking once more', async () => {
    const user = userEvent.setup();
    const data = makeApplication({ title: 'Data Analyst', status: 'applied' });
    start([data], { [`DELETE /applications/${data._id}`]: ok({ deleted: true }) });
    await openTracker();
    await user.click(within(await screen.findByRole('article', { name: 'Data Analyst' })).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Analyst' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from tracker' }));
    expect(writes('delete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(writes('delete')).toEqual([{ url: `/applications/${data._id}`, body: undefined }]);
    expect(await within(toastRegion()).findByText('Application removed from your tracker.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
