import { expect, it } from 'vitest';
import { expectPath, visible } from '../support/dom.ts';
import { watchPage } from '../support/browser.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/** Chromium logs every 4xx answer to the console; where a test asks for one on purpose, allow it. */
const EXPECTED_404 = [/\/api\/v1\/nope/, /status of 404/];

describeJourney('unknown routes, history fallback and the API 404', () => {
  const journey = useJourney();

  it('shows the requested path with working links home, to jobs and to contact', async () => {
    const { page, problems } = await journey.open('/no-such-page/xyz');
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { level: 1 }));
    await visible(main.getByText('/no-such-page/xyz'));

    const home = main.getByRole('link', { name: /home/i });
    const jobs = main.getByRole('link', { name: /jobs/i });
    const contact = main.getByRole('link', { name: /contact/i });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await jobs.getAttribute('href')).toBe('/jobs');
    expect(await contact.getAttribute('href')).toBe('/contact');
    await visible(main.getByRole('button', { name: /go back/i }));

    await home.click();
    await expectPath(page, '/');
    await page.goto('/no-such-page/xyz', { waitUntil: 'networkidle' });
    await jobs.click();
    await expectPath(page, '/jobs');
    await page.goto('/no-such-page/xyz', { waitUntil: 'networkidle' });
    await contact.click();
    await expectPath(page, '/contact');
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });

  it('Go back returns to the page the visitor came from', async () => {
    // The usual way to reach a 404: a broken link or a mistyped address, i.e. a fresh page load
    // that follows another page in the same tab.
    const { page, problems } = await journey.open('/about');
    await page.goto('/no-such-page/xyz', { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('button', { name: /go back/i }).click();
    await expectPath(page, '/about');
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });

  it('Go back goes home when the 404 opened in a new tab', async () => {
    const { page, context } = await journey.open('/');
    // A link that opens a new tab: the new tab's history starts at the 404 itself.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/no-such-page/xyz', '_blank')),
    ]);
    const problems = watchPage(tab, journey.server.baseUrl);
    await tab.waitForLoadState('networkidle');
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByRole('main').getByRole('button', { name: /go back/i }).click();
    await expectPath(tab, '/');
    await visible(tab.getByRole('main').getByRole('heading', { level: 1 }));
    problems.expectNone();
  });

  it('serves a deep link and its reload through the history fallback', async () => {
    const { page, problems } = await journey.open();
    const first = await page.goto('/about', { waitUntil: 'networkidle' });
    expect(first?.status()).toBe(200);
    expect(first?.headers()['content-type']).toMatch(/text\/html/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await visible(heading);
    const title = await heading.innerText();
    expect(title).toMatch(/about/i);

    const again = await page.reload({ waitUntil: 'networkidle' });
    expect(again?.status()).toBe(200);
    await expectPath(page, '/about');
    expect(await heading.innerText()).toBe(title);
    problems.expectNone();
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    const { page, problems } = await journey.open('/');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/nope', { headers: { accept: 'application/json' } });
      return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as unknown };
    });
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.body).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND' });

    // Typed into the address bar (Accept: text/html) it is still the API's JSON, not index.html.
    const navigation = await page.goto('/api/v1/nope');
    expect(navigation?.status()).toBe(404);
    expect(navigation?.headers()['content-type']).toMatch(/application\/json/);

    // A missing static file is a plain 404, not the app shell.
    const asset = await page.request.get('/assets/no-such-file.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type'] ?? '').not.toMatch(/text\/html/);

    problems.expectNone({ allow: EXPECTED_404 });
  });
});
