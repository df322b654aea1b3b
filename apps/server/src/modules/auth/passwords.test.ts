import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, isCommonPassword, loadCommonPasswords, needsRehash, verifyPassword } from './passwords.ts';
import { hashCode, randomCode, sameDigest } from './tokens.ts';

describe('the common-password list', () => {
  it('holds 3,000 distinct lower-case passwords that our length rule would otherwise accept', () => {
    const list = loadCommonPasswords();
    expect(list.size).toBe(3000);
    for (const p of list) {
      expect(p).toBe(p.toLowerCase());
      expect(p.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(p.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    }
    for (const p of ['password', '12345678', 'iloveyou', 'qwerty123', 'password1']) expect(list.has(p)).toBe(true);
  });

  it('is compared case-insensitively', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('ILOVEYOU')).toBe(true);
    expect(isCommonPassword('Chai-Masala-Monsoon-42')).toBe(false);
  });

  it('also refuses the person’s own words and the site’s name with digits or symbols around them', () => {
    const who = { email: 'asha.verma@example.in', firstName: 'Asha', lastName: 'Verma' };
    for (const p of ['Asha@2024', 'verma1234', 'AshaVerma1', '2024ashaverma!', 'Pathway@123']) expect(isCommonPassword(p, who), p).toBe(true);
    for (const p of ['Asha-loves-monsoon', 'Verma-Chai-Time-9']) expect(isCommonPassword(p, who), p).toBe(false);
  });
});

describe('argon2id', () => {
  it('hashes with m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('Chai-Masala-Monsoon-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(hash, 'Chai-Masala-Monsoon-42')).toBe(true);
    expect(await verifyPassword(hash, 'chai-masala-monsoon-42')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('asks for a re-hash of weaker hashes', async () => {
    const { hash } = await import('@node-rs/argon2');
    expect(needsRehash(await hash('x', { memoryCost: 8192, timeCost: 1, parallelism: 1 }))).toBe(true);
  });

  it('has a dummy hash for unknown emails that no password matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword(dummy, 'password')).toBe(false);
  });
});

describe('one-time codes', () => {
  it('are 6 digits with leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, randomCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('hash to different values per email and purpose', () => {
    const key = new Uint8Array(32).fill(7);
    const base = hashCode(key, 'a@example.in', 'register', '123456');
    expect(sameDigest(base, hashCode(key, 'a@example.in', 'register', '123456'))).toBe(true);
    expect(sameDigest(base, hashCode(key, 'a@example.in', 'login', '123456'))).toBe(false);
    expect(sameDigest(base, hashCode(key, 'b@example.in', 'register', '123456'))).toBe(false);
    expect(sameDigest(base, '')).toBe(false);
  });
});
