import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../auth/tokens.ts';

/**
 * The tokens of alert mails' links, which work without signing in (docs/product/alerts.md#links):
 *
 * - unsubscribe: one user and one saved search (RFC 8058; valid as long as the JWT secret);
 * - not interested: one user and one job.
 *
 * Bytes, base64url: a purpose byte, two ids, then 16 bytes of HMAC-SHA256 under a key derived from
 * the JWT secret for this purpose alone (reminder links' tokens do not verify here, nor these there).
 * They name ids, never an email.
 */

const PURPOSE = 'alert-links';
const MAC_BYTES = 16;
const UNSUBSCRIBE_SEARCH = 0x11;
const DISMISS_JOB = 0x12;

const mac = (secret: string, body: Buffer) => createHmac('sha256', deriveKey(secret, PURPOSE)).update(body).digest().subarray(0, MAC_BYTES);
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

function seal(secret: string, purpose: number, a: string, b: string): string {
  const body = Buffer.concat([Buffer.from([purpose]), uuidBytes(a), uuidBytes(b)]);
  return Buffer.concat([body, mac(secret, body)]).toString('base64url');
}

function open(secret: string, token: string, purpose: number): [string, string] | undefined {
  if (token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 33 + MAC_BYTES || bytes[0] !== purpose) return undefined;
  const body = bytes.subarray(0, 33);
  if (!timingSafeEqual(bytes.subarray(33), mac(secret, body))) return undefined;
  return [uuidText(body.subarray(1, 17)), uuidText(body.subarray(17, 33))];
}

export function signSearchUnsubscribe(secret: string, userId: string, savedSearchId: string): string {
  return seal(secret, UNSUBSCRIBE_SEARCH, userId, savedSearchId);
}

export function verifySearchUnsubscribe(secret: string, token: string): { userId: string; savedSearchId: string } | undefined {
  const ids = open(secret, token, UNSUBSCRIBE_SEARCH);
  return ids && { userId: ids[0], savedSearchId: ids[1] };
}

export function signDismiss(secret: string, userId: string, jobId: string): string {
  return seal(secret, DISMISS_JOB, userId, jobId);
}

export function verifyDismiss(secret: string, token: string): { userId: string; jobId: string } | undefined {
  const ids = open(secret, token, DISMISS_JOB);
  return ids && { userId: ids[0], jobId: ids[1] };
}
