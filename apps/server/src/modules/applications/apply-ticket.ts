import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../auth/tokens.ts';

/**
 * The apply ticket: what lets the apply tab (which cannot send the bearer header) through
 * `GET /jobs/redirect/{id}` to the company's page, for one user and one job, for a few minutes.
 *
 * `<user id>.<expiry, unix seconds>.<HMAC-SHA256 of purpose, user, job and expiry>`, under a key
 * derived from the JWT secret for this purpose alone: it is no JWT, and no access token verifies
 * with its key, so it can never stand in for one (nor one for it).
 *
 * Reusable until it expires (docs/profile-api.md "Applying"): it is only issued once the
 * application is recorded, and the redirect checks that the application still exists, so a replay
 * reaches nothing the account's own job answers do not already show it (applied jobs keep their
 * applyLink). Single use would need a shared store for a gain of nothing, and would break a reload
 * of the tab.
 */
export const APPLY_TICKET_TTL_SECONDS = 5 * 60;

const PURPOSE = 'apply-ticket';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, userId: string, jobId: string, expires: number): Buffer {
  return createHmac('sha256', deriveKey(secret, PURPOSE)).update(`${PURPOSE}\n${userId}\n${jobId}\n${expires}`).digest();
}

export function signApplyTicket(secret: string, userId: string, jobId: string, now: Date): string {
  const user = userId.toLowerCase();
  const expires = Math.floor(now.getTime() / 1000) + APPLY_TICKET_TTL_SECONDS;
  return `${user}.${expires}.${mac(secret, user, jobId.toLowerCase(), expires).toString('base64url')}`;
}

/** The user a ticket was issued to, when it is ours, for this job and not expired at `now`; else undefined. */
export function verifyApplyTicket(secret: string, ticket: string | undefined, jobId: string, now: Date): string | undefined {
  if (!ticket || ticket.length > 200) return undefined;
  const [user, expiresText, signature, ...rest] = ticket.split('.');
  if (rest.length > 0 || !user || !expiresText || !signature) return undefined;
  if (!UUID.test(user) || !/^\d{1,12}$/.test(expiresText)) return undefined;
  const expires = Number(expiresText);
  if (now.getTime() >= expires * 1000) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, user, jobId.toLowerCase(), expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return user;
}
