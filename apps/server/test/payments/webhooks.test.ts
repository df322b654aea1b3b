import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import { signedUp } from '../user-area/helpers.ts';
import {
  activitiesOf,
  countRows,
  createOrder,
  deliverWebhooks,
  MONTH_OF_PREMIUM,
  newPaymentId,
  orderOf,
  paidCheckout,
  paidEvent,
  pendingWebhooks,
  planOf,
  postWebhook,
  signedEvent,
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

/** A verified user with a created (unpaid) order, and a payment id for it. */
async function userWithOrder() {
  const user = await signedUp(a);
  const order = await createOrder(user.api);
  return { user, order, paymentId: newPaymentId() };
}

const eventsOf = (paymentId: string) => countRows(a, 'payment_events', sql`payload->>'paymentId' = ${paymentId}`);

describe('POST /orders/webhook: the signature', () => {
  it('refuses a bad, missing or foreign signature, or bytes changed after signing, and changes nothing', async () => {
    const { user, order, paymentId } = await userWithOrder();
    const event = paidEvent('payment.captured', order.id, paymentId);
    const good = signedEvent(a, event);
    const attempts: [string, Record<string, string | undefined>][] = [
      [good.body, {}],
      [good.body, { 'x-razorpay-signature': '' }],
      [good.body, { 'x-razorpay-signature': 'f'.repeat(64) }],
      [good.body, { 'x-razorpay-signature': signedEvent(a, event, 'someone-elses-secret').signature }],
      // The same JSON, one space added: the signature is over the exact bytes.
      [good.body.replace('{"entity"', '{ "entity"'), { 'x-razorpay-signature': good.signature }],
      [good.body, { 'x-razorpay-signature': good.signature.slice(0, 63) }],
    ];
    for (const [body, headers] of attempts) {
      const res = await postWebhook(a, body, { 'x-razorpay-event-id': `evt_${paymentId}`, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'PAYMENT_VERIFICATION_FAILED', message: 'The webhook signature is not valid.' });
    }
    expect(await planOf(a, user.userId)).toEqual({ tier: 'free', status: 'inactive', expiresAt: null });
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'created' });
    expect(await eventsOf(paymentId)).toBe(0);

    // The genuine delivery then works (nothing above was recorded as seen).
    const ok = await postWebhook(a, good.body, { 'x-razorpay-signature': good.signature, 'x-razorpay-event-id': `evt_${paymentId}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: { received: true } });
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('checks the exact bytes it received, whatever their formatting and content type', async () => {
    const { user, order, paymentId } = await userWithOrder();
    // Pretty-printed with unusual spacing and a non-ASCII note: re-serialising would change the bytes.
    const body = JSON.stringify({ ...paidEvent('order.paid', order.id, paymentId), note: 'नमस्ते — ₹199' }, null, 3).replace(/\n/g, '\r\n');
    const { signature } = signedEvent(a, body);
    const res = await postWebhook(a, Buffer.from(body, 'utf8'), { 'x-razorpay-signature': signature, 'content-type': 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(200);
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'premium' });

    const other = await userWithOrder();
    const plain = signedEvent(a, paidEvent('payment.captured', other.order.id, other.paymentId));
    const asText = await postWebhook(a, plain.body, { 'x-razorpay-signature': plain.signature, 'content-type': 'text/plain' });
    expect(asText.statusCode).toBe(200);
    expect(await planOf(a, other.user.userId)).toMatchObject({ tier: 'premium' });
  });

  it('refuses a body over 64 KB before reading it, and signed bytes that are not JSON', async () => {
    const big = signedEvent(a, JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(70 * 1024) }));
    const res = await postWebhook(a, big.body, { 'x-razorpay-signature': big.signature });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    const notJson = signedEvent(a, 'event=payment.captured');
    const bad = await postWebhook(a, notJson.body, { 'x-razorpay-signature': notJson.signature });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('leaves the JSON parser of every other route alone', async () => {
    const user = await signedUp(a);
    const res = await user.api('POST', '/orders/create-order', { planName: 'Premium' });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /orders/webhook: events', () => {
  it('upgrades on payment.captured or order.paid, in any order, once; duplicates are dropped', async () => {
    const { user, order, paymentId } = await userWithOrder();
    const orderPaid = signedEvent(a, paidEvent('order.paid', order.id, paymentId));
    const captured = signedEvent(a, paidEvent('payment.captured', order.id, paymentId));

    // order.paid first, then payment.captured, then Razorpay retries order.paid (same event id).
    const first = await postWebhook(a, orderPaid.body, { 'x-razorpay-signature': orderPaid.signature, 'x-razorpay-event-id': `evt_a_${paymentId}` });
    expect(first.statusCode).toBe(200);
    const after = await planOf(a, user.userId);
    expect(after).toMatchObject({ tier: 'premium', status: 'active' });
    expect(after.expiresAt!.getTime()).toBeGreaterThanOrEqual(a.clock.now().getTime() + MONTH_OF_PREMIUM - 60_000);

    const second = await postWebhook(a, captured.body, { 'x-razorpay-signature': captured.signature, 'x-razorpay-event-id': `evt_b_${paymentId}` });
    expect(second.statusCode).toBe(200);
    const retry = await postWebhook(a, orderPaid.body, { 'x-razorpay-signature': orderPaid.signature, 'x-razorpay-event-id': `evt_a_${paymentId}` });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual({ received: true });

    expect(await planOf(a, user.userId)).toEqual(after);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'paid', payment_id: paymentId });
    expect(await eventsOf(paymentId)).toBe(2);
  });

  it('drops duplicates by payment id when a delivery carries no event id, even when they arrive together', async () => {
    const { user, order, paymentId } = await userWithOrder();
    const captured = signedEvent(a, paidEvent('payment.captured', order.id, paymentId));
    const results = await Promise.all(Array.from({ length: 5 }, () => postWebhook(a, captured.body, { 'x-razorpay-signature': captured.signature })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventsOf(paymentId)).toBe(1);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
  });

  it('answers 200 to events it does not act on and changes nothing: other types, unknown orders, a wrong amount', async () => {
    const { user, order, paymentId } = await userWithOrder();
    const ignored = [
      paidEvent('payment.failed', order.id, paymentId),
      paidEvent('refund.created', order.id, paymentId),
      paidEvent('payment.captured', 'order_NotOurs000000', paymentId),
      paidEvent('payment.captured', order.id, newPaymentId(), 100),
      { event: 'payment.captured', payload: {} },
    ];
    for (const event of ignored) {
      const signed = signedEvent(a, event);
      const res = await postWebhook(a, signed.body, { 'x-razorpay-signature': signed.signature });
      expect(res.statusCode, signed.body.slice(0, 80)).toBe(200);
      expect(res.json().data).toEqual({ received: true });
    }
    expect(await planOf(a, user.userId)).toEqual({ tier: 'free', status: 'inactive', expiresAt: null });
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'created' });
  });
});

describe('webhook and verification together (the sandbox delivers real, signed webhooks)', () => {
  it('webhook first, then the browser verifies: one upgrade, and the verification still answers success', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const checkout = await paidCheckout(a, order.id);
    expect(pendingWebhooks(a)).toBe(2);
    await deliverWebhooks(a);
    const upgraded = await planOf(a, user.userId);
    expect(upgraded).toMatchObject({ tier: 'premium', status: 'active' });

    const res = await verify(user.api, checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ success: true, subscription: { tier: 'premium', expiresAt: upgraded.expiresAt!.toISOString() } });
    expect(await planOf(a, user.userId)).toEqual(upgraded);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
    expect(await countRows(a, 'payment_events', sql`payload->>'paymentId' = ${checkout.razorpay_payment_id}`)).toBe(2);
  });

  it('the browser verifies first, then the webhooks arrive: one upgrade', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const checkout = await paidCheckout(a, order.id);
    expect((await verify(user.api, checkout)).statusCode).toBe(200);
    const upgraded = await planOf(a, user.userId);
    await deliverWebhooks(a);
    expect(await planOf(a, user.userId)).toEqual(upgraded);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
  });

  it('a closed browser loses nothing: the webhooks alone upgrade', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    await paidCheckout(a, order.id);
    await deliverWebhooks(a);
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'premium', status: 'active' });
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'paid' });
  });

  it('verifications and webhooks of one payment at the same moment upgrade once', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const checkout = await paidCheckout(a, order.id);
    const before = a.clock.now().getTime();
    const [verifications] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => verify(user.api, checkout))),
      deliverWebhooks(a),
    ]);
    expect(verifications.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const plan = await planOf(a, user.userId);
    expect(plan.expiresAt!.getTime() - before).toBeLessThan(MONTH_OF_PREMIUM + 60_000);
    expect(await activitiesOf(a, user.userId, 'subscribed')).toHaveLength(1);
  });
});
