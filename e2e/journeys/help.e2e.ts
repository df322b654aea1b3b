import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { faqCategories, faqs } from '../../apps/web/src/features/site/content/faqs.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expectPath, visible } from '../support/dom.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

const VERIFY = faqs.find((f) => f.id === 'verify-email')!;
const FORGOT = faqs.find((f) => f.id === 'forgot-password')!;
const PLANS = faqCategories.find((c) => c.id === 'plans-billing')!;

function helpPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    search: main.getByRole('search').getByRole('searchbox'),
    /** A question's accordion trigger: a button that says whether it is expanded. */
    question: (text: string) => main.getByRole('button', { name: text, exact: true }),
    /** Every question shown: the accordion triggers, collapsed or expanded. */
    questions: main.getByRole('button', { expanded: false }).or(main.getByRole('button', { expanded: true })),
  };
}

describeJourney('help: FAQ search, categories, accordion and the way to contact', () => {
  const journey = useJourney();

  it('filters the questions as you type, and says so when nothing matches', async () => {
    const { page, problems } = await journey.open('/help');
    const help = helpPage(page);
    await visible(help.question(VERIFY.question));
    const all = await help.questions.count();
    expect(all).toBe(faqs.length);

    await help.search.fill('password');
    await expect.poll(() => help.questions.count()).toBeLessThan(all);
    await expect.poll(() => help.questions.count()).toBeGreaterThan(0);
    await visible(help.question(FORGOT.question));
    expect(await help.question(VERIFY.question).count()).toBe(0);

    await help.search.fill('zzqxv nothing like this');
    await expect.poll(() => help.questions.count()).toBe(0);
    await visible(help.main.getByText(/no (matching )?(results|questions|answers)|nothing (found|matches)/i));
    await expectAccessible(page);

    await help.search.fill('');
    await expect.poll(() => help.questions.count()).toBe(all);
    problems.expectNone();
  });

  it('filters by a category card', async () => {
    const { page, problems } = await journey.open('/help');
    const help = helpPage(page);
    await visible(help.question(VERIFY.question));
    for (const category of faqCategories) await visible(help.main.getByText(category.title, { exact: true }));

    const card = help.main.getByRole('button', { name: new RegExp(PLANS.title) });
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    const inPlans = faqs.filter((f) => f.category === PLANS.id);
    await expect.poll(() => help.questions.count()).toBe(inPlans.length);
    for (const faq of inPlans) await visible(help.question(faq.question));
    expect(await help.question(VERIFY.question).count()).toBe(0);
    await expectAccessible(page);
    problems.expectNone();
  });

  it('expands and collapses a question with Enter and Space', async () => {
    const { page, problems } = await journey.open('/help');
    const help = helpPage(page);
    const trigger = help.question(VERIFY.question);
    await visible(trigger);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    const answerStart = VERIFY.answer.slice(0, 60);

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await visible(help.main.getByText(answerStart));
    // The answer is the region the trigger controls.
    const controls = await trigger.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(await page.locator(`[id="${controls}"]`).innerText()).toContain(answerStart);
    await expectAccessible(page);

    await page.keyboard.press('Space');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => help.main.getByText(answerStart).isVisible()).toBe(false);

    await page.keyboard.press('Space');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await visible(help.main.getByText(answerStart));
    problems.expectNone();
  });

  it('leads to the contact page', async () => {
    const { page, problems } = await journey.open('/help');
    const help = helpPage(page);
    const contact = help.main.getByRole('link', { name: /^contact support$/i }).or(help.main.getByRole('button', { name: /^contact support$/i }));
    await visible(contact);
    await contact.click();
    await expectPath(page, '/contact');
    await visible(page.getByRole('main').getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });
});
