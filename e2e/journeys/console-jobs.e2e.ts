import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiToken, codeOf, createVerifiedAccount, MAIL_SUBJECTS, mailTo, postApi, signInThroughForm, type Account } from '../support/accounts.ts';
import { expectAccessible, expectAccessibleAtBothWidths, expectNoHorizontalScroll } from '../support/a11y.ts';
import { expectPath, visible } from '../support/dom.ts';
import { toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 23, the console's Jobs and Moderation (docs/product/console-jobs.md): an admin imports a
 * file with a bad row (sees the row), fixes it, commits; then confirms a student's report, and the
 * job leaves the public pages.
 */

const ADMIN: Account = { email: 'catalogue.admin@pathway.example.in', password: 'Monsoon#Chai42', firstName: 'Meera', lastName: 'Iyer' };
const DAY = 86_400_000;
const COLUMNS = ['externalId', 'title', 'company', 'type', 'location', 'workMode', 'salaryMin', 'salaryMax', 'experienceMin', 'experienceMax', 'domains', 'skills', 'description', 'applyLink', 'postedDate', 'expiryDate'];

function csv(rows: Record<string, string>[]): string {
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const base = { type: 'Internship', location: 'Pune', workMode: 'remote', salaryMin: '0', salaryMax: '0', experienceMin: '0', experienceMax: '0', domains: 'Frontend Development', skills: 'React|TypeScript', description: 'Build pages students use every day.', postedDate: day(-1), expiryDate: day(30) };
  return [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => ({ ...base, ...row } as Record<string, string>)[c] ?? '').join(','))].join('\n');
}

async function api<T>(server: TestServer, path: string, init: { token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { connection: 'close', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

describeJourney('the console: jobs and moderation', () => {
  const journey = useJourney({ env: { ADMIN_EMAILS: ADMIN.email } });

  async function openAsAdmin(path: string) {
    const registered = await postApi(journey.server, '/users/register', ADMIN);
    if (registered.status === 201) {
      const mail = await mailTo(journey.server, ADMIN.email, MAIL_SUBJECTS.register);
      expect((await postApi(journey.server, '/users/verify-otp', { email: ADMIN.email, otp: codeOf(mail), type: 'register' })).status).toBe(200);
    }
    const opened = await journey.open(path);
    await expectPath(opened.page, '/login');
    await signInThroughForm(opened.page, ADMIN, true);
    await expectPath(opened.page, path);
    return opened;
  }

  async function choose(page: Page, name: string, content: string) {
    await page.getByLabel(/^File/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
  }

  it('an admin imports a file with a bad row (sees the row), fixes it, commits; confirms a report', async () => {
    const company = `Journey Labs ${Date.now().toString(36)}`;
    const { page, problems } = await openAsAdmin('/admin/jobs/import');
    await visible(page.getByRole('heading', { level: 1, name: 'Import jobs' }));

    const rows = [
      { externalId: `${company}-1`, title: 'Frontend Intern', company, applyLink: 'https://careers.example.in/frontend' },
      { externalId: `${company}-2`, title: 'Backend Intern', company, applyLink: 'not a link' },
    ];
    await choose(page, 'jobs.csv', csv(rows));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const table = page.getByRole('table', { name: 'Problems in the file' });
    await visible(table);
    await visible(table.getByRole('cell', { name: 'line 3', exact: true }));
    await visible(table.getByRole('cell', { name: 'applyLink', exact: true }));
    await expectAccessible(page);
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    rows[1]!.applyLink = 'https://careers.example.in/backend';
    await choose(page, 'jobs.csv', csv(rows));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await visible(page.getByText('jobs.csv is valid.'));
    const listed = async () => (await api<{ data: { _id: string; title: string }[] }>(journey.server, `/jobs?company=${encodeURIComponent(company)}`)).data.data;
    expect(await listed()).toEqual([]);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(toasts(page).getByText('Jobs imported', { exact: true }));
    const jobs = await listed();
    expect(jobs.map((j) => j.title).sort()).toEqual(['Backend Intern', 'Frontend Intern']);

    // A student reports one as asking for a fee; the admin confirms it from the queue, by keyboard.
    const student = await createVerifiedAccount(journey.server, 'console-reporter');
    const token = await apiToken(journey.server, student);
    const target = jobs.find((j) => j.title === 'Backend Intern')!;
    expect((await api(journey.server, `/jobs/${target._id}/report`, { token, body: { reason: 'fee', note: 'Asked for ₹999 to apply.' } })).status).toBe(201);
    await page.goto('/admin/moderation', { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: 'Asked for ₹999 to apply.' });
    await visible(row);
    await row.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm this report?' });
    await visible(dialog);
    await expectAccessible(page);
    await dialog.getByLabel('Reason').fill('Charging students to apply');
    await dialog.getByRole('button', { name: 'Confirm report' }).click();
    await visible(toasts(page).getByText('Report confirmed', { exact: true }));
    expect((await listed()).map((j) => j.title)).toEqual(['Frontend Intern']);
    expect((await api(journey.server, `/jobs/${target._id}`, { token })).status).toBe(404);
    // The dry run of the bad file answers 400: that is the list of problems shown above.
    problems.expectNone({ allow: [/jobs\/import 400/, /status of 400 \(Bad Request\) \(.*\/admin\/jobs\/import\)/] });
  });

  it('Overview, Jobs, a job, Import and Moderation are accessible at 1280, 768 and 375 px', async () => {
    const { page, problems } = await openAsAdmin('/admin/overview');
    await visible(page.getByRole('heading', { level: 1, name: 'Overview' }));
    await visible(page.getByText('Sign-ups per day', { exact: true }));
    await page.goto('/admin/jobs', { waitUntil: 'networkidle' });
    const first = page.getByRole('region', { name: 'Jobs' }).getByRole('link').first();
    await visible(first);
    await first.click();
    await visible(page.getByRole('heading', { level: 2, name: 'Edit the listing' }));
    const jobPath = new URL(page.url()).pathname;
    for (const path of ['/admin/overview', '/admin/jobs', jobPath, '/admin/jobs/import', '/admin/moderation']) {
      await expectAccessibleAtBothWidths(page, path);
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    problems.expectNone();
  });
});
