import type { Redis } from 'ioredis';
import type { RateRule } from '../config.ts';
import { AppError } from './errors.ts';

export interface RateLimiter {
  /** Counts one hit for `key` under the limit `name`; throws RATE_LIMITED (with Retry-After) past the limit. */
  consume(name: string, key: string, rule: RateRule): Promise<void>;
  close(): void;
}

function refuse(retryAfterMs: number): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, { retryAfter: seconds }, {
    'retry-after': String(seconds),
  });
}

/** Fixed windows in process memory: right for one API process, lost on restart. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async consume(name, key, rule) {
      const id = `${name}:${key}`;
      const t = now();
      let w = windows.get(id);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowMs };
        windows.set(id, w);
      }
      w.count += 1;
      if (w.count > rule.max) refuse(w.resetAt - t);
    },
    close() {
      clearInterval(sweep);
    },
  };
}

/** Fixed windows in Redis, so that every API replica shares one count. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async consume(name, key, rule) {
      const id = `pathway:rl:${name}:${key}`;
      const result = await redis.multi().incr(id).pttl(id).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      let ttl = Number(result?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(id, rule.windowMs);
        ttl = rule.windowMs;
      }
      if (count > rule.max) refuse(ttl);
    },
    close() {},
  };
}
