import type { SuccessEnvelope } from '@pathway/contracts';

/** Wraps a result in the success envelope; routes return this so the response schema checks it. */
export function ok<T>(data: T, message = 'OK', status = 200): SuccessEnvelope<T> {
  return { success: true, status, message, data };
}
