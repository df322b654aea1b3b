import type { AdminJob, AdminReport } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
});
afterEach(() => {
  server?.restore();
  server = undefined;
});

const paged = (data: unknown[]) => ok({ data, pagination: { page: 1, limit: 10, total: data.length, totalPages: data.length ? 1 : 0 } });

const job: AdminJob = {
  _id: '3f0c4d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f',
  externalId: 'acme-1',
  title: 'Data Entry Operator',
  company: 'Acme Staffing',
  type: 'Full-time',
  location: 'Pune',
  status: 'active',
  isFeatured: false,
  postedDate: '2026-11-02T10:00:00.000Z',
  expiryDate: '2026-12-30T18:30:00.000Z',
  hiddenAt: null,
  applicationsCount: 4,
  openReports: 1,
  flags: ['asks_for_money'],
};

function open(path: string, role: 'moderator' | 'admin', routes: FakeRoutes = {}) {
  routes['GET /users/profile'] ??= ok({ ...testUser, role });
  routes['GET /applications/pending-confirmation'] ??= ok([]);
  server = fakeApi(routes);
  return renderApp(path);
}

describe('console jobs and moderation', () => {
  it('lists jobs for a moderator and hides one only with a reason', async () => {
    const user = userEvent.setup();
    open('/admin/jobs', 'moderator', { 'GET /admin/jobs?sortBy=postedDate&sortOrder=desc&page=1': paged([job]), [`PATCH /admin/jobs/${job._id}`]: ok({ ...job, status: 'hidden' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    const areas = within(nav).getAllByRole('link').map((l) => l.textContent);
    expect(areas).toEqual(expect.arrayContaining(['Jobs', 'Moderation']));
    expect(areas).not.toContain('Overview');
    const row = (await screen.findByRole('link', { name: 'Data Entry Operator' })).closest('tr')!;
    expect(within(row).getByText(/asks for money/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Asks for a deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(server!.requests.find((r) => r.method === 'patch'))).toEqual({ status: 'hidden', reason: 'Asks for a deposit' });
  });

  it('checks an import file first and lists each bad row with its place and reason', async () => {
    const user = userEvent.setup();
    open('/admin/jobs/import', 'moderator', {
      'POST /admin/jobs/import': failure(400, 'VALIDATION_ERROR', 'The file has problems; nothing was imported.', {
        problems: [{ place: 'line 3', field: 'applyLink', message: 'applyLink must be a web address.' }],
        problemCount: 1,
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Import jobs' });
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(screen.getByLabelText(/File/), new File(['externalId,title\nx,y\n'], 'jobs.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(table).getByText('line 3')).toBeInTheDocument();
    expect(within(table).getByText('applyLink must be a web address.')).toBeInTheDocument();
    expect(bodyOf(server!.requests.find((r) => r.method === 'post'))).toEqual({ format: 'csv', content: 'externalId,title\nx,y\n', dryRun: true });
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('confirms a report with how to take the job down and a reason', async () => {
    const user = userEvent.setup();
    const report: AdminReport = {
      _id: '9a0c4d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f',
      reason: 'fee',
      note: 'They asked for ₹2,000',
      state: 'open',
      createdAt: '2026-11-20T10:00:00.000Z',
      resolvedAt: null,
      reporterEmail: 'ravi@example.in',
      job: { _id: job._id, title: job.title, company: job.company, status: 'active', flags: ['fee_reported'] },
    };
    open('/admin/moderation', 'moderator', {
      'GET /admin/reports?state=open&page=1': paged([report]),
      'GET /admin/jobs?flagged=true&status=active&sortBy=postedDate&sortOrder=desc&page=1': paged([job]),
      [`POST /admin/reports/${report._id}/resolve`]: ok({ resolved: 1 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Moderation' });
    // The import's safety flags are in the queue too, with the actions that take a job down.
    const cautioned = await screen.findByRole('region', { name: 'Listed jobs with cautions or reports' });
    expect(await within(cautioned).findByText('asks for money')).toBeInTheDocument();
    expect(within(cautioned).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this report?' });
    await user.selectOptions(within(dialog).getByLabelText('Take the job down by'), 'expired');
    await user.type(within(dialog).getByLabelText('Reason'), 'Registration fee');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(server!.requests.find((r) => r.method === 'post'))).toEqual({ action: 'confirm', jobStatus: 'expired', reason: 'Registration fee' });
  });
});
