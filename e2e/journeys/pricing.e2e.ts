import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type Account, createVerifiedAccount, expectAccessibleHereAtBothWidths, signIn, signInThroughForm } from '../support/accounts.ts';
import { expectAccessible, expectAccessibleAtBothWidths } from '../support/a11y.ts';
import { expectPath, hidden, pause, visible } from '../support/dom.ts';
import { jobList, toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/**
 * Issue 7: /pricing for guests and members, the upgrade banner and the advanced-filter lock on
 * /jobs, and the purchase through the payment sandbox (no keys set: PAYMENTS_MODE is sandbox) —
 * paid, closed and failed — with Premium showing at once on /jobs and /dashboard.
 */

const LOCK_NOTICE = 'Advanced filters are available for Premium users only.';
const BANNER = 'Unlimited applications and advanced filters';

function toast(page: Page, title: string) {
  return toasts(page).getByRole('listitem').filter({ hasText: title });
}

/** The sandbox's test-mode checkout dialog (served by our server at /api/v1/payments/sandbox/checkout.js). */
function sandboxDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Test mode payment' });
  return {
    dialog,
    pay: dialog.getByRole('button', { name: /^Pay / }),
    fail: dialog.getByRole('button', { name: 'Fail payment', exact: true }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
  };
}

function planCard(page: Page, name: 'Free' | 'Premium') {
  return page.getByRole('main').getByRole('group', { name, exact: true });
}

/** A signed-in free account on /pricing with the Premium card's Subscribe Now showing. */
async function freeMemberOnPricing(journey: ReturnType<typeof useJourney>, tag: string) {
  const account = await createVerifiedAccount(journey.server, tag);
  const opened = await journey.open();
  await signIn(opened.page, account);
  await opened.page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expectPath(opened.page, '/pricing');
  await visible(opened.page.getByRole('region', { name: 'Free Plan' }));
  return { ...opened, account };
}

/** Subscribe Now → the sandbox dialog, prefilled with the account. */
async function openCheckout(page: Page, account: Account) {
  await planCard(page, 'Premium').getByRole('button', { name: 'Subscribe Now', exact: true }).click();
  const sandbox = sandboxDialog(page);
  await visible(sandbox.dialog);
  await visible(sandbox.dialog.getByText('Test mode', { exact: true }));
  await visible(sandbox.dialog.getByText(account.email, { exact: true }));
  await visible(sandbox.dialog.getByText('Asha Verma', { exact: true }));
  expect(await sandbox.pay.innerText()).toMatch(/₹\s?199/);
  return sandbox;
}

describeJourney('/pricing, upgrade prompts and the sandbox purchase', () => {
  const journey = useJourney({ seed: 'demo' });

  it("shows a guest both plans and the FAQ; 'Login to Subscribe' goes to /login and back to /pricing after signing in", async () => {
    const account = await createVerifiedAccount(journey.server, 'pricing-guest');
    const { page, problems } = await journey.open('/pricing');
    await expectAccessibleAtBothWidths(page, '/pricing');

    const free = planCard(page, 'Free');
    const premium = planCard(page, 'Premium');
    await visible(free.getByText('₹0', { exact: true }));
    await visible(premium.getByText('₹199', { exact: true }));
    await visible(premium.getByText('Unlimited applications', { exact: true }).first());
    expect(await page.getByText('Your current plan').count()).toBe(0);

    const question = page.getByRole('button', { name: 'Can I cancel?', exact: true });
    await question.click();
    await visible(page.getByText(/You keep Premium until the end of the days you paid for/));
    await expectAccessible(page);

    const login = premium.getByRole('link', { name: 'Login to Subscribe', exact: true });
    expect(await login.getAttribute('href')).toBe('/login');
    await login.click();
    await expectPath(page, '/login');
    await signInThroughForm(page, account);
    await expectPath(page, '/pricing');
    await visible(page.getByRole('region', { name: 'Free Plan' }));
    await visible(premium.getByRole('button', { name: 'Subscribe Now', exact: true }));
    problems.expectNone();
  });

  it('shows a free account the upgrade banner and the advanced-filter lock on /jobs, and its plan and usage on /pricing', async () => {
    const account = await createVerifiedAccount(journey.server, 'pricing-free');
    const { page, problems } = await journey.open();
    await signIn(page, account);
    await page.goto('/jobs', { waitUntil: 'networkidle' });
    const list = jobList(page);
    await visible(list.cards.first());

    const banner = list.main.getByRole('region', { name: BANNER });
    await visible(banner);
    expect(await banner.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe('/pricing');
    const advanced = list.sidebar.getByRole('region', { name: 'Advanced filters' });
    await visible(advanced.getByText(LOCK_NOTICE, { exact: true }));
    for (const box of await advanced.getByRole('checkbox').all()) expect(await box.isDisabled()).toBe(true);
    await expectAccessible(page);

    // Dismissed on this device: gone after a reload too.
    await banner.getByRole('button', { name: 'Dismiss the Premium banner' }).click();
    await hidden(banner);
    await page.reload({ waitUntil: 'networkidle' });
    await visible(list.cards.first());
    expect(await list.main.getByRole('region', { name: BANNER }).count()).toBe(0);

    await advanced.getByRole('link', { name: 'Upgrade Now', exact: true }).click();
    await expectPath(page, '/pricing');
    const plan = page.getByRole('region', { name: 'Free Plan' });
    await visible(plan.getByText(/^\d+ of 5$/).first());
    await visible(plan.getByText(/^Resets on 1 /));
    expect(await planCard(page, 'Free').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await expectAccessibleHereAtBothWidths(page);
    problems.expectNone();
  });

  it("asks a guest to sign in on a job's page, and shows a free account the monthly limit with Upgrade Now", async () => {
    const account = await createVerifiedAccount(journey.server, 'pricing-quota');
    const { page, problems } = await journey.open();
    const listed = await page.request.get('/api/v1/jobs?limit=6&sortBy=postedDate&sortOrder=desc');
    const ids = ((await listed.json()) as { data: { data: { _id: string; title: string }[] } }).data.data;
    expect(ids).toHaveLength(6);

    await page.goto(`/jobs/${ids[0]!._id}`, { waitUntil: 'networkidle' });
    // A guest sees the job's public heading (the summary in the page's HTML) above the sign-in prompt.
    await visible(page.getByRole('heading', { level: 1, name: ids[0]!.title }));
    await visible(page.getByRole('heading', { level: 2, name: 'Sign in to view this job' }));
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expectPath(page, '/login');
    await signInThroughForm(page, account);
    // Back on the job it was opening, now shown in full.
    await expectPath(page, `/jobs/${ids[0]!._id}`);
    await visible(page.getByRole('heading', { level: 1, name: ids[0]!.title }));
    await visible(page.getByRole('main').getByRole('button', { name: 'Apply Now' }));

    for (const job of ids.slice(1, 5)) {
      await page.goto(`/jobs/${job._id}`, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: job.title }));
    }
    await page.goto(`/jobs/${ids[5]!._id}`, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1, name: 'Free plan limit reached' }));
    await visible(page.getByText(/^You have viewed 5 of 5 job details on the Free plan this month\..*wait until 1 /));
    await expectAccessibleHereAtBothWidths(page);
    // The same job again this month costs nothing.
    await page.goto(`/jobs/${ids[2]!._id}`, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1, name: ids[2]!.title }));
    await page.goBack({ waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('link', { name: 'Upgrade Now', exact: true }).click();
    await expectPath(page, '/pricing');
    await visible(page.getByRole('region', { name: 'Free Plan' }).getByText('5 of 5', { exact: true }));
    problems.expectNone({ allow: [/\/api\/v1\/jobs\/[^ ]+ (401|403)$/, /status of (401|403)/] });
  });

  it('buys Premium in the sandbox: the advanced filters unlock at once and the dashboard shows Premium', async () => {
    const { page, problems, account } = await freeMemberOnPricing(journey, 'pricing-buy');
    const sandbox = await openCheckout(page, account);
    // The test-mode dialog is a page of its own making: it must be accessible too.
    await expectAccessibleHereAtBothWidths(page);

    await sandbox.pay.click();
    await hidden(sandbox.dialog);
    await visible(toast(page, 'Payment Successful!'));
    const plan = page.getByRole('region', { name: 'Premium Plan' });
    await visible(plan.getByText('Status: Active', { exact: true }));
    await visible(plan.getByText(/^Expires on /));
    await visible(plan.getByRole('button', { name: 'Cancel Subscription' }));
    await visible(planCard(page, 'Premium').getByRole('button', { name: 'Renew Premium' }));

    // To /jobs without a reload: the session already says premium.
    await page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }).click();
    await expectPath(page, '/jobs');
    const list = jobList(page);
    await visible(list.cards.first());
    const advanced = list.sidebar.getByRole('region', { name: 'Advanced filters' });
    const firstBucket = advanced.getByRole('checkbox').first();
    await visible(firstBucket);
    expect(await firstBucket.isDisabled()).toBe(false);
    expect(await advanced.getByText(LOCK_NOTICE).count()).toBe(0);
    expect(await list.main.getByRole('region', { name: BANNER }).count()).toBe(0);
    // The server agrees: an advanced filter is answered, not refused.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/jobs' && r.url().includes('experience='));
    await firstBucket.click();
    expect((await answered).status()).toBe(200);

    await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectPath(page, '/dashboard');
    await visible(page.getByText('Premium Plan', { exact: true }));
    await visible(page.getByRole('main').getByText('Status: Active', { exact: true }));
    problems.expectNone();
  });

  it("says 'Payment Cancelled' when the test-mode dialog is closed, and nothing changes", async () => {
    const { page, problems, account } = await freeMemberOnPricing(journey, 'pricing-close');
    const sandbox = await openCheckout(page, account);
    await sandbox.close.click();
    await hidden(sandbox.dialog);
    const cancelled = toast(page, 'Payment Cancelled');
    await visible(cancelled);
    await visible(cancelled.getByText('You have cancelled the payment process.'));
    await pause(300);
    await visible(page.getByRole('region', { name: 'Free Plan' }));
    await visible(planCard(page, 'Premium').getByRole('button', { name: 'Subscribe Now', exact: true }));
    problems.expectNone();
  });

  it("says 'Payment Failed' when the test payment fails; the checkout stays open, and closing it leaves the plan Free", async () => {
    const { page, problems, account } = await freeMemberOnPricing(journey, 'pricing-fail');
    const sandbox = await openCheckout(page, account);
    await sandbox.fail.click();
    const failed = toast(page, 'Payment Failed');
    await visible(failed);
    expect((await failed.innerText()).replace('Payment Failed', '').trim()).not.toBe('');
    // As on Razorpay's checkout, a declined payment can be tried again from the same dialog.
    await visible(sandbox.dialog.getByText('The test payment failed. Pay to try again, or Close.'));
    await sandbox.close.click();
    await hidden(sandbox.dialog);
    expect(await toast(page, 'Payment Cancelled').count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await visible(page.getByRole('region', { name: 'Free Plan' }));
    problems.expectNone();
  });

  it('pays on the second try after a declined payment, and the plan is Premium', async () => {
    const { page, problems, account } = await freeMemberOnPricing(journey, 'pricing-retry');
    const sandbox = await openCheckout(page, account);
    await sandbox.fail.click();
    await visible(toast(page, 'Payment Failed'));
    await sandbox.pay.click();
    await hidden(sandbox.dialog);
    await visible(toast(page, 'Payment Successful!'));
    await visible(page.getByRole('region', { name: 'Premium Plan' }).getByText('Status: Active', { exact: true }));
    problems.expectNone();
  });
});
