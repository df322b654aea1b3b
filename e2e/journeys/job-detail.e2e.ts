import { asc, lte } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { jobs } from '../../apps/server/src/db/schema.ts';
import { apiToken, createVerifiedAccount, signIn } from '../support/accounts.ts';
import { expectAccessibleAtBothWidths } from '../support/a11y.ts';
import { expectPath, visible } from '../support/dom.ts';
import { apiJob, expectListMatchesApi, headOf, jobList, queryOf, toasts } from '../support/jobs.ts';
import { describeJourney, type Journey, useJourney } from '../support/journey.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A 404 asked for on purpose: the document, the API call, and Chromium's console line about them. */
function expected404(id: string): RegExp[] {
  return [new RegExp(`/jobs/${id} 404$`), /status of 404/];
}

/** The heading and the main landmark of the detail page. */
function detailPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    title: main.getByRole('heading', { level: 1 }),
    back: main.getByRole('link', { name: 'Back to jobs', exact: true }),
  };
}

/**
 * Job details need a signed-in user (a guest sees 'Sign in to view this job': pricing.e2e.ts), and a
 * free account opens 5 different jobs a month, so each test signs in a fresh account of its own.
 * Returns the page (signed in, then at `path` if given) and a bearer token of the same account.
 */
async function openSignedIn(journey: Journey, tag: string, path?: string) {
  const account = await createVerifiedAccount(journey.server, tag);
  const opened = await journey.open();
  await signIn(opened.page, account);
  const token = await apiToken(journey.server, account);
  if (path !== undefined) await opened.page.goto(path, { waitUntil: 'networkidle' });
  return { ...opened, token };
}

describeJourney('job detail: the whole job, its HTML for search engines, missing and expired jobs', () => {
  const journey = useJourney({ seed: 'demo' });

  it('opens from a card title with the whole job, and its back link returns to the same filtered list', async () => {
    const listUrl = '/jobs?type=Internship&location=Bengaluru&page=2';
    const { page, problems, token } = await openSignedIn(journey, 'detail-open', listUrl);
    const list = jobList(page);
    const answer = await expectListMatchesApi(page);
    const listTitles = await list.titles();
    const summary = answer.jobs[1]!;

    await list.card(1).getByRole('heading', { level: 3 }).getByRole('link').click();
    await expectPath(page, `/jobs/${summary._id}`);
    const job = await apiJob(page, summary._id, token);
    const detail = detailPage(page);
    await expect.poll(() => detail.title.innerText()).toBe(job.title);
    await visible(detail.main.getByText(job.company, { exact: true }).first());
    await expect.poll(() => page.title()).toContain(job.title);

    // Skills and domains in full (the card shows only the first few), the full description. The page
    // may show the card's summary first, so the lists are read until the whole job has come.
    const skills = detail.main.getByRole('list', { name: 'Skills' }).getByRole('listitem');
    await expect.poll(() => skills.allInnerTexts()).toEqual(job.skills);
    const domains = detail.main.getByRole('list', { name: 'Domains' }).getByRole('listitem');
    await expect.poll(() => domains.allInnerTexts()).toEqual(job.domain);
    const about = detail.main.getByRole('region', { name: 'About the role' });
    const description = (await about.innerText()).replace(/\s+/g, ' ');
    // The list's description is a summary; here the whole text is shown, from its first words to its last.
    expect(job.description.length).toBeGreaterThan(summary.description.length);
    const words = job.description.replace(/^[-*•]\s+/gm, '').replace(/\s+/g, ' ').trim();
    expect(description).toContain(words.slice(0, 80));
    expect(description).toContain(words.slice(-60));
    const facts = await detail.main.getByRole('complementary', { name: 'Job summary' }).innerText();
    expect(facts).toContain(job.location);
    for (const name of ['Apply Now', 'Save Job']) await visible(detail.main.getByRole('button', { name, exact: true }));

    // Back to the list with the same filters and page, showing the same jobs.
    await detail.back.click();
    await expectPath(page, '/jobs');
    expect(queryOf(page)).toEqual({ type: 'Internship', location: 'Bengaluru', page: '2' });
    await expectListMatchesApi(page);
    expect(await list.titles()).toEqual(listTitles);

    await expectAccessibleAtBothWidths(page, `/jobs/${job._id}`);
    problems.expectNone();
  });

  it("is served with the job's own title, description and JobPosting JSON-LD in the HTML", async () => {
    const { page, problems, token } = await openSignedIn(journey, 'detail-seo');
    const listAnswer = await page.request.get('/api/v1/jobs?limit=1&sortBy=postedDate&sortOrder=desc');
    const id = ((await listAnswer.json()) as { data: { data: { _id: string }[] } }).data.data[0]!._id;
    const job = await apiJob(page, id, token);

    const response = await page.request.get(`/jobs/${id}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/text\/html/);
    const head = headOf(await response.text());
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(job.title);
    expect(head.titles[0]).toContain(job.company);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toContain(job.company);
    expect(head.descriptions[0]!.length).toBeLessThanOrEqual(160);
    expect(head.robots.join(' ')).not.toMatch(/noindex/);
    const postings = head.jsonLd.filter((block) => block['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      '@context': 'https://schema.org',
      title: job.title,
      hiringOrganization: { '@type': 'Organization', name: job.company },
      datePosted: job.postedDate,
      validThrough: job.expiryDate,
    });

    // And the browser, loading it, shows that job.
    await page.goto(`/jobs/${id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => detailPage(page).title.innerText()).toBe(job.title);
    problems.expectNone();
  });

  it('shows a clear not-found page for an unknown job, served as a 404 with noindex', async () => {
    const { page, problems } = await openSignedIn(journey, 'detail-missing');
    const response = await page.goto(`/jobs/${UNKNOWN_ID}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const head = headOf((await response?.text()) ?? '');
    expect(head.robots.join(' ')).toMatch(/noindex/);
    expect(head.jsonLd).toHaveLength(0);

    const detail = detailPage(page);
    await expect.poll(() => detail.title.innerText()).toBe('Job not found');
    await expect.poll(() => page.title()).toContain('Job not found');
    const browse = detail.main.getByRole('link', { name: 'Browse all jobs', exact: true });
    expect(await browse.getAttribute('href')).toBe('/jobs');
    // Reached directly, the back link is a plain link to the list.
    expect(await detail.back.getAttribute('href')).toBe('/jobs');
    // A missing job is a page, not an error: no 'Error' toast.
    expect(await toasts(page).getByText('Error', { exact: true }).count()).toBe(0);

    await expectAccessibleAtBothWidths(page, `/jobs/${UNKNOWN_ID}`);

    // An address that is not even a job id says the same.
    const malformed = await page.goto('/jobs/not-a-job', { waitUntil: 'networkidle' });
    expect(malformed?.status()).toBe(404);
    await expect.poll(() => detail.title.innerText()).toBe('Job not found');

    await browse.click();
    await expectPath(page, '/jobs');
    await expectListMatchesApi(page);
    problems.expectNone({ allow: [...expected404(UNKNOWN_ID), /\/jobs\/not-a-job 404$/, /\/api\/v1\/jobs\/not-a-job 400$/, /status of 400/] });
  });

  it('shows an expired job as expired, served as a 404 with noindex', async () => {
    const { page, problems, token } = await openSignedIn(journey, 'detail-expired');
    const [expired] = await journey.server.app.deps.database.db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(lte(jobs.expiryDate, new Date()))
      .orderBy(asc(jobs.expiryDate))
      .limit(1);
    expect(expired, 'the demo seed has expired jobs').toBeDefined();
    const api = await page.request.get(`/api/v1/jobs/${expired!.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status()).toBe(404);

    const response = await page.goto(`/jobs/${expired!.id}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const head = headOf((await response?.text()) ?? '');
    expect(head.robots.join(' ')).toMatch(/noindex/);
    expect(head.titles[0]).toMatch(/expired/i);
    expect(head.jsonLd).toHaveLength(0);

    const detail = detailPage(page);
    await expect.poll(() => detail.title.innerText()).toBe('This job has expired');
    await expect.poll(() => page.title()).toContain('expired');
    await visible(detail.main.getByText(/deadline has passed/));
    const similar = detail.main.getByRole('link', { name: /^See similar jobs/ });
    expect(await similar.getAttribute('href')).toMatch(/^\/jobs(\?domain=.+)?$/);
    // An expired job is not offered for applying.
    expect(await detail.main.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);

    await expectAccessibleAtBothWidths(page, `/jobs/${expired!.id}`);
    problems.expectNone({ allow: expected404(expired!.id) });
  });
});
