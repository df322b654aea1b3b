import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both HMAC-SHA256 in lower-case hex:
 * - a payment (Checkout's `razorpay_signature`): over `order_id + "|" + payment_id` with the key secret;
 * - a webhook (`X-Razorpay-Signature`): over the raw request body, byte for byte, with the webhook secret.
 */
export function paymentSignature(providerOrderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${providerOrderId}|${paymentId}`).digest('hex');
}

export function webhookSignature(rawBody: Buffer, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signaturesMatch(expectedHex: string, receivedHex: string | undefined): boolean {
  if (typeof receivedHex !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a length says nothing about the secret.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

export function isValidPaymentSignature(
  providerOrderId: string,
  paymentId: string,
  signature: string | undefined,
  keySecret: string,
): boolean {
  return signaturesMatch(paymentSignature(providerOrderId, paymentId, keySecret), signature);
}

export function isValidWebhookSignature(rawBody: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  return signaturesMatch(webhookSignature(rawBody, webhookSecret), signature);
}
