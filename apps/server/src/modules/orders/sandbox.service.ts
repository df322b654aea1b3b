import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  checkoutFailure,
  checkoutSuccess,
  sandboxPaymentId,
  sandboxWebhook,
  type CheckoutSuccess,
  type SandboxPayment,
} from '../../platform/payments/sandbox/sandbox.ts';
import { findOrder, handleWebhook } from './orders.service.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'payments' | 'rateLimiter'>;

export type SandboxOutcome = 'success' | 'failure';

export function assertSandbox(deps: Pick<Deps, 'payments'>): void {
  if (deps.payments.mode !== 'sandbox') {
    throw new AppError('NOT_FOUND', 'The payment sandbox is off: real Razorpay keys are configured.');
  }
}

/**
 * POST /payments/sandbox/pay: what Razorpay does when a buyer pays (or fails to) in Checkout. A
 * success answers the three fields Checkout hands the page, signed with the key secret; then, after
 * the answer, Razorpay's `payment.captured` and `order.paid` webhooks reach our own handler, signed
 * with the webhook secret (a failure sends `payment.failed`, which the handler ignores). The
 * sandbox changes nothing itself: the order is paid only through verify-Payment or the webhook.
 */
export async function sandboxPay(
  deps: Deps,
  log: FastifyBaseLogger,
  ip: string,
  input: { order_id: string; outcome: SandboxOutcome },
): Promise<CheckoutSuccess | ReturnType<typeof checkoutFailure>> {
  assertSandbox(deps);
  await deps.rateLimiter.consume('sandbox-pay-ip', ip, deps.config.rateLimits.sandboxPayPerIp);
  const order = await findOrder(deps, input.order_id);
  if (!order) throw new AppError('NOT_FOUND', 'We could not find that order.');
  if (input.outcome === 'success' && order.status === 'paid') throw new AppError('CONFLICT', 'This order is already paid.');

  const payment: SandboxPayment = {
    providerOrderId: order.providerOrderId,
    paymentId: sandboxPaymentId(),
    receipt: order.id,
    amount: order.amount,
    currency: order.currency,
  };
  // The sandbox's own record, which it answers "what payments does this order have?" from (reconcile).
  await deps.payments.sandboxLedger.record({
    id: payment.paymentId,
    providerOrderId: order.providerOrderId,
    amount: order.amount,
    currency: order.currency,
    status: input.outcome === 'success' ? 'captured' : 'failed',
    at: deps.now(),
  });
  const events = input.outcome === 'success' ? (['payment.captured', 'order.paid'] as const) : (['payment.failed'] as const);
  for (const event of events) {
    // Built now, delivered later: each arrives on its own, in whatever order the delays give.
    const delivery = sandboxWebhook(event, payment, deps.payments.webhookSecret, deps.now());
    const webhookLog = log.child({ sandboxWebhook: event });
    deps.payments.sandboxWebhooks.send(() => handleWebhook(deps, webhookLog, delivery));
  }
  log.info(
    { event: 'payments.sandbox.pay', outcome: input.outcome, providerOrderId: order.providerOrderId, paymentId: payment.paymentId },
    `sandbox payment ${input.outcome}`,
  );
  return input.outcome === 'success'
    ? checkoutSuccess(order.providerOrderId, payment.paymentId, deps.payments.keySecret)
    : checkoutFailure(order.providerOrderId, payment.paymentId);
}
