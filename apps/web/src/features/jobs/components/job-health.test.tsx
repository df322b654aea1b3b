import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobReport } from '@pathway/contracts';
import { jobFlagLabels, listingHealthTexts } from '@pathway/contracts/listing-health-texts';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { makeJob, pageOf } from '@/test/job-fixtures';
import { type FakeHandler, fakeServer, ok, renderApp, testUser } from '@/test/render';

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  act(() => dismissToast());
});

function member(handler: FakeHandler) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  return fakeServer((config) => {
    if (config.url === '/users/profile') return ok(testUser);
    if (config.url === '/users/saved-jobs/ids') return ok([]);
    if (config.url === '/applications/pending-confirmation') return ok([]);
    return handler(config);
  });
}

const flagged = makeJob({
  title: 'Data Entry Intern',
  health: { reportedClosed: true, linkBroken: true, linkCheckedAt: '2026-11-20T22:00:00.000Z', flags: ['asks_for_money', 'fee_reported'] },
});

const report = (overrides: Partial<JobReport> = {}): JobReport => ({
  _id: 'r1',
  jobId: flagged._id,
  reason: 'closed',
  note: null,
  state: 'open',
  createdAt: '2026-11-21T10:00:00.000Z',
  health: flagged.health,
  ...overrides,
});

describe('listing health on the job card', () => {
  it('shows what students reported and the cautions, and keeps Apply Now behind the fee warning', async () => {
    const plain = makeJob({ title: 'Backend Developer' });
    server = fakeServer((config) => (config.url === '/jobs' ? ok(pageOf([flagged, plain])) : ok([])));
    renderApp('/jobs');
    const card = await screen.findByRole('article', { name: 'Data Entry Intern' });
    expect(within(card).getByText(listingHealthTexts.reportedClosed)).toBeInTheDocument();
    expect(within(card).getByText(listingHealthTexts.linkBroken)).toBeInTheDocument();
    expect(within(card).getByText(jobFlagLabels.asks_for_money)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: listingHealthTexts.feeContinue }));
    expect(within(card).getByRole('button', { name: 'Apply Now' })).toHaveFocus();

    const other = screen.getByRole('article', { name: 'Backend Developer' });
    expect(within(other).queryByText(listingHealthTexts.caution)).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });
});

describe('listing health on the job page', () => {
  it('says when the link was checked and hides Apply Now behind the fee warning', async () => {
    server = member((config) => (config.url === `/jobs/${flagged._id}` ? ok(flagged) : config.url === `/jobs/${flagged._id}/report` ? ok(null) : ok([])));
    renderApp(`/jobs/${flagged._id}`);
    const summary = await screen.findByRole('complementary', { name: 'Job summary' });
    expect(await screen.findByText('Link checked on 21 November 2026.')).toBeInTheDocument();
    expect(within(summary).getByText(listingHealthTexts.feeWarning)).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: listingHealthTexts.feeContinue }));
    expect(within(summary).getByRole('button', { name: 'Apply Now' })).toHaveFocus();
  });

  it('sends a report with its reason and note, once', async () => {
    const job = makeJob({ title: 'Frontend Intern' });
    let sent: unknown;
    server = member((config) => {
      if (config.url === `/jobs/${job._id}` && config.method === 'get') return ok(job);
      if (config.url === `/jobs/${job._id}/report` && config.method === 'get') return ok(null);
      if (config.url === `/jobs/${job._id}/report` && config.method === 'post') {
        sent = JSON.parse(config.data as string);
        return ok(report({ jobId: job._id, reason: 'fee', note: 'They asked for ₹2,000.' }), 201);
      }
      return ok([]);
    });
    renderApp(`/jobs/${job._id}`);
    await userEvent.click(await screen.findByRole('button', { name: listingHealthTexts.reportAction }));
    const form = screen.getByRole('form', { name: listingHealthTexts.reportAction });
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByText('Choose what is wrong.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.click(within(form).getByRole('radio', { name: 'It asks for a fee or a deposit' }));
    await userEvent.type(within(form).getByLabelText('Details (optional)'), '  They asked for ₹2,000.  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toEqual({ reason: 'fee', note: 'They asked for ₹2,000.' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${listingHealthTexts.reported} You reported: It asks for a fee or a deposit.`);
    expect(screen.queryByRole('button', { name: listingHealthTexts.reportAction })).not.toBeInTheDocument();
  });

  it('says the server\'s reason when a report is refused, and that a report was sent before', async () => {
    const job = makeJob({ title: 'Design Intern' });
    server = member((config) => {
      if (config.url === `/jobs/${job._id}` && config.method === 'get') return ok(job);
      if (config.url === `/jobs/${job._id}/report` && config.method === 'get') return ok(null);
      if (config.url === `/jobs/${job._id}/report`) {
        return { status: 409, data: { success: false, status: 409, code: 'CONFLICT', message: listingHealthTexts.alreadyReported } };
      }
      return ok([]);
    });
    renderApp(`/jobs/${job._id}`);
    await userEvent.click(await screen.findByRole('button', { name: listingHealthTexts.reportAction }));
    await userEvent.click(screen.getByRole('radio', { name: 'It is closed or no longer hiring' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(listingHealthTexts.alreadyReported);
  });

  it('shows the report already sent instead of the form', async () => {
    server = member((config) => (config.url === `/jobs/${flagged._id}` ? ok(flagged) : config.url === `/jobs/${flagged._id}/report` ? ok(report()) : ok([])));
    renderApp(`/jobs/${flagged._id}`);
    expect(await screen.findByText(`${listingHealthTexts.alreadyReported} You reported: It is closed or no longer hiring.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: listingHealthTexts.reportAction })).not.toBeInTheDocument();
  });
});
