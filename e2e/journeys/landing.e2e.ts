import type { PlatformStats } from '@pathway/contracts';
import { expect, it } from 'vitest';
import { expectPath, visible } from '../support/dom.ts';
import { expectListMatchesApi, jobList, queryOf } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

// The landing page itself is axe-checked at both widths in site-shell.e2e.ts (same page, same
// state once loaded); this file checks what it shows and where it leads.

const TILES: [keyof PlatformStats, string][] = [
  ['totalJobs', 'Active jobs'],
  ['totalCompanies', 'Companies hiring'],
  ['totalUsers', 'Job seekers'],
  ['newJobsThisWeek', 'New jobs this week'],
];

describeJourney('landing: numbers, featured jobs, categories and the hero search', () => {
  const journey = useJourney({ seed: 'demo' });

  it("shows the four numbers with '+', up to 3 featured jobs applying in a new tab, and categories that open the list", async () => {
    const { page, problems } = await journey.open('/');
    const main = page.getByRole('main');

    // Stat tiles: each count as the API gives it, with the '+' suffix.
    const statsAnswer = await page.request.get('/api/v1/stats/platform');
    const stats = ((await statsAnswer.json()) as { data: PlatformStats }).data;
    expect(stats.totalJobs).toBeGreaterThan(300);
    const tiles = main.getByRole('region', { name: 'Pathway in numbers' });
    await visible(tiles);
    const numbers = tiles.getByRole('definition');
    await expect.poll(() => numbers.allInnerTexts()).toEqual(TILES.map(([key]) => `${stats[key].toLocaleString('en-IN')}+`));
    expect(await tiles.getByRole('term').allInnerTexts()).toEqual(TILES.map(([, label]) => label));

    // Featured: at most 3, each with an Apply Now that leaves for the company's site in a new tab.
    const featured = main.getByRole('region', { name: 'Featured jobs' });
    await visible(featured.getByRole('article'));
    const cards = featured.getByRole('article');
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(3);
    for (let i = 0; i < shown; i++) {
      const apply = cards.nth(i).getByRole('link', { name: /^Apply Now/ });
      expect(await apply.getAttribute('target')).toBe('_blank');
      expect((await apply.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');
      expect(await apply.getAttribute('href')).toMatch(/^https:\/\//);
      // Its title leads to the job on Pathway itself.
      const title = cards.nth(i).getByRole('heading', { level: 3 }).getByRole('link');
      expect(await title.getAttribute('href')).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    }

    // Category grid: each links to /jobs?domain=<its name> and says how many jobs it has.
    const categories = main.getByRole('region', { name: 'Browse by category' });
    const links = categories.getByRole('link');
    await visible(links);
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      const href = (await links.nth(i).getAttribute('href')) ?? '';
      const url = new URL(href, journey.server.baseUrl);
      expect(url.pathname).toBe('/jobs');
      const domain = url.searchParams.get('domain');
      expect(domain).toBeTruthy();
      expect(await links.nth(i).innerText()).toContain(domain!);
    }

    // Following a category opens the list filtered to it, with as many jobs as the tile said.
    const dataScience = categories.getByRole('link', { name: /^Data Science\b/ });
    const tileCount = Number(/([\d,]+) jobs?/.exec(await dataScience.innerText())?.[1]?.replace(/,/g, ''));
    expect(tileCount).toBeGreaterThan(0);
    await dataScience.click();
    await expectPath(page, '/jobs');
    expect(queryOf(page)).toEqual({ domain: 'Data Science' });
    const answer = await expectListMatchesApi(page);
    expect(answer.total).toBe(tileCount);
    const list = jobList(page);
    expect(await list.sidebar.getByLabel('Domain').inputValue()).toBe('Data Science');
    await visible(list.removeChip('Data Science'));
    problems.expectNone();
  });

  it("searches 'react' from the hero and the list shows the matching jobs", async () => {
    const { page, problems } = await journey.open('/');
    const hero = page.getByRole('main').getByRole('search').first();
    await hero.getByRole('searchbox').fill('react');
    await hero.getByRole('button', { name: 'Search', exact: true }).click();

    await expectPath(page, '/jobs');
    expect(queryOf(page)).toEqual({ q: 'react' });
    const answer = await expectListMatchesApi(page);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(100);
    const list = jobList(page);
    // The list's own search box carries the query, and a chip shows it as an active filter.
    expect(await list.search.inputValue()).toBe('react');
    await visible(list.removeChip('react'));
    // The best match is about React.
    expect((await list.titles())[0]).toMatch(/react/i);
    problems.expectNone();
  });

  it('adopts the pre-rendered page for a guest instead of building it again, on / and /jobs', async () => {
    const { page, problems } = await journey.open();
    // Before any of the page's scripts: count the elements taken out of #root. Rendering over the
    // pre-rendered page (createRoot) empties it; hydrating it keeps its elements in place.
    await page.addInitScript(() => {
      const w = window as unknown as { removedFromRoot: number };
      w.removedFromRoot = 0;
      new MutationObserver((records) => {
        for (const r of records) if ((r.target as Element).id === 'root') w.removedFromRoot += r.removedNodes.length;
      }).observe(document, { childList: true, subtree: true });
    });
    // (A job's page is not pre-rendered inside #root: its first frame depends on who is asking.)
    for (const path of ['/', '/jobs']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1 }));
      // The app has started on #root (React marks its container), so an emptied root would show.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))))
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot), path).toBe(0);
    }
    problems.expectNone();
  });
});
