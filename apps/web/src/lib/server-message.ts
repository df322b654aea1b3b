import { ApiError, ERROR_MESSAGES } from './api-core';

/**
 * "Server message, else …" (docs/product/site.md#errors-and-toasts): what the server said when it said something of its own,
 * otherwise the screen's fallback (no answer, or an answer without a message).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const message = error.message.trim();
  return message && message !== ERROR_MESSAGES.server ? message : fallback;
}
