import { expect, it } from 'vitest';
import { expectAccessibleAtBothWidths } from '../support/a11y.ts';
import { expectPath, visible } from '../support/dom.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/**
 * A deployment that runs the payment sandbox on purpose (PAYMENTS_MODE=sandbox, as a public staging
 * site must) says "Test mode" on every page, from the first paint and across client-side navigation.
 */
describeJourney('test mode ribbon of an explicit payment sandbox', () => {
  const journey = useJourney({ seed: 'demo', env: { PAYMENTS_MODE: 'sandbox' } });

  it('stays on top of every page while the visitor moves around, on a phone too', async () => {
    const { page, problems } = await journey.open('/');
    const ribbon = page.getByRole('complementary', { name: 'Test mode' });
    await visible(ribbon);
    expect(await ribbon.innerText()).toMatch(/payments on this site are simulated and no money is charged/);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expectPath(page, '/pricing');
    await visible(ribbon);
    await page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }).click();
    await expectPath(page, '/jobs');
    await visible(ribbon);
    expect(await page.getByRole('complementary', { name: 'Test mode' }).count()).toBe(1);

    for (const url of ['/', '/pricing']) await expectAccessibleAtBothWidths(page, url);
    await visible(ribbon);
    problems.expectNone();
  });
});
