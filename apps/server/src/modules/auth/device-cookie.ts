import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { isLocalHttp, REFRESH_COOKIE_PATH } from './auth.cookie.ts';
import { deriveKey } from './tokens.ts';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies";
 * docs/decisions/003-rate-limits.md): a browser that has signed in to an account gets a signed
 * cookie naming that login (a keyed hash of the email, not the email) and a random nonce. Its
 * sign-ins are then counted per cookie instead of against the email's shared counter, so a
 * stranger's failures never slow the owner's own browser down.
 *
 * Value: `v1.<login tag>.<nonce>.<issued at, s>.<HMAC>`, all base64url but the time (base 36).
 * HttpOnly, SameSite=Strict, Secure (and `__Secure-`) unless PUBLIC_URL is http on this machine,
 * sent only to the account endpoints, kept a year.
 */
export const DEVICE_COOKIE = 'pathway_device';
export const SECURE_DEVICE_COOKIE = `__Secure-${DEVICE_COOKIE}`;
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const VERSION = 'v1';

/** A device cookie that is ours, unexpired and for the login typed. */
export interface Device {
  /** Names the cookie in the rate limiter; random, so it says nothing about the account. */
  nonce: string;
}

const keys = new WeakMap<Config, Buffer>();
function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = deriveKey(config.jwtSecret, 'device-cookie');
    keys.set(config, key);
  }
  return key;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** Emails arrive lower-cased from the request schemas; the tag is taken the same way all the same. */
const loginTag = (key: Buffer, email: string) => mac(key, `login:${email.trim().toLowerCase()}`).slice(0, 22);

function cookieName(config: Config): string {
  return isLocalHttp(config.publicUrl) ? DEVICE_COOKIE : SECURE_DEVICE_COOKIE;
}

/** A new device cookie value for `email`, issued at `now`. */
export function newDeviceToken(config: Config, email: string, now: Date): string {
  const key = keyOf(config);
  const body = `${VERSION}.${loginTag(key, email)}.${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000).toString(36)}`;
  return `${body}.${mac(key, body)}`;
}

/** The device of `token` when it is a cookie we signed for `email` less than a year before `now`. */
export function deviceFor(config: Config, token: string | undefined, email: string, now: Date): Device | null {
  if (!token || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, tag, nonce, issued, signature] = parts as [string, string, string, string, string];
  const key = keyOf(config);
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (tag !== loginTag(key, email)) return null;
  const issuedMs = parseInt(issued, 36) * 1000;
  const age = now.getTime() - issuedMs;
  if (!Number.isFinite(issuedMs) || age < -60_000 || age > DEVICE_COOKIE_MAX_AGE_SECONDS * 1000) return null;
  return { nonce };
}

export function readDeviceToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies?.[cookieName(config)] || undefined;
}

/** Replaces the browser's device cookie (one a browser: the account that signed in last). */
export function setDeviceCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(cookieName(config), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalHttp(config.publicUrl),
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
