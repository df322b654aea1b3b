import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { signedUp } from '../user-area/helpers.ts';
import {
  API,
  createOrder,
  deliverWebhooks,
  orderOf,
  pendingWebhooks,
  planOf,
  razorpaySignature,
  sandboxPay,
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

describe('GET /payments/sandbox/checkout.js', () => {
  it('is JavaScript from our own origin, allowed by our CSP, with no eval and no inline handlers', async () => {
    const res = await a.t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const source = res.body;
    expect(source).toContain('window.Razorpay = Razorpay');
    expect(source).toContain('Test mode');
    for (const forbidden of ['eval(', 'new Function', 'innerHTML', 'setAttribute(\'on', 'javascript:']) expect(source).not.toContain(forbidden);
    // Our pages allow scripts from 'self' (and Razorpay's host) only, never inline.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/connect-src 'self'/);
  });

  it("defines window.Razorpay with Razorpay's API: new Razorpay(options), on(), open(), close()", async () => {
    const res = await a.t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout.js` });
    const window: Record<string, unknown> = {};
    const document = { currentScript: { src: 'http://localhost:3000/api/v1/payments/sandbox/checkout.js' } };
    vm.runInNewContext(res.body, { window, document, URL, Intl });
    const Razorpay = window.Razorpay as new (options: object) => { on(event: string, cb: () => void): unknown; open(): unknown; close(): void };
    expect(typeof Razorpay).toBe('function');
    const rzp = new Razorpay({ key: 'rzp_test_sandbox', order_id: 'order_sbx_x', amount: 19900, currency: 'INR', handler() {} });
    expect(rzp.on('payment.failed', () => {})).toBe(rzp);
    expect(typeof rzp.open).toBe('function');
    expect(typeof rzp.close).toBe('function');
    expect(() => new Razorpay({ key: 'rzp_test_sandbox' })).toThrow(/order_id/);
  });
});

describe('POST /payments/sandbox/pay', () => {
  it('signs exactly as Razorpay does, and verify-Payment accepts it', async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const res = await sandboxPay(a, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_sbx_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // HMAC_SHA256(order_id + "|" + payment_id, key_secret), computed independently.
    expect(data.razorpay_signature).toBe(razorpaySignature(order.id, data.razorpay_payment_id, a.t.config.payments.keySecret));
    // Paying changes nothing by itself: the order waits for verify-Payment or the webhook.
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'created' });
    expect(pendingWebhooks(a)).toBe(2);

    const verified = await verify(user.api, data);
    expect(verified.statusCode).toBe(200);
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'premium', status: 'active' });
    await deliverWebhooks(a);
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'paid', payment_id: data.razorpay_payment_id });

    // Paying a paid order again is refused (as Checkout would).
    const again = await sandboxPay(a, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it("answers a failed payment as Checkout's payment.failed, and nothing is upgraded", async () => {
    const user = await signedUp(a);
    const order = await createOrder(user.api);
    const res = await sandboxPay(a, order.id, 'failure');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment did not go through (test mode).',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_sbx_/) },
      },
    });
    await deliverWebhooks(a);
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'free' });
    expect(await orderOf(a, order.id)).toMatchObject({ status: 'created' });
    // The buyer may try again with the same order.
    expect((await sandboxPay(a, order.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed request', async () => {
    const unknown = await sandboxPay(a, 'order_sbx_Unknown0000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const bad = await a.t.app.inject({ method: 'POST', url: `${API}/payments/sandbox/pay`, payload: { order_id: '../x', outcome: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ order_id: 'order_id is not valid.', outcome: 'outcome must be success or failure.' });
  });
});

describe('with Razorpay keys set', () => {
  it('serves no sandbox: the script and the payment answer 404', async () => {
    const t = await createTestApp({ env: { RAZORPAY_KEY_ID: 'rzp_test_realkey', RAZORPAY_KEY_SECRET: 'real-secret', RAZORPAY_WEBHOOK_SECRET: 'real-webhook-secret' } });
    try {
      const script = await t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout.js` });
      expect(script.statusCode).toBe(404);
      const pay = await t.app.inject({ method: 'POST', url: `${API}/payments/sandbox/pay`, payload: { order_id: 'order_x', outcome: 'success' } });
      expect(pay.statusCode).toBe(404);
      expect(pay.json().code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
