import { accountMessages, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type OtpPurpose } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimited } from '../../platform/rate-limit.ts';
import { codeIssueTimes, consumeCode, insertCode, latestCode, lockCodes, spendCodeAttempt } from './auth.repository.ts';
import { deriveKey, hashCode, hashToken, randomCode, randomToken, sameDigest } from './tokens.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now'>;

/**
 * One-time codes (docs/product/accounts.md#codes): 6 digits from the CSPRNG, stored as an HMAC bound to the
 * email and the purpose, 10 minutes, 5 tries, a new one no sooner than 30 s after the last and at
 * most 10 a day per email and purpose. A purpose never blocks or answers another.
 *
 * Codes are recorded for emails without an account too ("decoys", whose stored hash no code can
 * match, and which are never mailed): cooldowns, daily caps and the answers of verify-otp then
 * behave the same whether or not an account exists, so none of them tells who has an account.
 */

const codeKeys = new WeakMap<Config, Uint8Array>();
function codeKey(config: Config): Uint8Array {
  let key = codeKeys.get(config);
  if (!key) {
    key = deriveKey(config.jwtSecret, 'one-time-code');
    codeKeys.set(config, key);
  }
  return key;
}

export type CodeIssue = { issued: true; code: string } | { issued: false; retryAfterMs: number };

/**
 * Records a new code for the email and purpose unless the cooldown or the daily cap says wait.
 * `deliverable` false records a decoy: the answer is the same, and the code is never usable.
 * `dailyCap` false (a browser holding the account's device cookie) keeps only the cooldown, so
 * codes that a stranger asked for cannot use up the owner's day.
 */
export async function issueCode(
  deps: Deps,
  email: string,
  purpose: OtpPurpose,
  deliverable: boolean,
  options: { dailyCap?: boolean } = {},
): Promise<CodeIssue> {
  const now = deps.now();
  const { otpResend, otpDaily } = deps.config.rateLimits;
  const rules = options.dailyCap === false ? [otpResend] : [otpResend, otpDaily];
  return deps.database.db.transaction(async (tx) => {
    await lockCodes(tx, email, purpose);
    const since = new Date(now.getTime() - Math.max(otpResend.windowMs, otpDaily.windowMs));
    const issued = await codeIssueTimes(tx, email, purpose, since);
    for (const rule of rules) {
      const inWindow = issued.filter((t) => t.getTime() > now.getTime() - rule.windowMs);
      if (inWindow.length >= rule.max) {
        // The window frees a place when its oldest code leaves it.
        const oldest = inWindow[rule.max - 1] ?? inWindow[inWindow.length - 1]!;
        return { issued: false, retryAfterMs: oldest.getTime() + rule.windowMs - now.getTime() };
      }
    }
    const code = randomCode();
    await insertCode(tx, {
      email,
      purpose,
      codeHash: deliverable ? hashCode(codeKey(deps.config), email, purpose, code) : hashToken(randomToken()),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    return { issued: true, code };
  });
}

/** Like issueCode, but answers 429 with the wait when no code may be sent yet. */
export async function issueCodeOrRefuse(deps: Deps, email: string, purpose: OtpPurpose, deliverable: boolean): Promise<string> {
  const result = await issueCode(deps, email, purpose, deliverable);
  if (!result.issued) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw rateLimited(
      result.retryAfterMs,
      seconds <= 60
        ? `Please wait ${seconds} seconds before asking for another code.`
        : `You have asked for too many codes today. Please try again in ${seconds >= 7200 ? `${Math.ceil(seconds / 3600)} hours` : `${Math.ceil(seconds / 60)} minutes`}.`,
    );
  }
  return result.code;
}

const expired = () => new AppError('OTP_EXPIRED', accountMessages.otpExpired);

/**
 * Checks a code against the newest one of the email and purpose and uses it up when it matches.
 * A try is taken before comparing (one conditional UPDATE), so parallel guesses never exceed 5.
 */
export async function verifyCode(deps: Deps, email: string, purpose: OtpPurpose, code: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const row = await latestCode(db, email, purpose);
  if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= OTP_MAX_ATTEMPTS) throw expired();

  const spent = await spendCodeAttempt(db, row.id, OTP_MAX_ATTEMPTS, now);
  if (!spent) throw expired();

  if (sameDigest(spent.codeHash, hashCode(codeKey(deps.config), email, purpose, code))) {
    if (!(await consumeCode(db, row.id, now))) throw expired();
    return;
  }
  const left = OTP_MAX_ATTEMPTS - spent.attempts;
  throw new AppError(
    'INVALID_OTP',
    left > 0
      ? `The code you entered is incorrect. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'The code you entered is incorrect, and this code can no longer be used. Please request a new code.',
    { otp: 'The code you entered is incorrect.', attemptsLeft: left },
  );
}
