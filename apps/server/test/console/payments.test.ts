import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, deliverWebhooks, orderOf, paidCheckout, planOf, sandboxPay, verify } from '../payments/helpers.ts';
import { auditRows, member, startConsole, type Console } from './helpers.ts';

let c: Console;

beforeAll(async () => {
  // Sandbox webhooks are lost on their way: only reconcile can upgrade a paid order whose tab closed.
  c = await startConsole({ payments: { sandboxLoseWebhooks: true } });
});
afterAll(async () => {
  await c?.close();
});

describe('orders and webhook events', () => {
  it('lists every buyer\'s orders with their state, filtered by status and email', async () => {
    const buyer = await member(c.a);
    const order = await createOrder(buyer.api);
    const res = await c.admin.api('GET', `/admin/orders?q=${encodeURIComponent(buyer.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([
      expect.objectContaining({ providerOrderId: order.id, userId: buyer.userId, userEmail: buyer.email, status: 'created', amount: 19900, paymentId: null, paidAt: null }),
    ]);
    expect((await c.admin.api('GET', '/admin/orders?status=paid')).json().data.data.some((o: { providerOrderId: string }) => o.providerOrderId === order.id)).toBe(false);
    expect((await c.admin.api('GET', `/admin/orders?q=${order.id}`)).json().data.pagination.total).toBe(1);
    expect((await c.admin.api('GET', '/admin/orders?status=refunded')).statusCode).toBe(400);
  });
});

describe('reconcile', () => {
  it('upgrades a paid order whose verify call and webhooks never arrived, once; again changes nothing', async () => {
    const buyer = await member(c.a);
    const order = await createOrder(buyer.api);
    await paidCheckout(c.a, order.id); // the tab closes here: no verify-Payment
    await deliverWebhooks(c.a); // lost on their way
    expect((await orderOf(c.a, order.id))!.status).toBe('created');
    expect((await planOf(c.a, buyer.userId)).tier).toBe('free');
    const orderId = (await orderOf(c.a, order.id))!.id;

    const first = await c.admin.api('POST', `/admin/orders/${orderId}/reconcile`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: 'upgraded', order: { status: 'paid', providerOrderId: order.id } });
    expect(first.json().data.order.paymentId).toMatch(/^pay_sbx_/);
    const plan = await planOf(c.a, buyer.userId);
    expect(plan.tier).toBe('premium');

    const second = await c.admin.api('POST', `/admin/orders/${orderId}/reconcile`);
    expect(second.json().data).toMatchObject({ outcome: 'already_paid', order: { status: 'paid' } });
    expect((await planOf(c.a, buyer.userId)).expiresAt).toEqual(plan.expiresAt);
    // The buyer's own verification, arriving late, changes nothing either.
    expect((await orderOf(c.a, order.id))!.status).toBe('paid');

    expect((await auditRows(c.a, orderId)).map((r) => [r.action, r.before!.status, r.after!.status, r.after!.outcome])).toEqual([
      ['order.reconcile', 'created', 'paid', 'upgraded'],
      ['order.reconcile', 'paid', 'paid', 'already_paid'],
    ]);
  });

  it('leaves an unpaid order (or a failed payment) as it is', async () => {
    const buyer = await member(c.a);
    const order = await createOrder(buyer.api);
    await sandboxPay(c.a, order.id, 'failure');
    const orderId = (await orderOf(c.a, order.id))!.id;
    const res = await c.admin.api('POST', `/admin/orders/${orderId}/reconcile`);
    expect(res.json().data).toMatchObject({ outcome: 'not_paid', order: { status: 'created' } });
    expect((await planOf(c.a, buyer.userId)).tier).toBe('free');
    expect((await c.admin.api('POST', '/admin/orders/00000000-0000-4000-8000-000000000000/reconcile')).statusCode).toBe(404);
  });

  it('a verified purchase is already paid: reconcile does not extend it again', async () => {
    const buyer = await member(c.a);
    const order = await createOrder(buyer.api);
    expect((await verify(buyer.api, await paidCheckout(c.a, order.id))).statusCode).toBe(200);
    const expiry = (await planOf(c.a, buyer.userId)).expiresAt;
    const orderId = (await orderOf(c.a, order.id))!.id;
    expect((await c.admin.api('POST', `/admin/orders/${orderId}/reconcile`)).json().data.outcome).toBe('already_paid');
    expect((await planOf(c.a, buyer.userId)).expiresAt).toEqual(expiry);
  });
});

describe('webhook events', () => {
  it('lists received events with what each did', async () => {
    const other = await startConsole();
    try {
      const buyer = await member(other.a);
      const order = await createOrder(buyer.api);
      await paidCheckout(other.a, order.id);
      await deliverWebhooks(other.a);
      const res = await other.admin.api('GET', `/admin/payment-events?q=${order.id}`);
      expect(res.statusCode).toBe(200);
      const events = res.json().data.data as { eventType: string; outcome: string; providerOrderId: string }[];
      expect(events.map((e) => e.eventType).sort()).toEqual(['order.paid', 'payment.captured']);
      expect(events.map((e) => e.outcome).sort()).toEqual(['already_paid', 'upgraded']);
      expect(events.every((e) => e.providerOrderId === order.id)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('reconcile in Razorpay mode asks the Orders API', () => {
  let razorpay: http.Server;
  const captured = new Map<string, unknown[]>();
  const asked: string[] = [];
  let r: Console;

  beforeAll(async () => {
    razorpay = http.createServer((req, res) => {
      const body: Buffer[] = [];
      req.on('data', (chunk: Buffer) => body.push(chunk));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && req.url === '/v1/orders') {
          const input = JSON.parse(Buffer.concat(body).toString());
          const id = `order_rzp${Math.random().toString(36).slice(2, 12)}`;
          captured.set(id, []);
          res.end(JSON.stringify({ id, amount: input.amount, currency: input.currency, status: 'created' }));
          return;
        }
        const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
        if (req.method === 'GET' && match) {
          asked.push(match[1]!);
          res.end(JSON.stringify({ entity: 'collection', count: 1, items: captured.get(match[1]!) ?? [] }));
          return;
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`;
    r = await startConsoleRazorpay(url);
  });
  afterAll(async () => {
    await r?.close();
    await new Promise((resolve) => razorpay.close(resolve));
  });

  async function startConsoleRazorpay(url: string) {
    const { startConsole: start } = await import('./helpers.ts');
    return start({ payments: { razorpayApiUrl: url }, env: { RAZORPAY_KEY_ID: 'rzp_test_console', RAZORPAY_KEY_SECRET: 'console-secret-for-tests' } });
  }

  it('upgrades when Razorpay lists a captured payment for the amount, and not for a failed one', async () => {
    const buyer = await member(r.a);
    const order = await createOrder(buyer.api);
    const orderId = (await orderOf(r.a, order.id))!.id;
    captured.set(order.id, [{ id: 'pay_Failed000001', entity: 'payment', status: 'failed', amount: 19900, currency: 'INR', order_id: order.id }]);
    expect((await r.admin.api('POST', `/admin/orders/${orderId}/reconcile`)).json().data.outcome).toBe('not_paid');
    captured.get(order.id)!.push({ id: 'pay_Captured0001', entity: 'payment', status: 'captured', amount: 19900, currency: 'INR', order_id: order.id });
    const res = await r.admin.api('POST', `/admin/orders/${orderId}/reconcile`);
    expect(res.json().data).toMatchObject({ outcome: 'upgraded', order: { status: 'paid', paymentId: 'pay_Captured0001' } });
    expect(asked.filter((id) => id === order.id)).toHaveLength(2);
    expect((await planOf(r.a, buyer.userId)).tier).toBe('premium');
  });
});
