import { randomInt } from 'node:crypto';

/** What the server asks of a payment provider (Razorpay, or the built-in sandbox). */
export interface PaymentProvider {
  readonly mode: 'razorpay' | 'sandbox';
  /** The key id the browser's checkout opens with (never the secret). */
  readonly keyId: string;
  /** Creates an order at the provider; throws AppError SERVICE_UNAVAILABLE when the provider cannot be reached. */
  createOrder(order: NewProviderOrder): Promise<ProviderOrder>;
  /**
   * The payments made against an order, as the provider knows them (the console's reconcile);
   * throws AppError SERVICE_UNAVAILABLE when the provider cannot be reached.
   */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
}

/** A payment as Razorpay's `GET /v1/orders/{id}/payments` lists it (the fields we read). */
export interface ProviderPayment {
  /** `pay_…` */
  id: string;
  /** `captured` is money received; `created`, `authorized`, `refunded` and `failed` are not an upgrade. */
  status: string;
  amount: number;
  currency: string;
}

export interface NewProviderOrder {
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Our order id (at most 40 characters at Razorpay). */
  receipt: string;
  notes?: Record<string, string>;
}

export interface ProviderOrder {
  /** `order_…` */
  id: string;
  amount: number;
  currency: string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids: a prefix and 14 random letters and digits (`order_sbx_Xy…`). */
export function providerId(prefix: string, length = 14): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}${id}`;
}
