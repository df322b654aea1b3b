import type { Job } from '@pathway/contracts';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { jobs } from '../../apps/server/src/db/schema.ts';
import { apiToken, createVerifiedAccount, signIn } from '../support/accounts.ts';
import { visible } from '../support/dom.ts';
import { jobList, toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/**
 * Issue 17: "unlimited applications" is what Premium sells, so a free account reaches a company's
 * apply page only by applying (counted against its 5 a month): the new tab goes through
 * /api/v1/jobs/redirect/{id} with the apply answer's ticket, and at 5 of 5 the upgrade prompt
 * answers instead (docs/profile-api.md "Applying").
 */

const REDIRECT_PATH = /^\/api\/v1\/jobs\/redirect\/([^/?]+)$/;

function isJobListAnswer(url: string, method: string): boolean {
  return method === 'GET' && new URL(url).pathname === '/api/v1/jobs';
}

async function storedApplyLink(journey: ReturnType<typeof useJourney>, jobId: string): Promise<string> {
  const [row] = await journey.server.app.deps.database.db.select({ applyLink: jobs.applyLink }).from(jobs).where(eq(jobs.id, jobId));
  return row!.applyLink;
}

async function applyThroughApi(baseUrl: string, token: string, jobId: string) {
  const response = await fetch(`${baseUrl}/api/v1/jobs/apply/${jobId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, connection: 'close' },
  });
  return { status: response.status, body: (await response.json()) as { data?: { redirectUrl?: string }; code?: string } };
}

async function listAsApi(page: Page, token: string): Promise<Job[]> {
  const response = await page.request.get('/api/v1/jobs?page=1&limit=10&sortBy=postedDate&sortOrder=desc', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: Job[] } }).data.data;
}

describeJourney('applying on the free plan', () => {
  const journey = useJourney({ seed: 'demo' });

  it('opens the company page through a ticket, never shows the link otherwise, and prompts to upgrade at 5 of 5', async () => {
    const account = await createVerifiedAccount(journey.server, 'apply-free');
    const { page, context } = await journey.open();
    await signIn(page, account);

    // The list the page itself loads carries no apply link for a free account.
    // Its body is read as soon as it arrives: Chromium may let go of it once the page moves on.
    const listed = page
      .waitForResponse((r) => isJobListAnswer(r.url(), r.request().method()))
      .then(async (r) => ((await r.json()) as { data: { data: Job[] } }).data.data);
    await page.goto('/jobs', { waitUntil: 'networkidle' });
    const pageJobs = await listed;
    expect(pageJobs.length).toBeGreaterThanOrEqual(6);
    expect(pageJobs.filter((job) => 'applyLink' in job)).toEqual([]);

    // Apply Now: the tab opened by the click goes to our redirect with a ticket, and from there to the
    // job's own apply link. (The portal is outside this machine: its page does not load, but the tab
    // goes there.)
    const card = jobList(page).card(0);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    const first = pageJobs.find((job) => job.title === title)!;
    const link = await storedApplyLink(journey, first._id);
    const redirected = context.waitForEvent('response', (r) => REDIRECT_PATH.test(new URL(r.url()).pathname));
    const toPortal = context.waitForEvent('request', (r) => r.url() === link);
    const [portal] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Apply Now' }).click()]);
    await visible(toasts(page).getByText('Redirected To Career Portal', { exact: true }));
    const redirect = await redirected;
    const redirectUrl = new URL(redirect.url());
    expect(REDIRECT_PATH.exec(redirectUrl.pathname)![1]).toBe(first._id);
    expect(redirectUrl.searchParams.get('ticket')).toMatch(/^[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]+$/);
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['location']).toBe(link);
    expect((await toPortal).url()).toBe(link);
    await expect.poll(() => portal.url()).not.toMatch(/^about:blank|\/api\/v1\/jobs\/redirect\//);
    expect(await portal.evaluate(() => window.opener)).toBeNull();

    // The same address without its ticket (say, copied from the tab) leads to the job's page here.
    const bare = await page.request.get(`/api/v1/jobs/redirect/${first._id}`, { maxRedirects: 0 });
    expect(bare.status()).toBe(302);
    expect(bare.headers()['location']).toBe(`/jobs/${first._id}`);

    // Four more applications use up the month; the applied jobs now show their links, no other does.
    const token = await apiToken(journey.server, account);
    const others = pageJobs.filter((job) => job._id !== first._id);
    for (const job of others.slice(0, 4)) expect((await applyThroughApi(journey.server.baseUrl, token, job._id)).status).toBe(200);
    const sixth = others[4]!;
    const refused = await applyThroughApi(journey.server.baseUrl, token, sixth._id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('QUOTA_EXCEEDED');
    expect(refused.body.data?.redirectUrl).toBeUndefined();
    const applied = new Set([first._id, ...others.slice(0, 4).map((job) => job._id)]);
    const now = await listAsApi(page, token);
    expect(now.filter((job) => job.applyLink).map((job) => job._id).sort()).toEqual(now.filter((job) => applied.has(job._id)).map((job) => job._id).sort());

    // In the browser, Apply Now on the sixth: the upgrade prompt, and the waiting tab closes unused.
    await page.reload({ waitUntil: 'networkidle' });
    const sixthCard = jobList(page).card(pageJobs.indexOf(sixth));
    await visible(sixthCard.getByRole('heading', { level: 3, name: sixth.title }));
    const [waiting] = await Promise.all([context.waitForEvent('page'), sixthCard.getByRole('button', { name: 'Apply Now' }).click()]);
    const prompt = page.getByRole('dialog', { name: 'Free plan limit reached' });
    await visible(prompt);
    await expect.poll(() => waiting.isClosed()).toBe(true);
    await visible(prompt.getByRole('link', { name: 'Upgrade Now' }));
  });
});
