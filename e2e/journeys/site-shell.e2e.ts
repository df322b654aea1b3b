import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible, expectAccessibleAtBothWidths } from '../support/a11y.ts';
import { expectPath, hidden, pause, visible } from '../support/dom.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/** The hero's search form: the first search landmark in the main content. */
function heroSearch(page: Page) {
  const form = page.getByRole('main').getByRole('search').first();
  return {
    input: form.getByRole('searchbox'),
    button: form.getByRole('button', { name: 'Search', exact: true }),
  };
}

describeJourney('site shell: landing, header, footer, search, mobile drawer, accessibility', () => {
  const journey = useJourney({ seed: 'demo' });

  it('loads the landing page with its hero, header links and footer', async () => {
    const { page, problems } = await journey.open('/');
    await visible(page.getByRole('main').getByRole('heading', { level: 1 }));

    const header = page.getByRole('banner');
    for (const name of ['Jobs', 'Pricing', 'Sign In', 'Sign Up']) {
      await visible(header.getByRole('link', { name, exact: true }));
    }
    expect(await header.getByRole('link', { name: 'Jobs', exact: true }).getAttribute('href')).toBe('/jobs');
    expect(await header.getByRole('link', { name: 'Pricing', exact: true }).getAttribute('href')).toBe('/pricing');
    expect(await header.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/login');
    expect(await header.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href')).toBe('/register');

    const footer = page.getByRole('contentinfo');
    await visible(footer);
    const footerText = await footer.innerText();
    expect(footerText).toMatch(/1\.0\.0/);
    expect(footerText).toMatch(/2024/);

    problems.expectNone();
  });

  it('ignores a whitespace-only landing search, by Enter and by the Search button', async () => {
    const { page, problems } = await journey.open('/');
    const search = heroSearch(page);
    await search.input.fill('   ');
    await search.input.press('Enter');
    await pause();
    expect(new URL(page.url()).pathname).toBe('/');
    await search.button.click();
    await pause();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    problems.expectNone();
  });

  it('searches from the landing page with Enter', async () => {
    const { page, problems } = await journey.open('/');
    const search = heroSearch(page);
    await search.input.fill('react developer');
    await search.input.press('Enter');
    await expectPath(page, '/jobs');
    const url = new URL(page.url());
    expect(url.search).toMatch(/^\?q=react(\+|%20)developer$/);
    expect(url.searchParams.get('q')).toBe('react developer');
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });

  it('searches from the landing page with the Search button, trimming the text', async () => {
    const { page, problems } = await journey.open('/');
    const search = heroSearch(page);
    await search.input.fill('  react developer  ');
    await search.button.click();
    await expectPath(page, '/jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe('react developer');
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });

  it('opens the mobile drawer at 375 px and operates it with the keyboard', async () => {
    const { page, problems } = await journey.open('/', 'mobile');
    const header = page.getByRole('banner');
    // At 375 px the desktop navigation gives way to the menu button.
    const menuButton = header.getByRole('button', { name: /menu/i });
    await visible(menuButton);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await visible(drawer);
    await visible(drawer.getByRole('link', { name: 'Home', exact: true }));
    await visible(drawer.getByRole('link', { name: 'Jobs', exact: true }));
    // Focus moves into the drawer and stays there while it is open.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await hidden(drawer);
    // Focus goes back to the button that opened it.
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // Opened again and used: a drawer link navigates and the drawer closes.
    await page.keyboard.press('Enter');
    await visible(drawer);
    await drawer.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expectPath(page, '/jobs');
    await hidden(drawer);
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });

  const pages = ['/', '/about', '/privacy', '/terms', '/help', '/contact', '/jobs', '/pricing', '/login', '/register'];
  for (const path of pages) {
    it(`${path} is accessible at 1280 px and 375 px`, async () => {
      const { page, problems } = await journey.open();
      await expectAccessibleAtBothWidths(page, path);
      problems.expectNone();
    });
  }

  it('the 404 page is accessible at 1280 px and 375 px', async () => {
    const { page, problems } = await journey.open();
    await expectAccessibleAtBothWidths(page, '/no-such-page/xyz');
    problems.expectNone();
  });
});
