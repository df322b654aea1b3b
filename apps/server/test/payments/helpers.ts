import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.ts';
import type { PaymentsOptions } from '../../src/platform/payments/payments.ts';
import { testClock, type Accounts } from '../accounts/helpers.ts';
import { startSmtpCapture } from '../helpers/smtp.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { API, freshIp } from '../user-area/helpers.ts';

export { API, freshIp };
export const DAY = 24 * 60 * 60 * 1000;
export const MONTH_OF_PREMIUM = 30 * DAY;

/**
 * The real app with mail to a real SMTP peer and a movable clock (as startAccounts), plus the
 * payment knobs. Sandbox webhooks wait (an hour) until the test calls `deliverWebhooks(a)`, so each
 * test decides whether the webhook comes before or after the browser's verification.
 */
export async function startPayments(
  options: {
    env?: Record<string, string>;
    payments?: PaymentsOptions;
    configure?: (config: Config) => Config;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<Accounts> {
  const smtp = await startSmtpCapture();
  const clock = testClock();
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000', ...options.env },
    now: clock.now,
    payments: { sandboxWebhookDelayMs: 60 * 60 * 1000, ...options.payments },
    ...(options.configure ? { configure: options.configure } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    t,
    smtp,
    clock,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** Delivers every sandbox webhook that is waiting, and waits until they are handled. */
export function deliverWebhooks(a: Accounts): Promise<void> {
  return a.t.app.deps.payments.sandboxWebhooks.flush();
}

export const pendingWebhooks = (a: Accounts) => a.t.app.deps.payments.sandboxWebhooks.pending;

export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

type Api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => Promise<LightMyRequestResponse>;

/** create-order as the user; answers the order's data. */
export async function createOrder(api: Api, body: object = { planName: 'Premium', billingCycle: 'monthly', amount: 199 }) {
  const res = await api('POST', '/orders/create-order', body);
  if (res.statusCode !== 201) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: string; amount: number; currency: string; keyId: string; mode: string; planName: string; description: string };
}

/** What the sandbox Checkout hands the page after "Pay" (the webhooks wait for deliverWebhooks). */
export async function sandboxPay(a: Accounts, orderId: string, outcome: 'success' | 'failure' = 'success'): Promise<LightMyRequestResponse> {
  return a.t.app.inject({
    method: 'POST',
    url: `${API}/payments/sandbox/pay`,
    payload: { order_id: orderId, outcome },
    remoteAddress: freshIp(),
  });
}

export async function paidCheckout(a: Accounts, orderId: string): Promise<CheckoutResult> {
  const res = await sandboxPay(a, orderId);
  if (res.statusCode !== 200) throw new Error(`sandbox pay answered ${res.statusCode}: ${res.body}`);
  return res.json().data as CheckoutResult;
}

/** Razorpay's payment signature, computed here independently of the server's code. */
export function razorpaySignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export const verify = (api: Api, checkout: CheckoutResult) => api('POST', '/orders/verify-Payment', checkout);

/** A whole purchase: order, sandbox payment, verification (the webhooks still wait). */
export async function buyPremium(a: Accounts, api: Api): Promise<{ order: Awaited<ReturnType<typeof createOrder>>; checkout: CheckoutResult; verified: LightMyRequestResponse }> {
  const order = await createOrder(api);
  const checkout = await paidCheckout(a, order.id);
  const verified = await verify(api, checkout);
  return { order, checkout, verified };
}

export interface PlanRow {
  tier: string;
  status: string;
  expiresAt: Date | null;
}

export async function planOf(a: Accounts, userId: string): Promise<PlanRow> {
  const rows = await a.t.database.db.execute<{ subscription_tier: string; subscription_status: string; subscription_expires_at: string | Date | null }>(
    sql`SELECT subscription_tier, subscription_status, subscription_expires_at FROM users WHERE id = ${userId}`,
  );
  const row = rows.rows[0]!;
  return {
    tier: row.subscription_tier,
    status: row.subscription_status,
    expiresAt: row.subscription_expires_at === null ? null : new Date(row.subscription_expires_at),
  };
}

export async function orderOf(a: Accounts, providerOrderId: string) {
  const rows = await a.t.database.db.execute<{ id: string; user_id: string; status: string; payment_id: string | null; amount: number; paid_at: string | Date | null }>(
    sql`SELECT id, user_id, status, payment_id, amount, paid_at FROM orders WHERE provider_order_id = ${providerOrderId}`,
  );
  return rows.rows[0];
}

export async function countRows(a: Accounts, table: 'orders' | 'payment_events', where = sql`TRUE`): Promise<number> {
  const rows = await a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`);
  return rows.rows[0]!.n;
}

export async function activitiesOf(a: Accounts, userId: string, type: 'subscribed' | 'unsubscribed') {
  const rows = await a.t.database.db.execute<{ title: string }>(
    sql`SELECT title FROM activities WHERE user_id = ${userId} AND type = ${type} ORDER BY created_at, id`,
  );
  return rows.rows.map((r) => r.title);
}

/** A webhook as Razorpay would send it: the exact bytes and their signature with the webhook secret. */
export function signedEvent(a: Accounts, event: object | string, secret = a.t.config.payments.webhookSecret) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

export function postWebhook(
  a: Accounts,
  body: string | Buffer,
  headers: Record<string, string | undefined> = {},
): Promise<LightMyRequestResponse> {
  const clean = Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...headers }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return a.t.app.inject({ method: 'POST', url: `${API}/orders/webhook`, payload: body, headers: clean, remoteAddress: freshIp() });
}

/** Razorpay's event JSON for a paid order (https://razorpay.com/docs/webhooks/payloads/payments/). */
export function paidEvent(
  type: 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.created',
  orderId: string,
  paymentId: string,
  amount = 19900,
) {
  const payment = { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi', captured: true, email: 'asha@example.in', contact: '+919876543210' };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (type === 'order.paid') payload.order = { entity: { id: orderId, entity: 'order', amount, amount_paid: amount, amount_due: 0, currency: 'INR', status: 'paid' } };
  return { entity: 'event', account_id: 'acc_test', event: type, contains: Object.keys(payload), payload, created_at: 1795400000 };
}

export const newPaymentId = () => `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
