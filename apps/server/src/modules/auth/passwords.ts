import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { commonPasswordsFile } from '../../paths.ts';

/**
 * argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1),
 * docs/product/accounts.md#emails-and-passwords. Hashing runs on libuv's thread pool, so it never
 * blocks the event loop.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolatedModules cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker (or just other) settings than today's, so login should re-hash. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const p = parseOptions(passwordHash);
    return (
      p.algorithm !== ARGON2_OPTIONS.algorithm ||
      p.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      p.timeCost !== ARGON2_OPTIONS.timeCost ||
      p.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

// A real hash of a random password, made once per process: verifying a login for an email that has
// no account against it costs the same as a wrong password for a real one (no enumeration by timing).
let dummyHash: Promise<string> | undefined;

export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

let commonPasswords: Set<string> | undefined;

/** The shipped list (lower-case, one a line), read on first use. */
export function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    fs
      .readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** Words that belong to this person or to Pathway (ASVS 6.2.11): not a password on their own. */
export interface PasswordContext {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

const SITE_WORDS = ['pathway', 'pathwayjobs', 'pathwayindia'];

/** The password with digits and symbols trimmed from both ends: "Asha@2024" → "asha". */
function core(password: string): string {
  return password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
}

/**
 * True for one of the 3,000 most common passwords (any letter case) and for a password that is just
 * the person's name, their email's local part or the site's name with digits or symbols around it.
 */
export function isCommonPassword(password: string, context: PasswordContext = {}): boolean {
  const lower = password.toLowerCase();
  if (loadCommonPasswords().has(lower)) return true;
  const stem = core(password);
  if (stem.length < 3) return false;
  const first = context.firstName?.trim().toLowerCase();
  const last = context.lastName?.trim().toLowerCase();
  const words = new Set<string>(SITE_WORDS);
  if (context.email) words.add(context.email.split('@')[0]!.toLowerCase().replace(/[^a-z]/g, ''));
  if (first) words.add(first.replace(/[^a-z]/g, ''));
  if (last) words.add(last.replace(/[^a-z]/g, ''));
  if (first && last) {
    words.add(`${first}${last}`.replace(/[^a-z]/g, ''));
    words.add(`${last}${first}`.replace(/[^a-z]/g, ''));
  }
  words.delete('');
  return words.has(stem.replace(/[^a-z]/g, ''));
}
