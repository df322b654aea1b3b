import { DEFAULT_PAGE_SIZE } from '@pathway/contracts/constants';
import type { Job } from '@pathway/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll } from '../support/a11y.ts';
import { MOBILE } from '../support/browser.ts';
import { expectPath, hidden, visible } from '../support/dom.ts';
import { countLineOf, expectListMatchesApi, jobList, queryOf, type JobListAnswer } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

// The rebuilt search of /jobs (docs/search.md) as a student meets it: a misspelt word corrected and
// said so, a word that matches nothing left out and said so, Hinglish understood, and the work
// mode filter at both widths. The notices are the role="status" region above the results.

const MISSPELT = 'devloper bangalore';
const CORRECTED_NOTICE = 'Showing results for developer bangalore';
const UNMATCHED = 'react qwzxv';
const UNMATCHED_NOTICE = "No exact match for 'qwzxv'; showing related jobs";
const WORK_FROM_HOME = 'ghar se kaam';

/** The search notices as a reader sees them, one text per notice. */
function searchNotices(page: Page): Locator {
  return jobList(page).main.getByRole('status').getByRole('paragraph');
}

async function expectNotices(page: Page, texts: string[]): Promise<void> {
  await expect.poll(async () => (await searchNotices(page).allInnerTexts()).map((t) => t.trim())).toEqual(texts);
}

/** The 'Work mode' checkbox `name` of a filter panel (the sidebar or the mobile sheet). */
function workMode(scope: Locator, name: string): Locator {
  return scope.getByRole('group', { name: 'Work mode' }).getByRole('checkbox', { name, exact: true });
}

/** Ticks a checkbox as a user does (the address drives it, so `check()` would read it too early). */
async function tick(input: Locator): Promise<void> {
  await input.click();
  await expect.poll(() => input.isChecked()).toBe(true);
}

/** What each card shown says after 'Location:', in order (a company name may say 'Remote' too). */
async function cardLocations(page: Page): Promise<string[]> {
  const { cards } = jobList(page);
  const facts = await cards.getByRole('listitem').filter({ hasText: /^\s*Location:/ }).allTextContents();
  expect(facts).toHaveLength(await cards.count());
  return facts.map((text) => text.replace(/^\s*Location:\s*/, '').trim());
}

/** Every card on the page is located in `place`, and there is at least one. */
async function expectEveryCardIn(page: Page, place: string): Promise<void> {
  const locations = await cardLocations(page);
  expect(locations.length).toBeGreaterThan(0);
  expect(locations).toEqual(locations.map(() => place));
}

/**
 * The first page of `GET /api/v1/jobs` for `params` (support/jobs.ts's apiListFor does not know
 * workMode), newest first as the list asks without a search text.
 */
async function apiFirstPage(page: Page, params: Record<string, string>): Promise<JobListAnswer> {
  const query = new URLSearchParams({ page: '1', limit: String(DEFAULT_PAGE_SIZE), sortBy: 'postedDate', sortOrder: 'desc', ...params });
  const response = await page.request.get(`/api/v1/jobs?${query.toString()}`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { data: Job[]; pagination: Omit<JobListAnswer, 'jobs'> } };
  return { ...body.data.pagination, jobs: body.data.data };
}

/** Waits until the page shows `answer`: its count line and its titles, settled. */
async function expectListShows(page: Page, answer: JobListAnswer): Promise<void> {
  const list = jobList(page);
  await expect
    .poll(async () => ({ count: (await list.count.innerText()).trim(), titles: await list.titles() }), { timeout: 10_000 })
    .toEqual({ count: countLineOf(answer), titles: answer.jobs.map((j) => j.title) });
  await expect.poll(() => list.main.locator('[aria-busy="true"]').count()).toBe(0);
}

describeJourney('/jobs search: misspellings, unmatched words, Hinglish and the work mode filter', () => {
  const journey = useJourney({ seed: 'demo' });

  it("a misspelt search from the landing hero shows developer jobs in Bengaluru and says 'Showing results for …'", async () => {
    const { page, problems } = await journey.open('/');
    const hero = page.getByRole('main').getByRole('search').first();
    await hero.getByRole('searchbox', { name: 'Search jobs and internships' }).fill(MISSPELT);
    await hero.getByRole('button', { name: 'Search', exact: true }).click();

    await expectPath(page, '/jobs');
    expect(queryOf(page)).toEqual({ q: MISSPELT });
    const answer = await expectListMatchesApi(page);
    expect(answer.total).toBeGreaterThan(0);
    await expectNotices(page, [CORRECTED_NOTICE]);
    // What the student typed stays in the box (and its chip); the page says what it searched instead.
    const list = jobList(page);
    expect(await list.search.inputValue()).toBe(MISSPELT);
    await visible(list.removeChip(MISSPELT));
    // The best matches are developer jobs in Bengaluru.
    await expectEveryCardIn(page, 'Bengaluru');
    for (const title of await list.titles()) expect(title).toMatch(/developer/i);
    problems.expectNone();
  });

  it("a word that matches nothing is left out: related jobs with 'No exact match for …'", async () => {
    const { page, problems } = await journey.open('/jobs');
    const list = jobList(page);
    await expectListMatchesApi(page);
    await expectNotices(page, []);

    await list.search.fill(UNMATCHED);
    await list.search.press('Enter');
    await expect.poll(() => queryOf(page)).toEqual({ q: UNMATCHED });
    const answer = await expectListMatchesApi(page);
    expect(answer.total).toBeGreaterThan(0);
    await expectNotices(page, [UNMATCHED_NOTICE]);
    expect((await list.titles())[0]).toMatch(/react/i);

    // Searching for a word that does match takes the notice away.
    await list.search.fill('react');
    await list.search.press('Enter');
    await expect.poll(() => queryOf(page)).toEqual({ q: 'react' });
    await expectListMatchesApi(page);
    await expectNotices(page, []);
    problems.expectNone();
  });

  it("'ghar se kaam' (work from home) lists only remote jobs", async () => {
    const { page, problems } = await journey.open('/jobs');
    const list = jobList(page);
    await expectListMatchesApi(page);

    await list.search.fill(WORK_FROM_HOME);
    await list.main.getByRole('button', { name: 'Search Jobs', exact: true }).click();
    await expect.poll(() => queryOf(page)).toEqual({ q: WORK_FROM_HOME });
    const answer = await expectListMatchesApi(page);
    expect(answer.total).toBeGreaterThan(0);
    await expectEveryCardIn(page, 'Remote');
    problems.expectNone();
  });

  it('ticking Remote under Work mode puts workMode=remote in the address, a Remote chip and only remote jobs; removing the chip undoes it', async () => {
    const { page, problems } = await journey.open('/jobs');
    const list = jobList(page);
    const all = await expectListMatchesApi(page);
    const remote = workMode(list.sidebar, 'Remote');
    await visible(remote);
    expect(await remote.isChecked()).toBe(false);

    await tick(remote);
    await expect.poll(() => queryOf(page)).toEqual({ workMode: 'remote' });
    await visible(list.removeChip('Remote'));
    const remoteOnly = await apiFirstPage(page, { workMode: 'remote' });
    expect(remoteOnly.total).toBeGreaterThan(0);
    expect(remoteOnly.total).toBeLessThan(all.total);
    await expectListShows(page, remoteOnly);
    await expectEveryCardIn(page, 'Remote');

    await list.removeChip('Remote').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const again = await expectListMatchesApi(page);
    expect(again.total).toBe(all.total);
    expect(await list.removeChip('Remote').count()).toBe(0);
    expect(await remote.isChecked()).toBe(false);
    problems.expectNone();
  });

  it("at 375 px, Remote ticked in the Filters sheet and 'Apply Filters' lists only remote jobs, nothing scrolling sideways", async () => {
    const { page, problems } = await journey.open('/jobs', 'mobile');
    const list = jobList(page);
    await expectListMatchesApi(page);

    await list.main.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await visible(sheet);
    await tick(workMode(sheet, 'Remote'));
    await sheet.getByRole('button', { name: 'Apply Filters', exact: true }).click();
    await hidden(sheet);

    await expect.poll(() => queryOf(page)).toEqual({ workMode: 'remote' });
    await expectListShows(page, await apiFirstPage(page, { workMode: 'remote' }));
    await expectEveryCardIn(page, 'Remote');
    await visible(list.removeChip('Remote'));
    await expectNoHorizontalScroll(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    problems.expectNone();
  });

  it('/jobs with search notices shown passes the axe check at 1280 px and at 375 px', async () => {
    // A misspelt word and one that matches nothing: both notices at once.
    const q = 'devloper qwzxv';
    for (const device of ['desktop', 'mobile'] as const) {
      const { page, problems } = await journey.open(`/jobs?q=${encodeURIComponent(q)}`, device);
      await expectListMatchesApi(page);
      await expect.poll(() => searchNotices(page).count()).toBe(2);
      const [corrected, unmatched] = (await searchNotices(page).allInnerTexts()).map((t) => t.trim());
      // The word left out is not in the query as searched.
      expect(corrected).toBe('Showing results for developer');
      expect(unmatched).toBe(UNMATCHED_NOTICE);
      await expectAccessible(page);
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      problems.expectNone();
    }
  });
});
