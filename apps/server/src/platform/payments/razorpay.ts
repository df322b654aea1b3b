import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.ts';
import type { NewProviderOrder, PaymentProvider, ProviderOrder, ProviderPayment } from './provider.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** Razorpay answers in well under a second; past this the buyer is better told to try again. */
export const RAZORPAY_TIMEOUT_MS = 10_000;

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Where the Orders API lives; tests point it at a local stand-in. */
  apiUrl?: string;
  timeoutMs?: number;
  log: FastifyBaseLogger;
}

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'We could not reach the payment service. Please try again in a few minutes.');

/** Razorpay's Orders API over fetch with basic auth (https://razorpay.com/docs/api/orders/create/). */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const apiUrl = (options.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const log = options.log.child({ component: 'razorpay' });

  return {
    mode: 'razorpay',
    keyId: options.keyId,
    async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
      const started = Date.now();
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/v1/orders`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ amount: order.amount, currency: order.currency, receipt: order.receipt, notes: order.notes ?? {} }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        log.error({ event: 'payments.razorpay.orders', outcome: 'unreachable', reason, receipt: order.receipt, ms: Date.now() - started }, 'Razorpay Orders API unreachable');
        throw unavailable();
      }

      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (!response.ok) {
        const error = (body as { error?: { code?: unknown; description?: unknown } } | undefined)?.error;
        log.error(
          {
            event: 'payments.razorpay.orders',
            outcome: 'refused',
            status: response.status,
            code: typeof error?.code === 'string' ? error.code : undefined,
            description: typeof error?.description === 'string' ? error.description.slice(0, 300) : undefined,
            receipt: order.receipt,
            ms: Date.now() - started,
          },
          'Razorpay refused to create an order',
        );
        throw unavailable();
      }
      const created = body as { id?: unknown; amount?: unknown; currency?: unknown } | undefined;
      if (typeof created?.id !== 'string' || !/^order_[A-Za-z0-9]+$/.test(created.id) || created.amount !== order.amount) {
        log.error({ event: 'payments.razorpay.orders', outcome: 'unexpected', status: response.status, receipt: order.receipt }, 'Razorpay answered an unexpected order');
        throw unavailable();
      }
      log.info({ event: 'payments.razorpay.orders', outcome: 'created', providerOrderId: created.id, receipt: order.receipt, ms: Date.now() - started }, 'Razorpay order created');
      return { id: created.id, amount: order.amount, currency: typeof created.currency === 'string' ? created.currency : order.currency };
    },

    // https://razorpay.com/docs/api/orders/fetch-payments/
    async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
      const started = Date.now();
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/v1/orders/${encodeURIComponent(providerOrderId)}/payments`, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        log.error({ event: 'payments.razorpay.order-payments', outcome: 'unreachable', reason, providerOrderId, ms: Date.now() - started }, 'Razorpay Orders API unreachable');
        throw unavailable();
      }
      const body = (await response.json().catch(() => undefined)) as { items?: unknown } | undefined;
      if (!response.ok || !Array.isArray(body?.items)) {
        log.error({ event: 'payments.razorpay.order-payments', outcome: 'refused', status: response.status, providerOrderId, ms: Date.now() - started }, 'Razorpay did not list the order\'s payments');
        throw unavailable();
      }
      return (body.items as Record<string, unknown>[])
        .filter((p) => typeof p.id === 'string' && typeof p.status === 'string' && typeof p.amount === 'number')
        .map((p) => ({ id: p.id as string, status: p.status as string, amount: p.amount as number, currency: typeof p.currency === 'string' ? p.currency : 'INR' }));
    },
  };
}
