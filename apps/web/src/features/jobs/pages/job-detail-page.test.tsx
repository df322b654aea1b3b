import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/lib/toast';
import { JOB_SUMMARY_ELEMENT_ID, type JobSummary } from '@pathway/contracts';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { type FakeHandler, fakeServer, ok, renderApp, testUser } from '@/test/render';
import { makeJob, pageOf } from '@/test/job-fixtures';
import { runAt } from '@/test/clock';

const job = makeJob({
  title: 'Machine Learning Intern',
  company: 'Corvid Software',
  logo: '/logos/corvid.png',
  type: 'Internship',
  workMode: 'remote',
  isUrgent: true,
  location: 'Remote',
  stipend: '₹30,000/month',
  salary: { min: 0, max: 0 },
  experienceMin: 0,
  experienceMax: 1,
  postedDate: '2026-11-03T06:30:00.000Z',
  expiryDate: '2027-01-31T18:29:59.000Z',
  applicationsCount: 57,
  domain: ['Machine Learning', 'Data Science', 'Software Engineering', 'Design'],
  skills: ['Python', 'PyTorch', 'SQL', 'Statistics', 'Git'],
  description:
    'You will train models that rank internships.\n\nWhat you will do:\n- Clean data\n- Ship a model\n\n<script>alert(1)</script>',
});

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  act(() => dismissToast());
  document.getElementById(JOB_SUMMARY_ELEMENT_ID)?.remove();
});

/** The JSON the server puts in a job page's HTML (apps/server/src/modules/seo). */
function embedSummary(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = JOB_SUMMARY_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

const summaryOf = ({ _id, title, company, logo, type, workMode, isUrgent }: typeof job): JobSummary => ({
  _id,
  title,
  company,
  logo,
  type,
  workMode,
  isUrgent,
});

/** Job details are for members: a signed-in session whose other calls answer plainly. */
function member(handler: FakeHandler) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  return fakeServer((config) => {
    if (config.url === '/users/profile') return ok(testUser);
    if (config.url === '/users/saved-jobs/ids') return ok([]);
    if (config.url === '/applications/pending-confirmation') return ok([]);
    return handler(config);
  });
}

const notFound = (reason: string, extra: object = {}) => ({
  status: 404,
  data: { success: false, status: 404, code: 'NOT_FOUND', message: 'Gone.', details: { reason, ...extra } },
});

describe('job detail page', () => {
  // The fixtures' dates (deadlines in January 2027) are read from 26 November 2026, noon in India.
  runAt('2026-11-26T12:00:00+05:30');

  it('shows the whole job and sets the tab title', async () => {
    server = member((config) => (config.url === `/jobs/${job._id}` ? ok(job) : ok([])));
    renderApp(`/jobs/${job._id}`);
    const article = await screen.findByRole('article', { name: 'Machine Learning Intern' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Machine Learning Intern at Corvid Software — Pathway');

    expect(within(article).getByText('Corvid Software')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', '/logos/corvid.png');
    expect(within(article).getByText('Internship')).toBeInTheDocument();
    expect(within(article).getByText('Urgent')).toBeInTheDocument();
    const summary = within(article).getByRole('complementary', { name: 'Job summary' });
    const fact = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(fact('Location')).toBe('Remote');
    expect(fact('Work mode')).toBe('Remote');
    expect(fact('Stipend')).toBe('₹30,000/month');
    expect(within(summary).queryByText('Salary')).not.toBeInTheDocument();
    expect(fact('Experience')).toBe('0–1 years');
    expect(fact('Posted')).toBe('3 November 2026');
    expect(fact('Apply by')).toMatch(/^31 January 2027Closes in \d+ days$/);
    expect(fact('Applicants')).toBe('57+ applicants');
    expect(within(article).getByRole('list', { name: 'Skills' }).children).toHaveLength(5);
    expect(within(article).getByRole('list', { name: 'Domains' }).children).toHaveLength(4);

    // The description keeps its paragraphs and list, and markup stays text.
    expect(within(article).getByText('You will train models that rank internships.')).toBeInTheDocument();
    expect(within(article).getByText('Ship a model').tagName).toBe('LI');
    expect(within(article).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();

    expect(within(summary).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Save Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says how long the job still takes applications, in India calendar days', async () => {
    // Only the clock is fixed (timers run as usual): 20:00 on 29 January 2027 in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-29T20:00:00+05:30'));
    try {
      server = member((config) => (config.url === `/jobs/${job._id}` ? ok(job) : ok([])));
      renderApp(`/jobs/${job._id}`);
      const summary = await screen.findByRole('complementary', { name: 'Job summary' });
      expect(within(summary).getByText('Apply by').nextElementSibling).toHaveTextContent('31 January 2027Closes in 2 days');
      expect(within(summary).getByText('Closes in 2 days')).toHaveAttribute('datetime', job.expiryDate);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a salary in LPA when there is one', async () => {
    const fullTime = makeJob({ stipend: '', salary: { min: 600_000, max: 1_200_000 }, experienceMin: 2, experienceMax: 2 });
    server = member(() => ok(fullTime));
    renderApp(`/jobs/${fullTime._id}`);
    const summary = await screen.findByRole('complementary', { name: 'Job summary' });
    expect(within(summary).getByText('6.0 - 12.0 LPA')).toBeInTheDocument();
    expect(within(summary).getByText('2 years')).toBeInTheDocument();
    expect(within(summary).queryByText('Stipend')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in, without asking the server for a job it would refuse', async () => {
    server = fakeServer(() => ok(job));
    renderApp(`/jobs/${job._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to view this job' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === `/jobs/${job._id}`)).toHaveLength(0);
  });

  it("shows a guest the job's heading from the summary in the page, above the sign-in prompt", async () => {
    embedSummary(JSON.stringify(summaryOf(job)));
    server = fakeServer(() => ok(job));
    renderApp(`/jobs/${job._id}`);
    const article = await screen.findByRole('article', { name: 'Machine Learning Intern' });
    expect(screen.getByRole('heading', { level: 1, name: 'Machine Learning Intern' })).toBeInTheDocument();
    expect(within(article).getByText('Corvid Software')).toBeInTheDocument();
    expect(within(article).getByText('Urgent')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Sign in to view this job' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    // The summary is all a guest gets: nothing of the details, and no request for them.
    expect(screen.queryByText(/train models/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === `/jobs/${job._id}`)).toHaveLength(0);
  });

  it("shows a member the job's heading at once, while its details load", async () => {
    embedSummary(JSON.stringify(summaryOf(job)));
    let answer: (value: { status: number; data?: unknown }) => void = () => {};
    server = member((config) => (config.url === `/jobs/${job._id}` ? new Promise((resolve) => (answer = resolve)) : ok([])));
    renderApp(`/jobs/${job._id}`);
    const article = await screen.findByRole('article', { name: 'Machine Learning Intern' });
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await waitFor(() => expect(server?.requests.some((r) => r.url === `/jobs/${job._id}`)).toBe(true));
    act(() => answer(ok(job)));
    expect(await screen.findByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Machine Learning Intern' })).not.toHaveAttribute('aria-busy');
  });

  it("ignores a summary in the page that is another job's or not a summary at all", async () => {
    for (const text of [
      JSON.stringify({ ...summaryOf(job), _id: 'another-job' }),
      JSON.stringify({ ...summaryOf(job), workMode: 'anywhere' }),
      JSON.stringify({ ...summaryOf(job), logo: 7 }),
      '{"title": 1}',
      'not json',
    ]) {
      embedSummary(text);
      server = fakeServer(() => ok(job));
      const { unmount } = renderApp(`/jobs/${job._id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to view this job' }), text).toBeInTheDocument();
      expect(screen.queryByText('Corvid Software')).not.toBeInTheDocument();
      unmount();
      server.restore();
      server = undefined;
      document.getElementById(JOB_SUMMARY_ELEMENT_ID)?.remove();
    }
  });

  it("shows 'Job not found' for a missing job and for an id that is not one", async () => {
    server = member(() => notFound('not_found'));
    const { unmount } = renderApp('/jobs/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
    expect(document.title).toBe('Job not found — Pathway');
    unmount();

    server.restore();
    server = member(() => ({
      status: 400,
      data: { success: false, status: 400, code: 'VALIDATION_ERROR', message: 'That id is not valid.' },
    }));
    renderApp('/jobs/not-a-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });

  it("shows 'This job has expired' with a link to similar jobs", async () => {
    server = member(() => notFound('expired', { expiredAt: '2026-10-01T00:00:00.000Z', domain: 'Data Science' }));
    renderApp(`/jobs/${job._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This job has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /similar jobs/ })).toHaveAttribute('href', '/jobs?domain=Data+Science');
  });

  it('finds similar jobs from the list the user came from when the server names no domain', async () => {
    const user = userEvent.setup();
    const listed = makeJob({ title: 'Brand Designer', domain: ['Design', 'Marketing'] });
    server = member((config) => {
      if (config.url === '/jobs') return ok(pageOf([listed]));
      if (config.url === `/jobs/${listed._id}`) return notFound('expired');
      return ok([]);
    });
    const { router } = renderApp('/jobs?location=Pune');
    await user.click(await screen.findByRole('link', { name: 'Brand Designer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This job has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See similar jobs in Design' })).toHaveAttribute('href', '/jobs?domain=Design');

    // Back to jobs returns to the list with its filters.
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs?location=Pune');
    await user.click(screen.getByRole('link', { name: 'Back to jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?location=Pune');
    expect(router.state.historyAction).toBe('POP');
  });

  it('offers to try again when the job could not be loaded', async () => {
    const user = userEvent.setup();
    const answers = [{ status: 503, data: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }, ok(job)];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = member(() => answers.shift() ?? ok(job));
    renderApp(`/jobs/${job._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This job could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine Learning Intern' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
