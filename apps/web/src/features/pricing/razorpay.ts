import type { CreateOrderResponse, VerifyPaymentRequest } from '@pathway/contracts';
import { API_BASE_URL } from '@/lib/api-core';

/** Razorpay's Checkout script, loaded on demand from its own host (the CSP allows it). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** The sandbox's stand-in with the same API, served by our server when no keys are set. */
export const SANDBOX_CHECKOUT_URL = `${API_BASE_URL}/payments/sandbox/checkout.js`;

export function checkoutScriptUrl(mode: CreateOrderResponse['mode']): string {
  return mode === 'razorpay' ? RAZORPAY_CHECKOUT_URL : SANDBOX_CHECKOUT_URL;
}

/** What Razorpay's Checkout (and the sandbox) calls `handler` with. */
export type RazorpayPaymentResponse = VerifyPaymentRequest;

/** The argument of a 'payment.failed' listener. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpayPaymentResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
