import type { Application } from '@pathway/contracts';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible, expectAccessibleAtBothWidths, expectNoHorizontalScroll } from '../support/a11y.ts';
import { apiToken, createVerifiedAccount, expectAccessibleHereAtBothWidths, signIn } from '../support/accounts.ts';
import { MOBILE } from '../support/browser.ts';
import { hidden, visible } from '../support/dom.ts';
import { jobList, toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/**
 * Issue 21: Apply Now becomes a tracked application; coming back, the student is asked "Did you
 * apply?", answers Yes, moves it to Interview on the tracker's board (a grouped list on a phone),
 * gives it a next step, and finds the job's closing day and that step in the private calendar feed
 * (docs/product/applications-web.md).
 */

/** The student's tracker as the API answers it. */
async function trackedApplications(baseUrl: string, token: string): Promise<Application[]> {
  const response = await fetch(`${baseUrl}/api/v1/applications?limit=100`, {
    headers: { authorization: `Bearer ${token}`, connection: 'close' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { data: Application[] } }).data.data;
}

/** A date and time ten days ahead, as typed into the next step's field (India time). */
function tenDaysAheadInIndia(): { input: string; iso: string } {
  const day = new Date(Date.now() + 10 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  return { input: `${day}T10:00`, iso: new Date(`${day}T10:00:00+05:30`).toISOString() };
}

/** The feed as a calendar app reads it (ical.js, RFC 5545): each event's summary and start. */
function eventsOf(text: string): { summary: string; start: string; allDay: boolean }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
    };
  });
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+ applications?$`) });

describeJourney('the application tracker', () => {
  const journey = useJourney({ seed: 'demo' });

  it('apply, come back, "Yes", move to interview, and see it on the board and in the calendar feed', async () => {
    const account = await createVerifiedAccount(journey.server, 'tracker');
    const token = await apiToken(journey.server, account);
    const { page, context, problems } = await journey.open();
    await signIn(page, account);

    // Apply Now on the first job: the portal opens in its own tab, and the job is tracked as clicked.
    await page.goto('/jobs', { waitUntil: 'networkidle' });
    const card = jobList(page).card(0);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await visible(card.getByText(/^Closes (in \d+ days|tomorrow|today)$/));
    const [portal] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Apply Now' }).click()]);
    await visible(toasts(page).getByText('Redirected To Career Portal', { exact: true }));
    await expect.poll(async () => (await trackedApplications(journey.server.baseUrl, token)).map((a) => a.status)).toEqual(['clicked']);
    const [clicked] = await trackedApplications(journey.server.baseUrl, token);
    expect(clicked!.title).toBe(title);
    const { company } = clicked!;
    await portal!.close();

    // Coming back: the next page asks, in a region of its own, before the page's content.
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const prompt = page.getByRole('region', { name: 'Did you apply?' });
    await visible(prompt.getByText(`Did you apply to ${title} at ${company}?`, { exact: true }));
    await expectAccessibleHereAtBothWidths(page);
    // Reached from the keyboard right after the skip link and the header.
    await prompt.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await visible(toasts(page).getByText('Marked as applied.', { exact: true }));
    await hidden(prompt);
    await expect.poll(async () => (await trackedApplications(journey.server.baseUrl, token))[0]!.status).toBe('applied');
    // The dashboard's pipeline counts it.
    await visible(page.getByRole('region', { name: 'Applications by stage' }).getByRole('link', { name: 'Applied 1' }));

    // The tracker: on the board under Applied; moved to Interview from its stage menu, by keyboard.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Applications' }));
    await visible(column(page, 'Applied').getByRole('article', { name: title }));
    const stage = page.getByRole('button', { name: `Stage of ${title} at ${company}: Applied` });
    await stage.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await visible(menu);
    expect(await menu.getByRole('menuitemradio', { name: 'Applied' }).getAttribute('aria-checked')).toBe('true');
    await menu.getByRole('menuitemradio', { name: 'Interview' }).focus();
    await page.keyboard.press('Enter');
    await visible(toasts(page).getByText('Moved to Interview.', { exact: true }));
    const interviewCard = column(page, 'Interview').getByRole('article', { name: title });
    await visible(interviewCard);
    // The focus follows the card to its new column.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(`Stage of ${title} at ${company}: Interview`);
    expect(await column(page, 'Applied').getByRole('article').count()).toBe(0);

    // A next step, in India time, kept with the timeline.
    await interviewCard.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: title });
    await visible(details);
    const timeline = details.getByRole('list');
    await expect.poll(() => timeline.getByRole('listitem').allTextContents()).toHaveLength(3);
    const step = tenDaysAheadInIndia();
    await details.getByLabel('Next step (India time)').fill(step.input);
    await details.getByRole('textbox', { name: 'Notes' }).fill('Technical round with the team lead');
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Save' }).click();
    await visible(toasts(page).getByText('Application updated.', { exact: true }));
    await hidden(details);
    await visible(interviewCard.getByText('Technical round with the team lead'));
    const [saved] = await trackedApplications(journey.server.baseUrl, token);
    expect(saved!.status).toBe('interview');
    expect(saved!.nextStepAt && new Date(saved!.nextStepAt).toISOString()).toBe(step.iso);
    expect(saved!.timeline.map((entry) => entry.status)).toEqual(['clicked', 'applied', 'interview']);

    // The board at 1280 px and the grouped list at 375 px: accessible, nothing scrolls sideways.
    await expectAccessibleAtBothWidths(page, '/applications');
    await page.setViewportSize({ ...MOBILE });
    await page.goto('/applications', { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 2, name: 'Interview (1)' }));
    await visible(page.getByRole('article', { name: title }));
    expect(await page.getByRole('region', { name: 'Board' }).count()).toBe(0);
    await expectNoHorizontalScroll(page);

    // The calendar feed, from settings: the job's closing day and the interview.
    await page.goto('/settings', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Create my calendar link' }).click();
    const link = page.getByRole('textbox', { name: 'Your private calendar link' });
    await visible(link);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    const feedUrl = await link.inputValue();
    expect(new URL(feedUrl).pathname).toMatch(/^\/api\/v1\/calendar\/[^/]+\.ics$/);
    const feed = await fetch(feedUrl, { headers: { connection: 'close' } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = eventsOf(await feed.text());
    expect(events).toContainEqual(expect.objectContaining({ summary: `Closes: ${title} at ${company}`, allDay: true }));
    expect(events).toContainEqual({ summary: `Next step: ${title} at ${company}`, allDay: false, start: step.iso });

    problems.expectNone();
  });
});
