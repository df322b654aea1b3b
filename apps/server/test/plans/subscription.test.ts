import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import { kolkataMonth } from '../../src/modules/subscriptions/quota.ts';
import { activitiesOf, buyPremium, createOrder, DAY, deliverWebhooks, MONTH_OF_PREMIUM, planOf, startPayments } from '../payments/helpers.ts';
import { addJobs, as, setPlan, signedUp, signIn } from '../user-area/helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startPayments();
});
afterAll(async () => {
  await a?.close();
});

describe('GET /subscription/plans', () => {
  it('is public and is where the price and the limits are written', async () => {
    const res = await as(a, undefined)('GET', '/subscription/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        name: 'Free',
        tier: 'free',
        price: 0,
        currency: 'INR',
        billingCycle: 'monthly',
        features: expect.arrayContaining(['5 job details a month', '5 applications a month']),
        limits: { jobViewsPerMonth: 5, applicationsPerMonth: 5 },
        advancedFilters: false,
      },
      {
        name: 'Premium',
        tier: 'premium',
        price: 199,
        currency: 'INR',
        billingCycle: 'monthly',
        features: expect.arrayContaining(['Unlimited applications', 'Advanced filters: experience and salary']),
        limits: { jobViewsPerMonth: null, applicationsPerMonth: null },
        advancedFilters: true,
      },
    ]);
    // The order is made at the same price.
    const user = await signedUp(a);
    expect((await createOrder(user.api)).amount).toBe(res.json().data[1].price * 100);
  });
});

describe('GET /subscription/info', () => {
  it("answers the caller's plan, this month's usage (each job once) and the limits; guests get 401", async () => {
    expect((await as(a, undefined)('GET', '/subscription/info')).statusCode).toBe(401);
    const user = await signedUp(a);
    const fresh = await user.api('GET', '/subscription/info');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json().data).toEqual({
      tier: 'free',
      status: 'inactive',
      expiresAt: null,
      usage: { jobViews: 0, applications: 0 },
      limits: { jobViewsPerMonth: 5, applicationsPerMonth: 5 },
      usageResetsAt: kolkataMonth(a.clock.now()).end.toISOString(),
    });

    const [first, second] = await addJobs(a, [{}, {}]);
    await user.api('GET', `/jobs/${first}`);
    await user.api('GET', `/jobs/${first}`);
    await user.api('GET', `/jobs/${second}`);
    await user.api('PUT', `/jobs/apply/${first}`);
    expect((await user.api('GET', '/subscription/info')).json().data.usage).toEqual({ jobViews: 2, applications: 1 });

    const premium = await signedUp(a);
    await buyPremium(a, premium.api);
    const info = (await premium.api('GET', '/subscription/info')).json().data;
    expect(info).toMatchObject({ tier: 'premium', status: 'active', limits: { jobViewsPerMonth: null, applicationsPerMonth: null } });
    expect(info.expiresAt).toBe((await planOf(a, premium.userId)).expiresAt!.toISOString());
  });
});

describe('POST /subscription/cancel', () => {
  it('refuses an account without Premium (409)', async () => {
    const user = await signedUp(a);
    const res = await user.api('POST', '/subscription/cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'You do not have an active Premium plan.' });
    expect((await as(a, undefined)('POST', '/subscription/cancel')).statusCode).toBe(401);
  });

  it('keeps Premium until its expiry and shows it cancelled; an unsubscribed activity; cancelling again changes nothing', async () => {
    const user = await signedUp(a);
    await buyPremium(a, user.api);
    const paid = await planOf(a, user.userId);

    const res = await user.api('POST', '/subscription/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tier: 'premium', status: 'cancelled', expiresAt: paid.expiresAt!.toISOString(), limits: { jobViewsPerMonth: null } });
    expect(await planOf(a, user.userId)).toEqual({ ...paid, status: 'cancelled' });
    const titles = await activitiesOf(a, user.userId, 'unsubscribed');
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/^Cancelled Premium: access continues until \d{1,2} [A-Z][a-z]+ \d{4}$/);

    expect((await user.api('POST', '/subscription/cancel')).statusCode).toBe(200);
    expect(await activitiesOf(a, user.userId, 'unsubscribed')).toHaveLength(1);

    // Still Premium meanwhile: advanced filters and unlimited details.
    expect((await user.api('GET', '/jobs?salary=10%2B')).statusCode).toBe(200);
    const ids = await addJobs(a, Array.from({ length: 6 }, () => ({})));
    for (const id of ids) expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);

    // Buying again makes it active again, on top of the paid days.
    await buyPremium(a, user.api);
    expect(await planOf(a, user.userId)).toEqual({ tier: 'premium', status: 'active', expiresAt: new Date(paid.expiresAt!.getTime() + MONTH_OF_PREMIUM) });
  });
});

describe('expiry', () => {
  it('returns the account to free on the first request past the expiry (no timer), and writes it back', async () => {
    const b = await startPayments();
    try {
      const active = await signedUp(b);
      const cancelled = await signedUp(b);
      await buyPremium(b, active.api);
      await buyPremium(b, cancelled.api);
      await cancelled.api('POST', '/subscription/cancel');
      await deliverWebhooks(b);
      const expiresAt = (await planOf(b, active.userId)).expiresAt!;
      const ids = await addJobs(b, Array.from({ length: 6 }, () => ({})), new Date(expiresAt.getTime() + DAY));

      // A minute before the expiry: still premium.
      b.clock.advance(expiresAt.getTime() - 60_000 - b.clock.now().getTime());
      const before = await signIn(b, active);
      expect((await before('GET', '/jobs?experience=3-5')).statusCode).toBe(200);

      // Past it: free, status inactive, and the row says so too.
      b.clock.advance(2 * 60_000);
      for (const user of [active, cancelled]) {
        const api = await signIn(b, user);
        const info = (await api('GET', '/subscription/info')).json().data;
        expect(info).toMatchObject({ tier: 'free', status: 'inactive', limits: { jobViewsPerMonth: 5, applicationsPerMonth: 5 } });
        expect(info.expiresAt).not.toBeNull();
        expect(await planOf(b, user.userId)).toMatchObject({ tier: 'free', status: 'inactive' });
        expect((await api('GET', '/jobs?experience=3-5')).json().code).toBe('PREMIUM_REQUIRED');
        const codes = [];
        for (const id of ids) codes.push((await api('GET', `/jobs/${id}`)).statusCode);
        expect(codes).toEqual([200, 200, 200, 200, 200, 403]);
        expect((await api('POST', '/subscription/cancel')).statusCode).toBe(409);
      }
    } finally {
      await b.close();
    }
  });

  it('writes back a lapsed plan from any read of the tier, not only /subscription/info', async () => {
    const user = await signedUp(a);
    await setPlan(a, user.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() - DAY) });
    const [jobId] = await addJobs(a, [{}]);
    expect((await user.api('GET', `/jobs/${jobId}`)).statusCode).toBe(200);
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'free', status: 'inactive' });
  });
});

describe('GET /subscription/manage', () => {
  it("lists the caller's orders, newest first, with the plan; nobody else's", async () => {
    const user = await signedUp(a);
    const other = await signedUp(a);
    await createOrder(other.api);
    const { order: paid, checkout } = await buyPremium(a, user.api);
    a.clock.advance(1000);
    const open = await createOrder(user.api);

    const res = await user.api('GET', '/subscription/manage');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.subscription).toMatchObject({ tier: 'premium', status: 'active' });
    expect(data.orders).toEqual([
      { id: expect.any(String), providerOrderId: open.id, planName: 'Premium', billingCycle: 'monthly', amount: 19900, currency: 'INR', status: 'created', createdAt: expect.any(String), paidAt: null },
      { id: expect.any(String), providerOrderId: paid.id, planName: 'Premium', billingCycle: 'monthly', amount: 19900, currency: 'INR', status: 'paid', createdAt: expect.any(String), paidAt: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain(checkout.razorpay_signature);
    expect((await as(a, undefined)('GET', '/subscription/manage')).statusCode).toBe(401);
  });
});

describe('the session and the profile follow the plan in force', () => {
  it('a premium row marked inactive is free for the session and in /users/profile', async () => {
    const user = await signedUp(a);
    await setPlan(a, user.userId, { tier: 'premium', status: 'inactive', expiresAt: new Date(a.clock.now().getTime() + 10 * DAY) });
    const profile = await user.api('GET', '/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    const filtered = await user.api('GET', '/jobs?experience=0-1');
    expect(filtered.json().code).toBe('PREMIUM_REQUIRED');
  });

  it('a lapsed premium shows as free and inactive in /users/profile from the next request on', async () => {
    const user = await signedUp(a);
    await setPlan(a, user.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() - 1000) });
    const profile = await user.api('GET', '/users/profile');
    expect(profile.json().data).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
  });
});
