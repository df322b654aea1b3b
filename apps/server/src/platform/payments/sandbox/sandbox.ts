import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sandboxPayments } from '../../../db/schema.ts';
import { serverRoot } from '../../../paths.ts';
import { providerId, type NewProviderOrder, type PaymentProvider, type ProviderOrder, type ProviderPayment } from '../provider.ts';
import { paymentSignature, webhookSignature } from '../signatures.ts';

/**
 * The built-in sandbox (docs/product/plans-and-payments.md#sandbox): when no Razorpay keys are set, orders,
 * payments and webhooks are made here, signed with the configured secrets exactly as Razorpay signs
 * them, so the server's verification runs unchanged.
 */
export function createSandboxProvider(keyId: string, ledger: SandboxLedger): PaymentProvider {
  return {
    mode: 'sandbox',
    keyId,
    async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
      return { id: providerId('order_sbx_'), amount: order.amount, currency: order.currency };
    },
    fetchOrderPayments: (providerOrderId) => ledger.paymentsOf(providerOrderId),
  };
}

/**
 * The sandbox's own record of the payments it made (the sandbox_payments table), from which it
 * answers "what payments does this order have?" the way Razorpay's Orders API does.
 */
export interface SandboxLedger {
  record(payment: { id: string; providerOrderId: string; amount: number; currency: string; status: 'captured' | 'failed'; at: Date }): Promise<void>;
  paymentsOf(providerOrderId: string): Promise<ProviderPayment[]>;
}

export function createSandboxLedger(db: Database): SandboxLedger {
  return {
    async record(payment) {
      const { at, ...row } = payment;
      await db.insert(sandboxPayments).values({ ...row, createdAt: at });
    },
    async paymentsOf(providerOrderId) {
      const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.providerOrderId, providerOrderId)).orderBy(sandboxPayments.createdAt);
      return rows.map((r) => ({ id: r.id, status: r.status, amount: r.amount, currency: r.currency }));
    },
  };
}

export const sandboxPaymentId = () => providerId('pay_sbx_');
const sandboxEventId = () => providerId('evt_sbx_');

/** What Checkout hands the page's `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function checkoutSuccess(providerOrderId: string, paymentId: string, keySecret: string): CheckoutSuccess {
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(providerOrderId, paymentId, keySecret),
  };
}

/** What Checkout passes to `on('payment.failed')` listeners. */
export function checkoutFailure(providerOrderId: string, paymentId: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment did not go through (test mode).',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: providerOrderId, payment_id: paymentId },
    },
  };
}

/** A webhook as Razorpay delivers it: the exact bytes, their signature and the event id header. */
export interface WebhookDelivery {
  body: Buffer;
  signature: string;
  eventId: string;
}

export interface SandboxPayment {
  providerOrderId: string;
  paymentId: string;
  receipt: string;
  /** Paise. */
  amount: number;
  currency: string;
  email?: string | undefined;
}

type SandboxEvent = 'payment.captured' | 'order.paid' | 'payment.failed';

/** Razorpay's event JSON (https://razorpay.com/docs/webhooks/payloads/payments/), signed with the webhook secret. */
export function sandboxWebhook(event: SandboxEvent, payment: SandboxPayment, webhookSecret: string, now: Date): WebhookDelivery {
  const at = Math.floor(now.getTime() / 1000);
  const failed = event === 'payment.failed';
  const paymentEntity = {
    id: payment.paymentId,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    status: failed ? 'failed' : 'captured',
    order_id: payment.providerOrderId,
    method: 'card',
    captured: !failed,
    description: 'Pathway Premium (test mode)',
    email: payment.email ?? '',
    contact: '',
    notes: [],
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_reason: failed ? 'payment_failed' : null,
    created_at: at,
  };
  const payload: Record<string, unknown> = { payment: { entity: paymentEntity } };
  if (event === 'order.paid') {
    payload.order = {
      entity: {
        id: payment.providerOrderId,
        entity: 'order',
        amount: payment.amount,
        amount_paid: payment.amount,
        amount_due: 0,
        currency: payment.currency,
        receipt: payment.receipt,
        status: 'paid',
        attempts: 1,
        notes: [],
        created_at: at,
      },
    };
  }
  const json = {
    entity: 'event',
    account_id: 'acc_sbx_pathway',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: at,
  };
  const body = Buffer.from(JSON.stringify(json));
  return { body, signature: webhookSignature(body, webhookSecret), eventId: sandboxEventId() };
}

/**
 * Webhooks on their way from the sandbox to our own handler. Each goes out after its own delay (see
 * payments.ts: in real use the webhook sometimes beats the browser's verify and sometimes follows
 * it); `flush()` delivers everything still waiting at once (tests, shutdown).
 */
export interface SandboxWebhooks {
  send(deliver: () => Promise<unknown>): void;
  flush(): Promise<void>;
  /** How many are waiting or being delivered. */
  readonly pending: number;
}

export function createSandboxWebhooks(delayMs: () => number, log: FastifyBaseLogger, lose = false): SandboxWebhooks {
  const waiting = new Map<symbol, { timer: NodeJS.Timeout; run: () => void }>();
  const running = new Set<Promise<void>>();

  const start = (key: symbol, deliver: () => Promise<unknown>) => {
    waiting.delete(key);
    const delivery: Promise<void> = deliver()
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err, event: 'payments.sandbox.webhook' }, 'sandbox webhook delivery failed'))
      .finally(() => running.delete(delivery));
    running.add(delivery);
  };

  return {
    send(deliver) {
      if (lose) return;
      const key = Symbol('delivery');
      const run = () => start(key, deliver);
      const timer = setTimeout(run, Math.max(0, delayMs()));
      timer.unref();
      waiting.set(key, { timer, run });
    },
    async flush() {
      while (waiting.size > 0 || running.size > 0) {
        for (const { timer, run } of [...waiting.values()]) {
          clearTimeout(timer);
          run();
        }
        await Promise.all([...running]);
      }
    },
    get pending() {
      return waiting.size + running.size;
    },
  };
}

/** The sandbox's Checkout script (sandbox/checkout.js next to this file, read from src/ in a build too). */
const scriptFile = (() => {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'checkout.js');
  return fs.existsSync(beside) ? beside : path.join(serverRoot, 'src/platform/payments/sandbox/checkout.js');
})();

let script: string | undefined;
export function sandboxCheckoutScript(): string {
  script ??= fs.readFileSync(scriptFile, 'utf8');
  return script;
}
