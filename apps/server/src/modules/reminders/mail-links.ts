import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@pathway/contracts';
import { deriveKey } from '../auth/tokens.ts';

/**
 * The tokens of reminder mails' links, which work without signing in (docs/product/reminders.md#links):
 *
 * - unsubscribe: one user and one kind of mail; valid as long as the JWT secret (RFC 8058 asks for
 *   links that keep working);
 * - follow-up answer: one user, one tracked application and which follow-up; valid 60 days.
 *
 * Bytes, base64url: a purpose byte, the fields, then 16 bytes of HMAC-SHA256 under a key derived
 * from the JWT secret for this purpose alone (no other token verifies with it). They name ids, never
 * an email; 128 bits of MAC make them impossible to guess or to change into another user's.
 */

const PURPOSE = 'mail-links';
const MAC_BYTES = 16;
const UNSUBSCRIBE = 0x01;
const ANSWER = 0x02;
const DAY_MS = 24 * 60 * 60 * 1000;
export const ANSWER_LINK_TTL_DAYS = 60;

/** Follow-ups a link can answer, by the byte that names them. */
export const followUpCodes = { 'follow-up-7': 7, 'follow-up-30': 30 } as const;
export type FollowUpType = keyof typeof followUpCodes;

const mac = (secret: string, body: Buffer) => createHmac('sha256', deriveKey(secret, PURPOSE)).update(body).digest().subarray(0, MAC_BYTES);

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

function seal(secret: string, body: Buffer): string {
  return Buffer.concat([body, mac(secret, body)]).toString('base64url');
}

/** The body of a token that is ours, of `purpose` and `length` body bytes; undefined otherwise. */
function open(secret: string, token: string, purpose: number, length: number): Buffer | undefined {
  if (token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== length + MAC_BYTES || bytes[0] !== purpose) return undefined;
  const body = bytes.subarray(0, length);
  const given = bytes.subarray(length);
  return timingSafeEqual(given, mac(secret, body)) ? body : undefined;
}

export function signUnsubscribe(secret: string, userId: string, kind: NotificationKind): string {
  return seal(secret, Buffer.concat([Buffer.from([UNSUBSCRIBE, notificationKinds.indexOf(kind)]), uuidBytes(userId)]));
}

export function verifyUnsubscribe(secret: string, token: string): { userId: string; kind: NotificationKind } | undefined {
  const body = open(secret, token, UNSUBSCRIBE, 2 + 16);
  const kind = body && notificationKinds[body[1]!];
  if (!body || !kind) return undefined;
  return { userId: uuidText(body.subarray(2, 18)), kind };
}

export interface AnswerLink {
  userId: string;
  applicationId: string;
  type: FollowUpType;
}

export function signAnswer(secret: string, link: AnswerLink, now: Date): string {
  const issued = Buffer.alloc(4);
  issued.writeUInt32BE(Math.floor(now.getTime() / DAY_MS));
  return seal(
    secret,
    Buffer.concat([Buffer.from([ANSWER, followUpCodes[link.type]]), uuidBytes(link.userId), uuidBytes(link.applicationId), issued]),
  );
}

/** The link's fields when it is ours and at most 60 days old at `now`; undefined otherwise. */
export function verifyAnswer(secret: string, token: string, now: Date): AnswerLink | undefined {
  const body = open(secret, token, ANSWER, 2 + 16 + 16 + 4);
  if (!body) return undefined;
  const type = (Object.keys(followUpCodes) as FollowUpType[]).find((t) => followUpCodes[t] === body[1]);
  const issuedDay = body.readUInt32BE(34);
  if (!type || Math.floor(now.getTime() / DAY_MS) - issuedDay > ANSWER_LINK_TTL_DAYS) return undefined;
  return { userId: uuidText(body.subarray(2, 18)), applicationId: uuidText(body.subarray(18, 34)), type };
}
