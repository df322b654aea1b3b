import { randomUUID } from 'node:crypto';
import {
  type AdminOrder,
  type AdminOrderListQuery,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type Order,
  type Paged,
  type PaymentEvent,
  type PaymentEventListQuery,
  type ReconcileResponse,
  singleLineText,
  type VerifyPaymentRequest,
} from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isValidPaymentSignature, isValidWebhookSignature } from '../../platform/payments/signatures.ts';
import { PREMIUM_PLAN, PREMIUM_PRICE_PAISE } from '../plans/plan.ts';
import { extendPremium } from '../plans/plan.service.ts';
import {
  findOrderByProviderId,
  insertOrder,
  insertPaymentEvent,
  lockOrderByProviderId,
  markOrderPaid,
  selectOrdersOf,
  setPaymentEventOutcome,
  findOrderWithEmail,
  lockOrderById,
  selectOrderPage,
  selectPaymentEventPage,
  type OrderRow,
} from './orders.repository.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'payments' | 'rateLimiter'>;

export interface Caller {
  userId: string;
  ip: string;
  log: FastifyBaseLogger;
}

export const paymentMessages = {
  verified: 'Payment verified. Premium is active.',
  verificationFailed: 'We could not verify this payment.',
  freePlan: 'The Free plan needs no payment.',
  price: `The price of Premium is ₹${PREMIUM_PLAN.price} a month.`,
  badWebhookSignature: 'The webhook signature is not valid.',
} as const;

export const ORDER_DESCRIPTION = `Pathway ${PREMIUM_PLAN.name}, 1 month`;

/**
 * POST /orders/create-order (and /subscription/checkout): an order for the plan at the server's
 * price, created at the provider first (our id as its receipt) and then stored. A client amount
 * that differs from the price is refused rather than corrected: the buyer must see what they pay.
 */
export async function createOrder(deps: Deps, caller: Caller, input: CreateOrderRequest): Promise<CreateOrderResponse> {
  if (input.planName !== PREMIUM_PLAN.name) {
    throw new AppError('VALIDATION_ERROR', paymentMessages.freePlan, { planName: paymentMessages.freePlan });
  }
  if (input.amount !== undefined && input.amount !== PREMIUM_PLAN.price) {
    throw new AppError('VALIDATION_ERROR', paymentMessages.price, { amount: paymentMessages.price });
  }
  const { rateLimiter, config, payments } = deps;
  await rateLimiter.consume('create-order-ip', caller.ip, config.rateLimits.createOrderPerIp);
  await rateLimiter.consume('create-order-account', caller.userId, config.rateLimits.createOrderPerAccount);

  const id = randomUUID();
  const created = await payments.provider.createOrder({
    amount: PREMIUM_PRICE_PAISE,
    currency: 'INR',
    receipt: id,
    notes: { plan: PREMIUM_PLAN.name, billingCycle: input.billingCycle },
  });
  const order = await insertOrder(deps.database.db, {
    id,
    userId: caller.userId,
    planName: PREMIUM_PLAN.name,
    billingCycle: input.billingCycle,
    amount: PREMIUM_PRICE_PAISE,
    currency: 'INR',
    providerOrderId: created.id,
    createdAt: deps.now(),
  });
  caller.log.info(
    { event: 'payments.order', outcome: 'created', orderId: order.id, providerOrderId: order.providerOrderId, userId: caller.userId, amount: order.amount, mode: payments.mode },
    'payment order created',
  );
  return {
    id: order.providerOrderId,
    amount: order.amount,
    currency: 'INR',
    keyId: payments.provider.keyId,
    mode: payments.mode,
    planName: PREMIUM_PLAN.name,
    description: ORDER_DESCRIPTION,
  };
}

export type SettleOutcome = 'upgraded' | 'already_paid' | 'paid_by_other_payment';

/**
 * THE upgrade, shared by verify-Payment and the webhook; call it in a transaction with the order
 * row locked (lockOrderByProviderId). The first call for a payment marks the order paid and extends
 * premium by one month; any later call for the same payment changes nothing.
 */
export async function settlePayment(tx: Database, order: OrderRow, paymentId: string, now: Date): Promise<{ outcome: SettleOutcome; expiresAt?: Date | null }> {
  if (order.status === 'paid') return { outcome: order.paymentId === paymentId ? 'already_paid' : 'paid_by_other_payment' };
  await markOrderPaid(tx, order.id, paymentId, now);
  const expiresAt = await extendPremium(tx, order.userId, now);
  return { outcome: 'upgraded', expiresAt };
}

/**
 * POST /orders/verify-Payment: the browser's word that Checkout succeeded, checked against what the
 * server holds: the order must exist and be the caller's, and the signature must be the HMAC of
 * the stored order id and the payment id with the key secret. Every refusal looks the same.
 */
export async function verifyPayment(deps: Deps, caller: Caller, input: VerifyPaymentRequest): Promise<SettleOutcome> {
  await deps.rateLimiter.consume('verify-payment-account', caller.userId, deps.config.rateLimits.verifyPaymentPerAccount);
  const now = deps.now();
  const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId } = input;
  const result = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrderByProviderId(tx, providerOrderId);
    if (!order) return { outcome: 'unknown_order' as const };
    if (order.userId !== caller.userId) return { outcome: 'not_owner' as const };
    if (!isValidPaymentSignature(order.providerOrderId, paymentId, input.razorpay_signature, deps.payments.keySecret)) {
      return { outcome: 'bad_signature' as const };
    }
    return settlePayment(tx, order, paymentId, now);
  });
  const refused = result.outcome !== 'upgraded' && result.outcome !== 'already_paid';
  caller.log[refused ? 'warn' : 'info'](
    {
      event: 'payments.verify',
      outcome: result.outcome,
      providerOrderId,
      paymentId,
      userId: caller.userId,
      ...('expiresAt' in result && result.expiresAt !== undefined ? { expiresAt: result.expiresAt?.toISOString() ?? null } : {}),
    },
    refused ? 'payment verification refused' : 'payment verified',
  );
  if (refused) throw new AppError('PAYMENT_VERIFICATION_FAILED', paymentMessages.verificationFailed);
  return result.outcome as SettleOutcome;
}

/**
 * The parts of Razorpay's event JSON we read; anything else in it is ignored. Its text goes through
 * the one text rule (docs/input-rules.md): an event with a NUL in an id is ignored as incomplete
 * instead of failing in PostgreSQL.
 */
const webhookEventSchema = z.object({
  event: singleLineText(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: singleLineText().optional(),
              order_id: singleLineText().nullable().optional(),
              amount: z.number().optional(),
              currency: singleLineText().optional(),
              status: singleLineText().optional(),
            })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: singleLineText().optional() }).optional() }).optional(),
    })
    .optional(),
});

/** The events that mean "this order is paid"; Razorpay may send both, several times, in any order. */
export const PAID_EVENTS = ['payment.captured', 'order.paid'] as const;

export interface IncomingWebhook {
  /** The request body exactly as it arrived. */
  body: Buffer;
  signature: string | undefined;
  /** `X-Razorpay-Event-Id`: the same on every retry of one event. */
  eventId: string | undefined;
}

export type WebhookOutcome =
  | SettleOutcome
  | 'ignored'
  | 'duplicate'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'incomplete';

/**
 * POST /orders/webhook (and the sandbox's own deliveries, through this same function): the signature
 * over the raw body with the webhook secret first (nothing is read before it holds), then the
 * event, recorded once in payment_events in the transaction that runs the upgrade, so a retry of a
 * delivery that failed half way runs again and a duplicate of one that succeeded changes nothing.
 */
export async function handleWebhook(deps: Pick<Deps, 'database' | 'now' | 'payments'>, log: FastifyBaseLogger, webhook: IncomingWebhook): Promise<WebhookOutcome> {
  const base = { event: 'payments.webhook', eventId: webhook.eventId, bytes: webhook.body.length };
  if (!isValidWebhookSignature(webhook.body, webhook.signature, deps.payments.webhookSecret)) {
    log.warn({ ...base, outcome: 'bad_signature', signed: webhook.signature !== undefined }, 'webhook refused: bad signature');
    throw new AppError('PAYMENT_VERIFICATION_FAILED', paymentMessages.badWebhookSignature);
  }
  let json: unknown;
  try {
    json = JSON.parse(webhook.body.toString('utf8'));
  } catch {
    log.warn({ ...base, outcome: 'invalid_json' }, 'webhook refused: body is not JSON');
    throw new AppError('VALIDATION_ERROR', 'The webhook body is not valid JSON.');
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) {
    log.warn({ ...base, outcome: 'incomplete' }, 'webhook ignored: not a Razorpay event');
    return 'incomplete';
  }
  const type = parsed.data.event;
  if (!(PAID_EVENTS as readonly string[]).includes(type)) {
    log.info({ ...base, type, outcome: 'ignored' }, 'webhook ignored');
    return 'ignored';
  }
  const payment = parsed.data.payload?.payment?.entity;
  const paymentId = payment?.id;
  const providerOrderId = type === 'order.paid' ? (parsed.data.payload?.order?.entity?.id ?? payment?.order_id) : payment?.order_id;
  if (!paymentId || !providerOrderId) {
    log.warn({ ...base, type, outcome: 'incomplete' }, 'webhook ignored: no payment or order id');
    return 'incomplete';
  }

  const now = deps.now();
  const providerEventId = webhook.eventId ?? `${type}:${paymentId}`;
  const result = await deps.database.db.transaction(async (tx): Promise<{ outcome: WebhookOutcome; expiresAt?: Date | null }> => {
    const recorded = await insertPaymentEvent(tx, {
      providerEventId,
      eventType: type,
      // What was acted on; the payer's email and phone in the event are not kept.
      payload: { paymentId, providerOrderId, amount: payment?.amount ?? null, currency: payment?.currency ?? null, status: payment?.status ?? null },
      createdAt: now,
    });
    if (!recorded) return { outcome: 'duplicate' };
    const settled = await (async (): Promise<{ outcome: WebhookOutcome; expiresAt?: Date | null }> => {
      const order = await lockOrderByProviderId(tx, providerOrderId);
      if (!order) return { outcome: 'unknown_order' };
      if ((payment?.amount !== undefined && payment.amount !== order.amount) || (payment?.currency !== undefined && payment.currency !== order.currency)) {
        return { outcome: 'amount_mismatch' };
      }
      return settlePayment(tx, order, paymentId, now);
    })();
    // The console's payments page shows what each event did.
    await setPaymentEventOutcome(tx, providerEventId, settled.outcome);
    return settled;
  });
  const level = result.outcome === 'amount_mismatch' || result.outcome === 'paid_by_other_payment' ? 'error' : result.outcome === 'unknown_order' ? 'warn' : 'info';
  log[level](
    {
      ...base,
      type,
      outcome: result.outcome,
      providerOrderId,
      paymentId,
      ...(result.expiresAt !== undefined ? { expiresAt: result.expiresAt?.toISOString() ?? null } : {}),
    },
    `webhook ${type}: ${result.outcome}`,
  );
  return result.outcome;
}

export function findOrder(deps: Pick<Deps, 'database'>, providerOrderId: string): Promise<OrderRow | undefined> {
  return findOrderByProviderId(deps.database.db, providerOrderId);
}

/** The most orders GET /subscription/manage lists. */
export const MANAGE_ORDERS_LIMIT = 100;

/** GET /subscription/manage: the caller's orders, newest first. */
export async function listOrders(deps: Pick<Deps, 'database'>, userId: string): Promise<Order[]> {
  const rows = await selectOrdersOf(deps.database.db, userId, MANAGE_ORDERS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    providerOrderId: row.providerOrderId,
    planName: row.planName,
    billingCycle: row.billingCycle,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }));
}

// ---------------------------------------------------------------------------------------------
// The operations console (docs/console-api.md#payments)
// ---------------------------------------------------------------------------------------------

function toAdminOrder(order: OrderRow, userEmail: string): AdminOrder {
  return {
    _id: order.id,
    providerOrderId: order.providerOrderId,
    paymentId: order.paymentId,
    userId: order.userId,
    userEmail,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

const paged = <T>(data: T[], total: number, query: { page: number; limit: number }): Paged<T> => ({
  data,
  pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
});

export async function listOrdersForConsole(deps: Pick<Deps, 'database'>, query: AdminOrderListQuery): Promise<Paged<AdminOrder>> {
  const { rows, total } = await selectOrderPage(
    deps.database.db,
    { status: query.status, q: query.q || undefined },
    { offset: (query.page - 1) * query.limit, limit: query.limit, order: query.sortOrder },
  );
  return paged(rows.map((r) => toAdminOrder(r.order, r.userEmail)), total, query);
}

export async function listPaymentEvents(deps: Pick<Deps, 'database'>, query: PaymentEventListQuery): Promise<Paged<PaymentEvent>> {
  const { rows, total } = await selectPaymentEventPage(deps.database.db, query.q || undefined, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    order: query.sortOrder,
  });
  return paged(
    rows.map((row) => {
      const kept = (row.payload ?? {}) as { providerOrderId?: unknown; paymentId?: unknown; amount?: unknown };
      return {
        _id: row.id,
        providerEventId: row.providerEventId,
        eventType: row.eventType,
        outcome: row.outcome,
        providerOrderId: typeof kept.providerOrderId === 'string' ? kept.providerOrderId : null,
        paymentId: typeof kept.paymentId === 'string' ? kept.paymentId : null,
        amount: typeof kept.amount === 'number' ? kept.amount : null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    total,
    query,
  );
}

/** What a reconcile records in the audit log: the order before and after, in its transaction. */
export type ReconcileAudit = (tx: Database, change: { before: OrderRow; after: OrderRow; outcome: ReconcileResponse['outcome'] }) => Promise<void>;

/**
 * The console's reconcile (a closed tab and a lost webhook): asks the provider which payments the
 * order has (Razorpay's Orders API, or the sandbox's own record) and, when one was captured for the
 * order's amount, runs the same upgrade as verify-Payment and the webhook, once. An order already
 * paid, or with no captured payment, is left as it is. NOT_FOUND for an unknown order.
 */
export async function reconcileOrder(
  deps: Pick<Deps, 'database' | 'now' | 'payments'>,
  log: FastifyBaseLogger,
  orderId: string,
  audit: ReconcileAudit,
): Promise<ReconcileResponse> {
  const found = await findOrderWithEmail(deps.database.db, orderId);
  if (!found) throw new AppError('NOT_FOUND', 'We could not find that order.');
  // Asked outside the transaction: no row stays locked while the provider answers.
  const payments = found.order.status === 'paid' ? [] : await deps.payments.provider.fetchOrderPayments(found.order.providerOrderId);
  const now = deps.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const before = await lockOrderById(tx, orderId);
    if (!before) throw new AppError('NOT_FOUND', 'We could not find that order.');
    const captured = payments.find((p) => p.status === 'captured' && p.amount === before.amount && p.currency === before.currency);
    let outcome: ReconcileResponse['outcome'];
    if (before.status === 'paid') outcome = 'already_paid';
    else if (!captured) outcome = 'not_paid';
    else outcome = (await settlePayment(tx, before, captured.id, now)).outcome;
    const after = (await lockOrderById(tx, orderId))!;
    await audit(tx, { before, after, outcome });
    return { outcome, after };
  });
  log.info({ event: 'payments.reconcile', outcome: result.outcome, orderId, providerOrderId: found.order.providerOrderId }, `order reconciled: ${result.outcome}`);
  return { outcome: result.outcome, order: toAdminOrder(result.after, found.userEmail) };
}
