import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible, expectAccessibleAtBothWidths, expectNoHorizontalScroll } from '../support/a11y.ts';
import { expectPath, hidden, pause, visible } from '../support/dom.ts';
import { apiListFor, expectListMatchesApi, jobList, queryOf, toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

// /jobs with no filters is axe-checked at both widths in site-shell.e2e.ts; here each other state
// (filtered with chips, empty, the mobile sheet, a toast) is checked once.

const NOTHING = 'qwzx nothingmatchesthis';

/** The radio, select or checkbox values of a filter panel (the sidebar or the mobile sheet). */
function filterPanel(scope: Locator) {
  return {
    type: (name: string) => scope.getByRole('radio', { name, exact: true }),
    location: scope.getByLabel('Location', { exact: true }),
    domain: scope.getByLabel('Domain', { exact: true }),
    company: (name: string) => scope.getByRole('checkbox', { name, exact: true }),
  };
}

/**
 * Ticks a radio or checkbox the way a user does. Not `check()`: the inputs are controlled by the
 * address, which the router updates a moment after the click, and `check()` reads the state at once.
 */
async function tick(input: Locator): Promise<void> {
  await input.click();
  await expect.poll(() => input.isChecked()).toBe(true);
}

/** Every card shown carries `text` (a type badge, a location). */
async function expectEveryCardShows(page: Page, text: string): Promise<void> {
  const texts = await jobList(page).cards.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const card of texts) expect(card).toContain(text);
}

describeJourney('/jobs: filters in the address, chips, Clear all, pagination, empty state, mobile sheet', () => {
  const journey = useJourney({ seed: 'demo' });

  it('searches and filters by type, location, domain and companies with the address in sync; back, forward and reload restore it', async () => {
    const { page, problems } = await journey.open('/jobs');
    const list = jobList(page);
    const filters = filterPanel(list.sidebar);
    const all = await expectListMatchesApi(page);
    expect(all.total).toBeGreaterThan(300);

    await list.search.fill('developer');
    await list.main.getByRole('button', { name: 'Search Jobs', exact: true }).click();
    await expect.poll(() => queryOf(page)).toEqual({ q: 'developer' });
    const byQuery = await expectListMatchesApi(page);
    expect(byQuery.total).toBeLessThan(all.total);

    await tick(filters.type('Internship'));
    await expect.poll(() => queryOf(page)).toEqual({ q: 'developer', type: 'Internship' });
    const byType = await expectListMatchesApi(page);
    expect(byType.total).toBeLessThan(byQuery.total);
    await expectEveryCardShows(page, 'Internship');

    await filters.location.selectOption('Bengaluru');
    await expect.poll(() => queryOf(page)).toEqual({ q: 'developer', type: 'Internship', location: 'Bengaluru' });
    const byLocation = await expectListMatchesApi(page);
    expect(byLocation.total).toBeLessThan(byType.total);
    await expectEveryCardShows(page, 'Bengaluru');

    await filters.domain.selectOption('Software Engineering');
    const fourFilters = { q: 'developer', type: 'Internship', location: 'Bengaluru', domain: 'Software Engineering' };
    await expect.poll(() => queryOf(page)).toEqual(fourFilters);
    const byDomain = await expectListMatchesApi(page);
    expect(byDomain.total).toBeLessThan(byLocation.total);
    expect(byDomain.total).toBeGreaterThan(1);
    for (const job of byDomain.jobs) expect(job.domain).toContain('Software Engineering');

    // Two companies from these results: OR within companies, comma-joined in the address.
    const companies = [...new Set(byDomain.jobs.map((job) => job.company))];
    expect(companies.length).toBeGreaterThanOrEqual(2);
    const [first, second] = companies as [string, string];
    await tick(filters.company(first));
    await expect.poll(() => queryOf(page)).toEqual({ ...fourFilters, companies: first });
    const oneCompany = await expectListMatchesApi(page);
    expect(oneCompany.total).toBeLessThan(byDomain.total);
    expect(new Set(oneCompany.jobs.map((job) => job.company))).toEqual(new Set([first]));
    await expectEveryCardShows(page, first);

    await tick(filters.company(second));
    const fullState = { ...fourFilters, companies: `${first},${second}` };
    await expect.poll(() => queryOf(page)).toEqual(fullState);
    const twoCompanies = await expectListMatchesApi(page);
    expect(twoCompanies.total).toBeGreaterThan(oneCompany.total);
    expect(new Set(twoCompanies.jobs.map((job) => job.company))).toEqual(new Set([first, second]));
    // One chip per filter.
    expect(await list.chipRemovers.count()).toBe(6);
    const filteredTitles = await list.titles();

    // Back steps through the filter history, one change at a time, controls and results following.
    await page.goBack();
    await expect.poll(() => queryOf(page)).toEqual({ ...fourFilters, companies: first });
    await expectListMatchesApi(page);
    expect(await filters.company(second).isChecked()).toBe(false);
    expect(await filters.company(first).isChecked()).toBe(true);
    await page.goBack();
    await expect.poll(() => queryOf(page)).toEqual(fourFilters);
    await expectListMatchesApi(page);
    expect(await filters.company(first).isChecked()).toBe(false);
    await page.goBack();
    await expect.poll(() => queryOf(page)).toEqual({ q: 'developer', type: 'Internship', location: 'Bengaluru' });
    await expectListMatchesApi(page);
    expect(await filters.domain.inputValue()).toBe('all');
    expect(await list.search.inputValue()).toBe('developer');

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect.poll(() => queryOf(page)).toEqual(fullState);
    await expectListMatchesApi(page);
    expect(await list.titles()).toEqual(filteredTitles);
    expect(await filters.domain.inputValue()).toBe('Software Engineering');
    expect(await filters.company(second).isChecked()).toBe(true);

    // A reload (and so a shared link) shows exactly the same results.
    await page.reload({ waitUntil: 'networkidle' });
    expect(queryOf(page)).toEqual(fullState);
    await expectListMatchesApi(page);
    expect(await list.titles()).toEqual(filteredTitles);
    expect(await filters.type('Internship').isChecked()).toBe(true);
    expect(await filters.location.inputValue()).toBe('Bengaluru');

    // The filtered list with its chips, at both widths.
    await expectAccessibleAtBothWidths(page, page.url());
    problems.expectNone();
  });

  it("a chip's remove button drops that filter; Clear all resets every filter and the page", async () => {
    const { page, problems } = await journey.open('/jobs?type=Internship&location=Bengaluru&page=2');
    const list = jobList(page);
    const filters = filterPanel(list.sidebar);
    const onPage2 = await expectListMatchesApi(page);
    expect(onPage2.page).toBe(2);
    expect(await list.pagination.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // Removing a chip drops that filter (and starts again from page 1).
    await list.removeChip('Bengaluru').click();
    await expect.poll(() => queryOf(page)).toEqual({ type: 'Internship' });
    const withoutLocation = await expectListMatchesApi(page);
    expect(withoutLocation.total).toBeGreaterThan(onPage2.total);
    expect(await filters.location.inputValue()).toBe('all');
    expect(await list.removeChip('Bengaluru').count()).toBe(0);
    await visible(list.removeChip('Internship'));

    await filters.domain.selectOption('Data Science');
    await list.pagination.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => queryOf(page)).toEqual({ type: 'Internship', domain: 'Data Science', page: '2' });
    await expectListMatchesApi(page);

    // Clear all: no filter, no chip, page 1, every job.
    await list.clearAll.click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectPath(page, '/jobs');
    const everything = await expectListMatchesApi(page);
    expect(everything.total).toBeGreaterThan(withoutLocation.total);
    expect(await list.chipRemovers.count()).toBe(0);
    expect(await list.clearAll.count()).toBe(0);
    expect(await filters.type('All types').isChecked()).toBe(true);
    expect(await filters.domain.inputValue()).toBe('all');
    expect(await list.pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    problems.expectNone();
  });

  it('pages through the results with at most 5 page numbers, the address carrying the page', async () => {
    const { page, problems } = await journey.open('/jobs');
    const list = jobList(page);
    const first = await expectListMatchesApi(page);
    expect(first.totalPages).toBeGreaterThan(5);
    const numbers = list.pagination.getByRole('button', { name: /^Page \d+$/ });
    expect(await numbers.count()).toBe(5);
    expect(await list.pagination.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await list.pagination.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => queryOf(page)).toEqual({ page: '2' });
    const second = await expectListMatchesApi(page);
    expect(second.jobs[0]!._id).not.toBe(first.jobs[0]!._id);
    expect(await list.pagination.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Focus moves to the results' heading, so keyboard users start reading the new page.
    await expect.poll(() => list.count.evaluate((el) => el === document.activeElement)).toBe(true);

    await list.pagination.getByRole('button', { name: 'Page 5' }).click();
    await expect.poll(() => queryOf(page)).toEqual({ page: '5' });
    await expectListMatchesApi(page);
    expect(await numbers.count()).toBeLessThanOrEqual(5);
    expect(await numbers.allInnerTexts()).toEqual(['3', '4', '5', '6', '7']);

    // The last page: Next is disabled, and the window still has 5 numbers ending at it.
    const last = String(first.totalPages);
    await page.goto(`/jobs?page=${last}`, { waitUntil: 'networkidle' });
    const lastAnswer = await expectListMatchesApi(page);
    expect(lastAnswer.page).toBe(first.totalPages);
    expect(await numbers.count()).toBe(5);
    expect((await numbers.allInnerTexts()).at(-1)).toBe(last);
    expect(await list.pagination.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    // Back returns to the page before; a filter change goes back to page 1.
    await page.goBack();
    await expect.poll(() => queryOf(page)).toEqual({ page: '5' });
    await expectListMatchesApi(page);
    await tick(filterPanel(list.sidebar).type('Full-time'));
    await expect.poll(() => queryOf(page)).toEqual({ type: 'Full-time' });
    await expectListMatchesApi(page);
    problems.expectNone();
  });

  it("a search that matches nothing says 'No jobs found', and View All Jobs brings every job back", async () => {
    const { page, problems } = await journey.open('/jobs');
    const list = jobList(page);
    const all = await expectListMatchesApi(page);
    expect((await apiListFor(page, `/jobs?q=${encodeURIComponent(NOTHING)}`)).total).toBe(0);

    // Typed, not submitted: the search applies by itself after the debounce.
    await list.search.fill(NOTHING);
    await expect.poll(() => queryOf(page)).toEqual({ q: NOTHING });
    await visible(list.main.getByRole('heading', { name: 'No jobs found', exact: true }));
    expect(await list.cards.count()).toBe(0);
    expect(await list.pagination.count()).toBe(0);
    await visible(list.removeChip(NOTHING));

    await expectAccessibleAtBothWidths(page, page.url());

    await list.main.getByRole('button', { name: 'View All Jobs', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const again = await expectListMatchesApi(page);
    expect(again.total).toBe(all.total);
    expect(await list.search.inputValue()).toBe('');

    // Back brings the search back, in the box as well as in the results.
    await page.goBack();
    await expect.poll(() => queryOf(page)).toEqual({ q: NOTHING });
    await visible(list.main.getByRole('heading', { name: 'No jobs found', exact: true }));
    await expect.poll(() => list.search.inputValue()).toBe(NOTHING);
    problems.expectNone();
  });

  it('locks the advanced filters for a guest and asks a guest to log in to apply or save', async () => {
    const { page, context, problems } = await journey.open('/jobs');
    const list = jobList(page);
    await expectListMatchesApi(page);

    const advanced = list.sidebar.getByRole('region', { name: 'Advanced filters' });
    await visible(advanced.getByText('Advanced filters are available for Premium users only.', { exact: true }));
    const upgrade = advanced.getByRole('link', { name: 'Upgrade Now', exact: true });
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    const buckets = advanced.getByRole('checkbox');
    expect(await buckets.count()).toBeGreaterThan(0);
    for (const box of await buckets.all()) expect(await box.isDisabled()).toBe(true);

    const card = list.card(0);
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const applyToast = toasts(page).getByRole('listitem').filter({ hasText: 'Login Required' });
    await visible(applyToast);
    await visible(applyToast.getByText('Please login to apply for jobs.'));
    // Nothing opened: a guest is not sent to the company's portal.
    await pause(300);
    expect(context.pages()).toHaveLength(1);
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Save Job' }).click();
    const saveToast = toasts(page).getByRole('listitem').filter({ hasText: 'Please login to save jobs.' });
    await visible(saveToast);
    await visible(saveToast.getByText('Login Required', { exact: true }));

    await upgrade.click();
    await expectPath(page, '/pricing');
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });

  it("at 375 px the filters open in a bottom sheet; 'Apply Filters' shows the filtered results", async () => {
    const { page, problems } = await journey.open('/jobs', 'mobile');
    const list = jobList(page);
    const all = await expectListMatchesApi(page);
    expect(await list.sidebar.isVisible()).toBe(false);
    await expectNoHorizontalScroll(page);

    await list.main.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await visible(sheet);
    const filters = filterPanel(sheet);
    await tick(filters.type('Internship'));
    await filters.location.selectOption('Pune');
    const apply = sheet.getByRole('button', { name: 'Apply Filters', exact: true });
    await visible(apply);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    // A bottom sheet: once it has slid in, it sits against the bottom edge of the screen.
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.y + box!.height)).toBe(page.viewportSize()!.height);
    expect(Math.round(box!.width)).toBe(page.viewportSize()!.width);

    await apply.click();
    await hidden(sheet);
    await expect.poll(() => queryOf(page)).toEqual({ type: 'Internship', location: 'Pune' });
    const filtered = await expectListMatchesApi(page);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    await expectEveryCardShows(page, 'Pune');
    await visible(list.removeChip('Pune'));
    await expectNoHorizontalScroll(page);
    problems.expectNone();
  });
});
