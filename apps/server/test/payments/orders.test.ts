import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import { as, setPlan, signedUp, unverifiedUser } from '../user-area/helpers.ts';
import {
  activitiesOf,
  buyPremium,
  countRows,
  createOrder,
  DAY,
  MONTH_OF_PREMIUM,
  newPaymentId,
  orderOf,
  paidCheckout,
  planOf,
  razorpaySignature,
  startPayments,
  verify,
} from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startPayments();
});
afterAll(async () => {
  await a?.close();
});

const VERIFY_FAILED = { success: false, status: 400, code: 'PAYMENT_VERIFICATION_FAILED', message: 'We could not verify this payment.' };

describe('POST /orders/create-order', () => {
  it('creates a sandbox order at the server price: 19900 paise, INR, our id as the receipt', async () => {
    const user = await signedUp(a);
    const res = await user.api('POST', '/orders/create-order', { planName: 'Premium', billingCycle: 'monthly', amount: 199 });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.stringMatching(/^order_sbx_[A-Za-z0-9]{14}$/),
      amount: 19900,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
      mode: 'sandbox',
      planName: 'Premium',
      description: 'Pathway Premium, 1 month',
    });
    const row = await orderOf(a, data.id);
    expect(row).toMatchObject({ user_id: user.userId, status: 'created', payment_id: null, amount: 19900 });

    // Without an amount (and without a billing cycle) the server's price is used.
    const bare = await user.api('POST', '/orders/create-order', { planName: 'Premium' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data.amount).toBe(19900);
    // The same through /subscription/checkout.
    const checkout = await user.api('POST', '/subscription/checkout', { planName: 'Premium', billingCycle: 'monthly' });
    expect(checkout.statusCode).toBe(201);
    expect(checkout.json().data).toMatchObject({ amount: 19900, currency: 'INR', mode: 'sandbox' });
  });

  it('refuses a tampered price and stores nothing', async () => {
    const user = await signedUp(a);
    for (const amount of [1, 0, 99, 198.99, 199.01, 19900]) {
      for (const path of ['/orders/create-order', '/subscription/checkout']) {
        const res = await user.api('POST', path, { planName: 'Premium', billingCycle: 'monthly', amount });
        expect(res.statusCode, `${path} ${amount}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'The price of Premium is ₹199 a month.',
          details: { amount: 'The price of Premium is ₹199 a month.' },
        });
      }
    }
    const negative = await user.api('POST', '/orders/create-order', { planName: 'Premium', amount: -199 });
    expect(negative.statusCode).toBe(400);
    expect(await countRows(a, 'orders', sql`user_id = ${user.userId}`)).toBe(0);
  });

  it('refuses the Free plan, unknown plans and cycles', async () => {
    const user = await signedUp(a);
    const free = await user.api('POST', '/orders/create-order', { planName: 'Free', billingCycle: 'monthly', amount: 0 });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The Free plan needs no payment.',
      details: { planName: 'The Free plan needs no payment.' },
    });
    for (const body of [{ planName: 'Gold' }, { planName: 'Premium', billingCycle: 'yearly' }, {}]) {
      const res = await user.api('POST', '/orders/create-order', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await countRows(a, 'orders', sql`user_id = ${user.userId}`)).toBe(0);
  });

  it('asks guests to sign in and unverified accounts to verify', async () => {
    const guest = await as(a, undefined)('POST', '/orders/create-order', { planName: 'Premium' });
    expect(guest.statusCode).toBe(401);
    const unverified = await unverifiedUser(a);
    const res = await unverified.api('POST', '/orders/create-order', { planName: 'Premium' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    const verifyRes = await unverified.api('POST', '/orders/verify-Payment', {
      razorpay_order_id: 'order_x',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(verifyRes.statusCode).toBe(403);
  });
});

describe('POST /orders/verify-Payment', () => {
  it('upgrades once: order paid, premium active for 30 days, a subscribed activity, the plan in the answer', async () => {
    const user = await signedUp(a);
    const before = a.clock.now().getTime();
    const { order, checkout, verified } = await buyPremium(a, user.api);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Payment verified. Premium is active.',
      data: {
        success: true,
        message: 'Payment verified. Premium is active.',
        subscription: { tier: 'premium', status: 'active', limits: { jobViewsPerMonth: null, applicationsPerMonth: null } },
      },
    });
    const plan = await planOf(a, user.userId);
    expect(plan.tier).toBe('premium');
    expect(plan.status).toBe('active');
    const expiry = plan.expiresAt!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + MONTH_OF_PREMIUM);
    expect(expiry).toBeLessThanOrEqual(a.clock.now().getTime() + MONTH_OF_PREMIUM);
    expect(body.data.subscription.expiresAt).toBe(plan.expiresAt!.toISOString());
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'paid', payment_id: checkout.razorpay_payment_id });
    expect(await activitiesOf(a, user.userId, 'subscribed')).toEqual(['Upgraded to Premium']);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const checkout = await paidCheckout(a, order.id);
    const forged = [
      { ...checkout, razorpay_signature: razorpaySignature(checkout.razorpay_order_id, checkout.razorpay_payment_id, 'not-the-secret') },
      { ...checkout, razorpay_signature: 'f'.repeat(64) },
      // A real signature of another payment id.
      { ...checkout, razorpay_payment_id: newPaymentId() },
    ];
    for (const attempt of forged) {
      const res = await user.api('POST', '/orders/verify-Payment', attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(VERIFY_FAILED);
    }
    const malformed = await user.api('POST', '/orders/verify-Payment', { ...checkout, razorpay_signature: 'xyz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    expect(await planOf(a, user.userId)).toEqual({ tier: 'free', status: 'inactive', expiresAt: null });
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'created', payment_id: null });
    expect(await activitiesOf(a, user.userId, 'subscribed')).toEqual([]);
  });

  it("refuses someone else's order, even with its real signature, and an unknown order, in the same words", async () => {
    const owner = await signedUp(a);
    const other = await signedUp(a);
    const order = await createOrder(owner.api);
    const checkout = await paidCheckout(a, order.id);
    const res = await verify(other.api, checkout);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(VERIFY_FAILED);
    expect(await planOf(a, other.userId)).toMatchObject({ tier: 'free' });
    expect(await planOf(a, owner.userId)).toMatchObject({ tier: 'free' });
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'created' });

    const unknownOrder = 'order_sbx_DoesNotExist00';
    const paymentId = newPaymentId();
    const unknown = await verify(other.api, {
      razorpay_order_id: unknownOrder,
      razorpay_payment_id: paymentId,
      razorpay_signature: razorpaySignature(unknownOrder, paymentId, a.t.config.payments.keySecret),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject(VERIFY_FAILED);

    // The owner still can.
    expect((await verify(owner.api, checkout)).statusCode).toBe(200);
    expect(await planOf(a, owner.userId)).toMatchObject({ tier: 'premium' });
  });

  it('answers a replayed verification with success and changes nothing: expiry is not extended twice', async () => {
    const user = await signedUp(a);
    const { checkout } = await buyPremium(a, user.api);
    const after = await planOf(a, user.userId);
    // Later (within the access token's life): a replay must not move the expiry to now + 30 days.
    a.clock.advance(5 * 60 * 1000);
    for (let i = 0; i < 3; i += 1) {
      const again = await verify(user.api, checkout);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ success: true, subscription: { tier: 'premium', expiresAt: after.expiresAt!.toISOString() } });
    }
    expect(await planOf(a, user.userId)).toEqual(after);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
  });

  it('refuses a paid order confirmed with a different payment (a valid signature, but not the payment that paid it)', async () => {
    const user = await signedUp(a);
    const { checkout } = await buyPremium(a, user.api);
    const after = await planOf(a, user.userId);
    const otherPayment = newPaymentId();
    const res = await verify(user.api, {
      razorpay_order_id: checkout.razorpay_order_id,
      razorpay_payment_id: otherPayment,
      razorpay_signature: razorpaySignature(checkout.razorpay_order_id, otherPayment, a.t.config.payments.keySecret),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(VERIFY_FAILED);
    expect(await planOf(a, user.userId)).toEqual(after);
    expect(await orderOf(a, checkout.razorpay_order_id)).toMatchObject({ payment_id: checkout.razorpay_payment_id });
  });

  it('upgrades exactly once when one payment is verified many times at once', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const checkout = await paidCheckout(a, order.id);
    const before = a.clock.now().getTime();
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(user.api, checkout)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const plan = await planOf(a, user.userId);
    // +30 days once (from the moment of the upgrade), never +60.
    expect(plan.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + MONTH_OF_PREMIUM);
    expect(plan.expiresAt!.getTime()).toBeLessThan(before + MONTH_OF_PREMIUM + DAY);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
    const expiries = new Set(results.map((r) => r.json().data.subscription.expiresAt));
    expect([...expiries]).toEqual([plan.expiresAt!.toISOString()]);
  });

  it('renews from the current expiry while premium lasts (max(now, expiry) + 30 days), from now once it lapsed', async () => {
    const user = await signedUp(a);
    const now = a.clock.now().getTime();
    const current = new Date(now + 10 * DAY);
    await setPlan(a, user.userId, { tier: 'premium', status: 'active', expiresAt: current });
    await buyPremium(a, user.api);
    expect((await planOf(a, user.userId)).expiresAt!.getTime()).toBe(current.getTime() + MONTH_OF_PREMIUM);
    // A second month on top.
    await buyPremium(a, user.api);
    expect((await planOf(a, user.userId)).expiresAt!.getTime()).toBe(current.getTime() + 2 * MONTH_OF_PREMIUM);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(2);

    // Cancelled but not yet expired: the paid days still count, and the plan is active again.
    const cancelled = await signedUp(a);
    await setPlan(a, cancelled.userId, { tier: 'premium', status: 'cancelled', expiresAt: current });
    await buyPremium(a, cancelled.api);
    expect(await planOf(a, cancelled.userId)).toEqual({ tier: 'premium', status: 'active', expiresAt: new Date(current.getTime() + MONTH_OF_PREMIUM) });

    const lapsed = await signedUp(a);
    await setPlan(a, lapsed.userId, { tier: 'premium', status: 'active', expiresAt: new Date(now - 5 * DAY) });
    const before = a.clock.now().getTime();
    await buyPremium(a, lapsed.api);
    const renewed = (await planOf(a, lapsed.userId)).expiresAt!.getTime();
    expect(renewed).toBeGreaterThanOrEqual(before + MONTH_OF_PREMIUM);
    expect(renewed).toBeLessThanOrEqual(a.clock.now().getTime() + MONTH_OF_PREMIUM);
  });
});
