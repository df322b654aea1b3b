import type { JobImportInput, SavedSearch } from '@pathway/contracts';
import { expect, it } from 'vitest';
import { importJobs } from '../../apps/server/src/modules/jobs/jobs-import.service.ts';
import { expectAccessible, expectNoHorizontalScroll } from '../support/a11y.ts';
import { apiToken, createVerifiedAccount, expectAccessibleHereAtBothWidths, signIn } from '../support/accounts.ts';
import { MOBILE } from '../support/browser.ts';
import { expectPath, visible } from '../support/dom.ts';
import { toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';
import type { CapturedMail } from '../support/mail.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 22: a saved search and its alert mail (docs/product/alerts.md). A student saves a /jobs
 * search in the browser; a job that matches is imported; the alert mail reaches the test SMTP peer
 * with that job and not the ones that were there before; its one-click link unsubscribes. The
 * server runs no task runner of its own (TASK_RUNNER=off): the test runs what is due once, after
 * the import, as the runner's next 5-minute tick would.
 */

const DAY_MS = 86_400_000;

let sequence = 0;
function job(fields: Partial<JobImportInput> & { title: string; company: string }): JobImportInput {
  sequence += 1;
  const now = Date.now();
  return {
    externalId: `alerts-e2e-${sequence}`,
    type: 'Internship',
    location: 'Bengaluru',
    workMode: 'hybrid',
    stipend: '₹25,000/month',
    salaryMin: 0,
    salaryMax: 0,
    experienceMin: 0,
    experienceMax: 0,
    domains: ['Frontend Development'],
    skills: ['React', 'TypeScript'],
    description: 'Build the screens students use every day, with a mentor and weekly releases.',
    applyLink: `https://careers.example.in/apply/alerts-${sequence}`,
    postedDate: new Date(now - DAY_MS).toISOString(),
    expiryDate: new Date(now + 30 * DAY_MS).toISOString(),
    isUrgent: false,
    isFeatured: false,
    ...fields,
  };
}

async function savedSearches(server: TestServer, token: string): Promise<SavedSearch[]> {
  const response = await fetch(`${server.baseUrl}/api/v1/saved-searches`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SavedSearch[] }).data;
}

function listUnsubscribeOf(mail: CapturedMail): string {
  const match = /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '');
  if (!match) throw new Error(`"${mail.subject}" has no single List-Unsubscribe link`);
  return match[1]!;
}

describeJourney('a saved search and its alert mail', () => {
  const journey = useJourney({ env: { TASK_RUNNER: 'off' } });

  it('save a search → import a matching job → the alert mail has that job, not the old ones → unsubscribe', async () => {
    const { server } = journey;
    const db = server.app.deps.database.db;
    const OLD = { title: 'React Developer Intern', company: 'Kaveri Software' };
    const OTHER_CITY = { title: 'React Native Intern', company: 'Sahyadri Apps' };
    await importJobs(db, [job(OLD), job({ ...OTHER_CITY, location: 'Pune' })]);

    const account = await createVerifiedAccount(server, 'alerts');
    const { page, problems } = await journey.open();
    await signIn(page, account);

    // 1. /jobs with a search and a filter: "Save this search" asks a name (offered from the search) and how often.
    await page.goto('/jobs?q=react&location=Bengaluru', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await visible(dialog);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe('react · Bengaluru');
    await name.fill('React in Bengaluru');
    await dialog.getByRole('combobox', { name: 'Email me new jobs' }).selectOption('instant');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await visible(toasts(page).getByText('Search saved. We will email you new jobs that match it.'));
    const token = await apiToken(server, account);
    const [saved] = await savedSearches(server, token);
    expect(saved).toMatchObject({ name: 'React in Bengaluru', params: { q: 'react', location: 'Bengaluru' }, frequency: 'instant', lastSentAt: null });

    // 2. /saved-searches lists it, from the avatar menu; readable at 1280 px and 375 px.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Saved Searches' }).click();
    await expectPath(page, '/saved-searches');
    const card = page.getByRole('group', { name: 'React in Bengaluru' });
    await visible(card);
    await visible(card.getByText('Searches: react · Bengaluru'));
    await visible(card.getByText('No alert sent yet'));
    await expectAccessibleHereAtBothWidths(page);

    // 3. A matching job is imported, with one elsewhere; the runner's next tick mails the new match only.
    const NEW = { title: 'Frontend Engineer Intern', company: 'Nilgiri Labs' };
    await importJobs(db, [job(NEW), job({ title: 'React Intern', company: 'Vindhya Tech', location: 'Pune' })]);
    await server.app.tasks.runDue();
    const mail = await server.mailbox.waitFor((m) => m.envelope.to.includes(account.email) && m.subject.includes('React in Bengaluru'));
    expect(mail.subject).toBe('1 new job for "React in Bengaluru"');
    expect(mail.text).toContain(`${NEW.title} at ${NEW.company}`);
    expect(mail.html).toContain(`${NEW.title} at ${NEW.company}`);
    for (const old of [OLD, OTHER_CITY]) expect(mail.text).not.toContain(old.title);
    expect(mail.text).not.toContain('Vindhya Tech');
    expect(mail.text).toContain('Not interested:');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Again: nothing new, nothing sent.
    await server.app.tasks.runDue();
    expect(server.mailbox.to(account.email).filter((m) => m.subject.includes('React in Bengaluru'))).toHaveLength(1);

    // 4. The unsubscribe link in a browser, not signed in: a page that asks, then one that confirms.
    const unsubscribeUrl = listUnsubscribeOf(mail);
    expect(unsubscribeUrl.startsWith(`${server.baseUrl}/api/v1/unsubscribe/`)).toBe(true);
    const other = await journey.open();
    await other.page.goto(unsubscribeUrl, { waitUntil: 'networkidle' });
    await visible(other.page.getByRole('heading', { level: 1, name: 'Stop alerts for "React in Bengaluru"?' }));
    await expectAccessible(other.page);
    expect((await savedSearches(server, token))[0]!.frequency).toBe('instant');
    await other.page.setViewportSize({ ...MOBILE });
    await other.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visible(other.page.getByRole('heading', { level: 1, name: "You're unsubscribed" }));
    await visible(other.page.getByText('You will get no more alerts for "React in Bengaluru". Turn them on again on your saved searches page.'));
    await expectAccessible(other.page);
    await expectNoHorizontalScroll(other.page);
    other.problems.expectNone();
    expect((await savedSearches(server, token))[0]!.frequency).toBe('off');

    // 5. The page shows it paused; resume, rename in place, then delete with a confirmation.
    await page.reload({ waitUntil: 'networkidle' });
    await visible(card.getByText(/Last alert: .+ · Alerts paused/));
    expect(await card.getByRole('combobox', { name: 'Email me new jobs' }).inputValue()).toBe('off');
    await card.getByRole('button', { name: 'Resume alerts for React in Bengaluru' }).click();
    await visible(toasts(page).getByText('Alerts resumed.'));
    await expect.poll(async () => (await savedSearches(server, token))[0]!.frequency).toBe('daily');
    await card.getByRole('button', { name: 'Rename React in Bengaluru' }).click();
    const rename = page.getByRole('form', { name: 'Rename React in Bengaluru' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('React jobs, Bengaluru');
    await rename.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('group', { name: 'React jobs, Bengaluru' });
    await visible(renamed);
    expect(await renamed.getByRole('link', { name: /Open search/ }).getAttribute('href')).toBe('/jobs?q=react&location=Bengaluru');
    await renamed.getByRole('button', { name: 'Delete React jobs, Bengaluru' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “React jobs, Bengaluru”?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'No saved searches yet' }));
    expect(await savedSearches(server, token)).toEqual([]);
    problems.expectNone();
  });
});
