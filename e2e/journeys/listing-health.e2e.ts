import type { Job, JobListResponse } from '@pathway/contracts';
import { jobFlagLabels, listingHealthTexts } from '@pathway/contracts/listing-health-texts';
import { expect, it } from 'vitest';
import { apiToken, createVerifiedAccount, expectAccessibleHereAtBothWidths, signIn, type Account } from '../support/accounts.ts';
import { hidden, visible } from '../support/dom.ts';
import { jobList } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 22, listing health: three students report a job closed and the job shows "Reported closed
 * by students" on its page and its card; a fee report keeps Apply Now behind a warning; the demo's
 * listing that asks for a fee carries the import's caution (docs/product/listing-health.md).
 */

async function api<T>(server: TestServer, path: string, init: { token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      connection: 'close',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

async function student(server: TestServer, tag: string): Promise<Account & { token: string }> {
  const account = await createVerifiedAccount(server, tag);
  return { ...account, token: await apiToken(server, account) };
}

describeJourney('listing health', () => {
  const journey = useJourney({ seed: 'demo' });

  it('three reports mark a job "Reported closed by students" on its page and its card', async () => {
    const { server } = journey;
    const list = await api<JobListResponse>(server, '/jobs?location=Pune&limit=1');
    const target = list.data.data[0]!;
    expect(target.health.reportedClosed).toBe(false);

    // Two students report it from elsewhere; the third uses the job page, by keyboard.
    const [first, second, third] = [await student(server, 'report-1'), await student(server, 'report-2'), await student(server, 'report-3')];
    expect((await api(server, `/jobs/${target._id}/report`, { token: first.token, body: { reason: 'closed' } })).status).toBe(201);
    expect((await api(server, `/jobs/${target._id}/report`, { token: second.token, body: { reason: 'broken_link' } })).status).toBe(201);

    const { page, problems } = await journey.open();
    await signIn(page, third);
    await page.goto(`/jobs/${target._id}`, { waitUntil: 'networkidle' });
    const health = page.getByRole('region', { name: 'Is this listing OK?' });
    await visible(health.getByText('We have not checked the apply link yet.'));
    expect(await page.getByText(listingHealthTexts.reportedClosed, { exact: true }).count()).toBe(0);

    await health.getByRole('button', { name: listingHealthTexts.reportAction }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: listingHealthTexts.reportAction });
    await visible(form);
    await expectAccessibleHereAtBothWidths(page);
    await form.getByRole('radio', { name: 'It is closed or no longer hiring' }).focus();
    await page.keyboard.press('Space');
    await form.getByLabel('Details (optional)').fill('The careers page says the internship is filled.');
    await form.getByRole('button', { name: 'Send report' }).focus();
    await page.keyboard.press('Enter');
    await visible(health.getByRole('status').getByText(listingHealthTexts.reported, { exact: false }));
    await visible(health.getByText(listingHealthTexts.reportedClosed, { exact: true }));
    await expectAccessibleHereAtBothWidths(page);

    // The job's card in the list says so too, and a second report from the same student is refused.
    await page.goto(`/jobs?companies=${encodeURIComponent(target.company)}`, { waitUntil: 'networkidle' });
    const card = jobList(page).cards.filter({ hasText: target.title }).first();
    await visible(card.getByText(listingHealthTexts.reportedClosed, { exact: true }));
    const again = await api<unknown>(server, `/jobs/${target._id}/report`, { token: third.token, body: { reason: 'duplicate' } });
    expect(again.status).toBe(409);
    problems.expectNone();
  });

  it('a fee report keeps Apply Now behind a warning; the demo listing that asks for a fee carries a caution', async () => {
    const { server } = journey;
    const found = await api<JobListResponse>(server, `/jobs?company=${encodeURIComponent('QuickHire Talent Solutions')}`);
    const cautioned = found.data.data[0]!;
    expect(cautioned.health.flags).toEqual(['asks_for_money']);
    const reporter = await student(server, 'fee-reporter');
    expect((await api(server, `/jobs/${cautioned._id}/report`, { token: reporter.token, body: { reason: 'fee', note: 'Asked ₹1,499 on WhatsApp.' } })).status).toBe(201);

    const reader = await student(server, 'fee-reader');
    const { page, problems } = await journey.open();
    await signIn(page, reader);
    await page.goto(`/jobs/${cautioned._id}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await visible(main.getByText(jobFlagLabels.asks_for_money));
    const summary = main.getByRole('complementary', { name: 'Job summary' });
    await visible(summary.getByText(listingHealthTexts.feeWarning));
    expect(await summary.getByRole('button', { name: 'Apply Now', exact: true }).count()).toBe(0);
    await expectAccessibleHereAtBothWidths(page);
    await summary.getByRole('button', { name: listingHealthTexts.feeContinue }).click();
    await visible(summary.getByRole('button', { name: 'Apply Now', exact: true }));
    await hidden(summary.getByText(listingHealthTexts.feeWarning));
    const detail = await api<Job>(server, `/jobs/${cautioned._id}`, { token: reader.token });
    expect(detail.data.health.flags).toEqual(['asks_for_money', 'fee_reported']);
    problems.expectNone();
  });
});
