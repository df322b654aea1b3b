import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NotificationSettings } from '@pathway/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll } from '../support/a11y.ts';
import { apiToken, createVerifiedAccount, signIn, signInThroughForm } from '../support/accounts.ts';
import { contextOptions, launchBrowser, MOBILE, watchPage, type Device, type PageProblems } from '../support/browser.ts';
import { expectPath, visible } from '../support/dom.ts';
import { jobList, toasts } from '../support/jobs.ts';
import { describeJourney } from '../support/journey.ts';
import type { CapturedMail } from '../support/mail.ts';
import { repoRoot } from '../support/paths.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 21: a deadline reminder mail, caught by the test SMTP peer, and its one-click unsubscribe
 * (docs/product/reminders.md). The daily batch runs once per India day, and a server queues the
 * day's batch as soon as it starts, so the data comes first: the catalogue is imported with the
 * server's own CLI into a fresh DATA_DIR, then a server with no task runner (TASK_RUNNER=off, the
 * web-only replica of docs/decisions/013-task-queue.md) serves the students who save the job, and
 * only then does a server with a runner start on the same database and send what is due. No clock
 * is moved and nothing triggers the batch but the server's own start.
 */

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
/** Today in India, 'YYYY-MM-DD' (computed here, independently of the code under test). */
const indiaToday = () => new Date(Date.now() + IST_MS).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysFromTodayTo = (day: string, at = new Date()) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(new Date(at.getTime() + IST_MS).toISOString().slice(0, 10) + 'T00:00:00Z')) / DAY_MS);

const CLOSING = { title: 'Data Analyst Intern', company: 'Kaveri Analytics' };
const LATER = { title: 'Product Design Intern', company: 'Nilgiri Studio' };

function jobRow(externalId: string, job: { title: string; company: string }, expiryDate: string) {
  return {
    externalId,
    ...job,
    type: 'Internship',
    location: 'Chennai',
    workMode: 'remote',
    stipend: '₹20,000/month',
    salaryMin: 0,
    salaryMax: 0,
    experienceMin: 0,
    experienceMax: 0,
    domains: ['Software Engineering'],
    skills: ['SQL', 'Python'],
    description: 'Turn ride and ticket data into weekly reports with a mentor; learn how a small analytics team works.',
    applyLink: `https://careers.${externalId}.example/apply`,
    postedDate: indiaToday(),
    expiryDate,
  };
}

/** `npm run jobs:import -- FILE` into DATA_DIR, as an operator would before the first start. */
function importJobs(dataDir: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'jobs:import', '--', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`jobs:import exited ${code}:\n${output}`))));
  });
}

async function notificationSettings(server: TestServer, token: string): Promise<NotificationSettings> {
  const response = await fetch(`${server.baseUrl}/api/v1/users/notifications`, {
    headers: { authorization: `Bearer ${token}`, connection: 'close' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: NotificationSettings }).data;
}

/** Reminder mails (not the account mails, whose subjects name Pathway) to `email`. */
const remindersTo = (server: TestServer, email: string) => server.mailbox.to(email).filter((m) => !/Pathway/.test(m.subject));

/** The one address inside `List-Unsubscribe: <…>` (http here: PUBLIC_URL is the test server's own). */
function listUnsubscribeOf(mail: CapturedMail): string {
  const header = mail.headers.get('list-unsubscribe') ?? '';
  const match = /^<([^>]+)>$/.exec(header);
  if (!match) throw new Error(`"${mail.subject}" has no single List-Unsubscribe link: ${header}`);
  return match[1]!;
}

describeJourney('a deadline reminder mail and its one-click unsubscribe', () => {
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  let current: TestServer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-e2e-reminders-'));
    browser = await launchBrowser();
  });

  beforeEach((ctx) => {
    ctx.onTestFailed(() => {
      const lines = current?.problems() ?? [];
      if (lines.length > 0) console.error(`[e2e] server log:\n  ${lines.join('\n  ')}`);
    });
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  });

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await current?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  /** Closes the running server (its database stays in dataDir) and starts another on it. */
  async function restart(opts: { taskRunner: boolean; port?: number }): Promise<TestServer> {
    await current?.close();
    current = undefined;
    current = await startServer({ dataDir: dataDir!, port: opts.port, env: { TASK_RUNNER: opts.taskRunner ? 'on' : 'off' } });
    return current;
  }

  async function open(server: TestServer, device: Device = 'desktop'): Promise<{ page: Page; problems: PageProblems }> {
    const context = await browser!.newContext(contextOptions(device, server.baseUrl));
    contexts.push(context);
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    const page = await context.newPage();
    return { page, problems: watchPage(page, server.baseUrl) };
  }

  it('a saved job closing in 3 days is mailed once by the morning batch; its link unsubscribes without signing in', async () => {
    // 1. The catalogue, imported before any server starts: one job whose last day to apply (India)
    //    is 3 days away, and one closing later that no reminder is due for yet.
    const lastDay = plusDays(indiaToday(), 3);
    const file = path.join(dataDir!, 'jobs.json');
    await fs.writeFile(file, JSON.stringify([jobRow('kaveri-analytics', CLOSING, lastDay), jobRow('nilgiri-studio', LATER, plusDays(indiaToday(), 10))]));
    expect(await importJobs(dataDir!, file)).toMatch(/Imported 2 jobs from jobs.json in [\d.]+ s: 2 created/);

    // 2. A server without a task runner: two students; the first saves both jobs in the browser.
    let server = await restart({ taskRunner: false });
    const asha = await createVerifiedAccount(server, 'reminder');
    const ravi = await createVerifiedAccount(server, 'reminder-oneclick');
    {
      const { page, problems } = await open(server);
      await signIn(page, asha);
      await page.goto('/jobs', { waitUntil: 'networkidle' });
      const list = jobList(page);
      await expect.poll(() => list.titles()).toHaveLength(2);
      const card = list.cards.filter({ has: page.getByRole('heading', { level: 3, name: CLOSING.title }) });
      // Shown as the reminder will count it (a run across India's midnight would see one day less).
      await visible(card.getByText(/^Closes in [23] days$/));
      await card.getByRole('button', { name: 'Save Job' }).click();
      await visible(card.getByRole('button', { name: 'Saved', pressed: true }));
      await visible(toasts(page).getByText('Job saved successfully!'));
      const later = list.cards.filter({ has: page.getByRole('heading', { level: 3, name: LATER.title }) });
      await later.getByRole('button', { name: 'Save Job' }).click();
      await visible(later.getByRole('button', { name: 'Saved', pressed: true }));
      problems.expectNone();
    }
    // The second student saves the closing job through the API.
    const jobs = (await (await fetch(`${server.baseUrl}/api/v1/jobs?limit=10`, { headers: { connection: 'close' } })).json()) as {
      data: { data: { _id: string; title: string }[] };
    };
    const closingId = jobs.data.data.find((j) => j.title === CLOSING.title)!._id;
    const saved = await fetch(`${server.baseUrl}/api/v1/jobs/${closingId}/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await apiToken(server, ravi)}`, connection: 'close' },
    });
    expect(saved.status, await saved.text()).toBe(200);
    // No runner, no batch: nothing but the account mails.
    expect(remindersTo(server, asha.email)).toEqual([]);

    // 3. A server with a runner on the same database: at start it queues the latest 08:00 India
    //    batch that has passed, which finds both saves and mails each student once.
    server = await restart({ taskRunner: true });
    const [mail, raviMail] = await Promise.all([
      server.mailbox.waitFor((m) => m.envelope.to.includes(asha.email) && m.subject.includes(CLOSING.title)),
      server.mailbox.waitFor((m) => m.envelope.to.includes(ravi.email) && m.subject.includes(CLOSING.title)),
    ]);
    const daysLeft = daysFromTodayTo(lastDay, mail.receivedAt);
    expect(mail.subject).toBe(`Closes in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}: ${CLOSING.title} at ${CLOSING.company}`);
    const unsubscribeUrl = listUnsubscribeOf(mail);
    expect(unsubscribeUrl.startsWith(`${server.baseUrl}/api/v1/unsubscribe/`), unsubscribeUrl).toBe(true);
    expect(unsubscribeUrl.split('/').at(-1)).toMatch(/^[\w-]{20,}$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The same link in the small print; the token names ids only, never the address.
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain('Unsubscribe from deadline reminders');
    expect(Buffer.from(unsubscribeUrl.split('/').at(-1)!, 'base64url').toString('latin1')).not.toContain(asha.email);
    // Everything due has run: one reminder each, none for the job closing in 10 days.
    await server.app.tasks.runDue();
    expect(remindersTo(server, asha.email).map((m) => m.subject)).toEqual([mail.subject]);
    expect(remindersTo(server, ravi.email)).toHaveLength(1);

    // 4. A restart (same port, so the mailed links still answer) does not run the day again.
    const port = Number(new URL(server.baseUrl).port);
    server = await restart({ taskRunner: true, port });
    await server.app.tasks.runDue();
    expect(server.mailbox.all().filter((m) => m.subject.startsWith('Closes'))).toEqual([]);

    // 5. The link in a browser, not signed in: a page that asks (a GET changes nothing), readable
    //    at 1280 px and at 375 px.
    const { page, problems } = await open(server);
    await page.goto(unsubscribeUrl, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1, name: 'Unsubscribe from deadline reminders?' }));
    await expectAccessible(page);
    await page.setViewportSize({ ...MOBILE });
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    const token = await apiToken(server, asha);
    expect(await notificationSettings(server, token)).toMatchObject({ deadlineReminders: true, followUps: true });

    // Its button POSTs: the confirmation, still at 375 px.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visible(page.getByRole('heading', { level: 1, name: "You're unsubscribed" }));
    await visible(page.getByText('You will get no more deadline reminders by email. Turn them on again in Settings.'));
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    expect(await notificationSettings(server, token)).toMatchObject({ deadlineReminders: false, followUps: true });

    // "Your settings" leads to the sign-in and then to the switches: deadline reminders off.
    await page.getByRole('link', { name: 'Your settings' }).click();
    await expectPath(page, '/login');
    await signInThroughForm(page, asha);
    await expectPath(page, '/settings');
    const deadlines = page.getByRole('switch', { name: 'Deadline reminders' });
    await visible(deadlines);
    await expect.poll(() => deadlines.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Follow-ups' }).getAttribute('aria-checked')).toBe('true');
    problems.expectNone();

    // 6. RFC 8058 without a browser: the mail app's one-click POST to the second student's link.
    const raviUrl = listUnsubscribeOf(raviMail);
    expect(raviUrl).not.toBe(unsubscribeUrl);
    const oneClick = await fetch(raviUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(((await oneClick.json()) as { data: unknown }).data).toEqual({ kind: 'deadlineReminders', unsubscribed: true });
    expect(await notificationSettings(server, await apiToken(server, ravi))).toMatchObject({ deadlineReminders: false, followUps: true });
    // The first student's settings were not touched by the second's link.
    expect(await notificationSettings(server, token)).toMatchObject({ deadlineReminders: false });
  });
});
