import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/platform/logging.ts';
import type { Accounts } from '../accounts/helpers.ts';
import { signedUp } from '../user-area/helpers.ts';
import { countRows, newPaymentId, orderOf, planOf, postWebhook, paidEvent, razorpaySignature, signedEvent, startPayments, verify } from './helpers.ts';

const KEY_ID = 'rzp_test_Pathway123';
const KEY_SECRET = 'KEY-SECRET-never-in-logs';
const WEBHOOK_SECRET = 'WEBHOOK-SECRET-never-in-logs';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

type Behaviour = 'ok' | 'server-error' | 'bad-auth' | 'hang' | 'garbage';

/** A real HTTP server standing in for api.razorpay.com (the Orders API). */
let razorpay: http.Server;
let razorpayUrl: string;
let behaviour: Behaviour = 'ok';
const received: Received[] = [];
let orderSequence = 0;

const logLines: string[] = [];
let a: Accounts;

beforeAll(async () => {
  razorpay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      received.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (behaviour === 'hang') return; // never answers
      if (behaviour === 'server-error') return send(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      if (behaviour === 'garbage') return send(200, { hello: 'world' });
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      if (behaviour === 'bad-auth' || req.headers.authorization !== expected) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      orderSequence += 1;
      send(200, {
        id: `order_Rzp${String(orderSequence).padStart(11, '0')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: 1795400000,
      });
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  razorpayUrl = `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`;

  const stream = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });
  a = await startPayments({
    env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, LOG_LEVEL: 'info' },
    payments: { razorpayApiUrl: razorpayUrl, razorpayTimeoutMs: 500 },
    logger: { ...(loggerOptions({ logLevel: 'info' } as never) as object), stream },
  });
});
afterAll(async () => {
  await a?.close();
  razorpay?.closeAllConnections();
  await new Promise((resolve) => razorpay?.close(resolve));
});
beforeEach(() => {
  behaviour = 'ok';
  received.length = 0;
});

describe('razorpay mode: the Orders API', () => {
  it('creates the order at Razorpay with basic auth, paise, INR and our id as the receipt', async () => {
    const user = await signedUp(a);
    const res = await user.api('POST', '/orders/create-order', { planName: 'Premium', billingCycle: 'monthly', amount: 199 });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ id: expect.stringMatching(/^order_Rzp\d{11}$/), amount: 19900, currency: 'INR', keyId: KEY_ID, mode: 'razorpay' });
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/orders', contentType: 'application/json' });
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    const row = await orderOf(a, data.id);
    expect(call.body).toMatchObject({ amount: 19900, currency: 'INR', receipt: row!.id });
    expect(row).toMatchObject({ user_id: user.userId, status: 'created', amount: 19900 });
  });

  it.each([
    ['a server error', 'server-error'],
    ['refused keys', 'bad-auth'],
    ['no answer within the timeout', 'hang'],
    ['an answer that is not an order', 'garbage'],
  ] as const)('answers 503 SERVICE_UNAVAILABLE and stores nothing on %s', async (_label, what) => {
    behaviour = what;
    const user = await signedUp(a);
    const res = await user.api('POST', '/orders/create-order', { planName: 'Premium' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'We could not reach the payment service. Please try again in a few minutes.',
    });
    expect(await countRows(a, 'orders', sql`user_id = ${user.userId}`)).toBe(0);
  });

  it('answers 503 when Razorpay cannot be reached at all', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const b = await startPayments({
      env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET },
      payments: { razorpayApiUrl: `http://127.0.0.1:${port}` },
    });
    try {
      const user = await signedUp(b);
      const res = await user.api('POST', '/orders/create-order', { planName: 'Premium' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await b.close();
    }
  });

  it("verifies Checkout's signature with the key secret and the webhook with the webhook secret", async () => {
    const user = await signedUp(a);
    const order = (await user.api('POST', '/orders/create-order', { planName: 'Premium' })).json().data;
    const paymentId = newPaymentId();
    // What Razorpay's Checkout would hand the page.
    const checkout = { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: razorpaySignature(order.id, paymentId, KEY_SECRET) };
    const res = await verify(user.api, checkout);
    expect(res.statusCode).toBe(200);
    expect(await planOf(a, user.userId)).toMatchObject({ tier: 'premium', status: 'active' });

    const webhook = signedEvent(a, paidEvent('payment.captured', order.id, paymentId), WEBHOOK_SECRET);
    const hook = await postWebhook(a, webhook.body, { 'x-razorpay-signature': webhook.signature, 'x-razorpay-event-id': 'evt_Real000000001' });
    expect(hook.statusCode).toBe(200);
    // Signed with the key secret instead: refused.
    const wrong = signedEvent(a, paidEvent('payment.captured', order.id, paymentId), KEY_SECRET);
    expect((await postWebhook(a, wrong.body, { 'x-razorpay-signature': wrong.signature })).statusCode).toBe(400);
  });
});

describe('payment logs', () => {
  it('record every callback, without secrets or signatures', async () => {
    const user = await signedUp(a);
    const order = (await user.api('POST', '/orders/create-order', { planName: 'Premium' })).json().data;
    const paymentId = newPaymentId();
    const signature = razorpaySignature(order.id, paymentId, KEY_SECRET);
    await verify(user.api, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: 'a'.repeat(64) });
    await verify(user.api, { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signature });
    const webhook = signedEvent(a, paidEvent('order.paid', order.id, paymentId), WEBHOOK_SECRET);
    await postWebhook(a, webhook.body, { 'x-razorpay-signature': webhook.signature });
    await postWebhook(a, webhook.body, { 'x-razorpay-signature': 'b'.repeat(64) });

    const entries = logLines.flatMap((l) => l.split('\n')).filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const events = entries.filter((e) => typeof e.event === 'string' && (e.event as string).startsWith('payments.'));
    const ofOrder = events.filter((e) => e.providerOrderId === order.id).map((e) => `${e.event}:${e.outcome}`);
    expect(ofOrder).toEqual(['payments.razorpay.orders:created', 'payments.order:created', 'payments.verify:bad_signature', 'payments.verify:upgraded', 'payments.webhook:already_paid']);
    // A webhook whose signature fails is logged before anything in it is read.
    expect(events.filter((e) => e.event === 'payments.webhook' && e.outcome === 'bad_signature').length).toBeGreaterThan(0);
    expect(events.find((e) => e.event === 'payments.verify' && e.outcome === 'upgraded' && e.providerOrderId === order.id)).toMatchObject({ paymentId, userId: user.userId });

    const all = logLines.join('');
    for (const secret of [KEY_SECRET, WEBHOOK_SECRET, signature, webhook.signature, 'a'.repeat(64), 'b'.repeat(64), Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')]) {
      expect(all).not.toContain(secret);
    }
    // Nor the payer's contact details from the event.
    expect(all).not.toContain('asha@example.in');
    expect(all).not.toContain('+919876543210');
  });
});
