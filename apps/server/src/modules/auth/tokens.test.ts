import { ACCESS_TOKEN_TTL_SECONDS } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { deriveKey, signAccessToken, verifyAccessToken } from './tokens.ts';

const key = deriveKey('a-test-secret-of-enough-length-for-hs256', 'access');
const other = deriveKey('another-test-secret-of-enough-length-x', 'access');
const claims = { sub: '6f1f9b5e-3a53-4c1e-9a52-1c1a2f3b4c5d', sid: '0e6a7c3d-2b1f-4d5e-8f90-a1b2c3d4e5f6' };
const t0 = new Date('2026-11-26T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('access tokens verified again from memory', () => {
  it('keeps the expiry (with the same 5 s tolerance as jose) for a token it has seen', async () => {
    const token = await signAccessToken(key, claims, t0);
    expect(await verifyAccessToken(key, token, at(1))).toEqual(claims);
    // The second check of the same token comes from the memo: still valid, then expired on time.
    expect(await verifyAccessToken(key, token, at(ACCESS_TOKEN_TTL_SECONDS + 4))).toEqual(claims);
    expect(await verifyAccessToken(key, token, at(ACCESS_TOKEN_TTL_SECONDS + 5))).toBeNull();
    expect(await verifyAccessToken(key, token, at(2))).toEqual(claims);
  });

  it('never accepts a remembered token under another key, nor a token changed by one character', async () => {
    const token = await signAccessToken(key, claims, t0);
    expect(await verifyAccessToken(key, token, at(1))).toEqual(claims);
    expect(await verifyAccessToken(other, token, at(1))).toBeNull();
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(await verifyAccessToken(key, tampered, at(1))).toBeNull();
  });
});
