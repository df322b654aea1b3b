import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, OTP_LENGTH } from '@pathway/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens (JWT HS256), opaque tokens (refresh and reset: 32 random bytes, stored as SHA-256)
 * and one-time codes (6 digits, stored as HMAC-SHA256 under a key derived from the JWT secret).
 */

export const ACCESS_TOKEN_ISSUER = 'pathway';
export const ACCESS_TOKEN_AUDIENCE = 'pathway-api';
export const ACCESS_TOKEN_TYPE = 'access';
/** RFC 9068's media type for access tokens, in the protected header. */
const ACCESS_TOKEN_HEADER_TYP = 'at+jwt';
const ALGORITHM = 'HS256';

const derivedKeys = new Map<string, Buffer>();

/** One secret, one key per use: a key that leaks from one use cannot forge another. Derived once per secret and use. */
export function deriveKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(`pathway:${purpose}`).digest();
    derivedKeys.set(id, key);
  }
  return key;
}

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh token family) id. */
  sid: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sid, typ: ACCESS_TOKEN_TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_HEADER_TYP })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * The claims of a valid access token, or null: only HS256 (so never `none` nor a public-key
 * algorithm fed our secret), signed with our key, for our audience and issuer, of type access,
 * not expired at `now`.
 */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims | null> {
  // A token already verified with this key needs only its expiry checked again: the signature and
  // claims of the same string cannot change (the session behind it is still checked every request).
  const verified = verifiedTokens.get(token);
  if (verified && verified.key === key) {
    if (now.getTime() < verified.expiresAtMs) return verified.claims;
    verifiedTokens.delete(token);
  }
  const claims = await verifyWithJose(key, token, now);
  if (claims) {
    verifiedTokens.set(token, claims);
    if (verifiedTokens.size > MAX_VERIFIED_TOKENS) verifiedTokens.delete(verifiedTokens.keys().next().value!);
  }
  return claims?.claims ?? null;
}

/** Tokens verified in this process, by their exact text (oldest first out). */
const verifiedTokens = new Map<string, { key: Uint8Array; claims: AccessClaims; expiresAtMs: number }>();
const MAX_VERIFIED_TOKENS = 10_000;
const CLOCK_TOLERANCE_MS = 5_000;

async function verifyWithJose(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<{ key: Uint8Array; claims: AccessClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      typ: ACCESS_TOKEN_HEADER_TYP,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_MS / 1000,
    });
    if (payload.typ !== ACCESS_TOKEN_TYPE) return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    // jwtVerify allows CLOCK_TOLERANCE_MS past exp (and checks nothing else by time): the memo the same.
    return {
      key,
      claims: { sub: payload.sub, sid: payload.sid },
      expiresAtMs: payload.exp! * 1000 + CLOCK_TOLERANCE_MS,
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/** 256 bits from the CSPRNG, URL-safe: refresh tokens and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How an opaque token is stored: it has 256 bits of entropy, so a plain SHA-256 is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 6 digits, uniformly from the CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A code's stored form, bound to its email and purpose: a code for one never matches another. */
export function hashCode(key: Uint8Array, email: string, purpose: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
