import type { BackoffRule, RateRule } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimited, type RateLimiter } from '../../platform/rate-limit.ts';

/**
 * Progressive delays on top of the fixed-window RateLimiter, so they are shared through Redis like
 * every other limit (docs/decisions/003-rate-limits.md). Two counters per key:
 * - `<name>` counts attempts since the last success (in `rule.windowMs`): counted before the slow
 *   password check, so a burst of parallel guesses is seen at once;
 * - `<name>-wait` is a one-hit window as long as the current delay: past `rule.max` attempts, each
 *   attempt opens it and the next one is refused (RATE_LIMITED, Retry-After = what is left).
 * Nothing here ever locks for longer than `rule.maxDelayMs`.
 */

/** The wait after the `n`-th attempt: none up to `max`, then first, doubling, capped. */
export function delayAfter(rule: BackoffRule, n: number): number {
  if (n <= rule.max) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(n - rule.max - 1, 30));
}

/**
 * Admits one attempt for `key` or throws RATE_LIMITED: refused while the previous attempt's wait
 * runs (counting nothing); otherwise counted, and past the free ones it starts the next wait. Of a
 * parallel burst, only the first past the free ones gets through.
 */
export async function admitAttempt(limiter: RateLimiter, name: string, key: string, rule: BackoffRule): Promise<void> {
  const waitRule: RateRule = { max: 1, windowMs: rule.maxDelayMs };
  await explained(limiter.check(`${name}-wait`, key, waitRule));
  const n = await limiter.hit(name, key, rule);
  const delay = delayAfter(rule, n);
  if (delay > 0) await explained(limiter.consume(`${name}-wait`, key, { max: 1, windowMs: delay }));
}

/** The wait is seconds or a few minutes: say so in words a person reads on the sign-in page. */
async function explained(attempt: Promise<void>): Promise<void> {
  try {
    await attempt;
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'RATE_LIMITED') throw err;
    const seconds = Number(err.details?.retryAfter ?? 1);
    const wait =
      seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
    throw rateLimited(seconds * 1000, `Too many failed sign-in attempts. Please wait ${wait} and try again.`);
  }
}

/** After a success: the next attempt is free again. */
export async function forgetAttempts(limiter: RateLimiter, name: string, key: string): Promise<void> {
  await limiter.reset(name, key);
  await limiter.reset(`${name}-wait`, key);
}
