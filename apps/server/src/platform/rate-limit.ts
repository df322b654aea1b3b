import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RateRule } from '../config.ts';
import { AppError } from './errors.ts';
import type { RedisLink } from './redis.ts';

/**
 * Fixed-window counters, one per limit `name` and `key` (an IP, an email, an account id).
 *
 * Two ways to use a rule:
 * - every attempt counts: `consume()` (counts, then refuses past the limit);
 * - only failures count (a failed login, a wrong current password): `check()` before the attempt
 *   (refuses when the window is already full, counting nothing), `hit()` after a failure, and
 *   optionally `reset()` after a success.
 */
export interface RateLimiter {
  /** Counts one hit for `key` under the limit `name`; throws RATE_LIMITED (with Retry-After) past the limit. */
  consume(name: string, key: string, rule: RateRule): Promise<void>;
  /** Throws RATE_LIMITED when `rule.max` hits are already counted in the current window; counts nothing. */
  check(name: string, key: string, rule: RateRule): Promise<void>;
  /** Counts one hit without refusing; answers the count in the current window. */
  hit(name: string, key: string, rule: RateRule): Promise<number>;
  /** Forgets every hit of `key` under `name`. */
  reset(name: string, key: string): Promise<void>;
  close(): void;
}

/** The RATE_LIMITED error, with `Retry-After` in whole seconds (at least 1). */
export function rateLimited(retryAfterMs: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError('RATE_LIMITED', message ?? `Too many attempts. Please try again in ${wait}.`, { retryAfter: seconds }, {
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

  const current = (id: string, t: number) => {
    const w = windows.get(id);
    return w && w.resetAt > t ? w : undefined;
  };
  const count = (id: string, rule: RateRule, t: number) => {
    let w = current(id, t);
    if (!w) {
      w = { count: 0, resetAt: t + rule.windowMs };
      windows.set(id, w);
    }
    w.count += 1;
    return w;
  };

  return {
    async consume(name, key, rule) {
      const t = now();
      const w = count(`${name}:${key}`, rule, t);
      if (w.count > rule.max) throw rateLimited(w.resetAt - t);
    },
    async check(name, key, rule) {
      const t = now();
      const w = current(`${name}:${key}`, t);
      if (w && w.count >= rule.max) throw rateLimited(w.resetAt - t);
    },
    async hit(name, key, rule) {
      return count(`${name}:${key}`, rule, now()).count;
    },
    async reset(name, key) {
      windows.delete(`${name}:${key}`);
    },
    close() {
      clearInterval(sweep);
    },
  };
}

/** Fixed windows in Redis, so that every API replica shares one count. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const keyOf = (name: string, key: string) => `pathway:rl:${name}:${key}`;

  // SET NX PX starts the window with its expiry in the same transaction as the INCR, so a key can
  // never be left without a TTL (which would make a limit permanent).
  async function count(id: string, rule: RateRule): Promise<{ count: number; ttl: number }> {
    const result = await redis.multi().set(id, 0, 'PX', rule.windowMs, 'NX').incr(id).pttl(id).exec();
    if (!result) throw new Error('rate limit transaction aborted');
    for (const [err] of result) if (err) throw err;
    const ttl = Number(result[2]?.[1] ?? -1);
    return { count: Number(result[1]?.[1] ?? 0), ttl: ttl > 0 ? ttl : rule.windowMs };
  }

  return {
    async consume(name, key, rule) {
      const { count: n, ttl } = await count(keyOf(name, key), rule);
      if (n > rule.max) throw rateLimited(ttl);
    },
    async check(name, key, rule) {
      const id = keyOf(name, key);
      const result = await redis.multi().get(id).pttl(id).exec();
      if (!result) throw new Error('rate limit transaction aborted');
      const n = Number(result[0]?.[1] ?? 0);
      const ttl = Number(result[1]?.[1] ?? -1);
      if (n >= rule.max) throw rateLimited(ttl > 0 ? ttl : rule.windowMs);
    },
    async hit(name, key, rule) {
      return (await count(keyOf(name, key), rule)).count;
    },
    async reset(name, key) {
      await redis.del(keyOf(name, key));
    },
    close() {},
  };
}

/**
 * Redis counts while Redis answers, in-process counts while it does not (stopped, refused, frozen):
 * limits stay enforced per process and the site stays up. Counts do not carry over between the two,
 * so a switch starts fresh windows; that is the price of not answering 500 during an outage.
 */
export function createFallbackRateLimiter(link: RedisLink): RateLimiter {
  const memory = createMemoryRateLimiter();
  const shared = link.client ? createRedisRateLimiter(link.client) : undefined;

  async function run<T>(use: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (shared && link.state() === 'up') {
      try {
        return await use(shared);
      } catch (error) {
        if (error instanceof AppError) throw error;
        link.reportFailure(error);
      }
    }
    return use(memory);
  }

  return {
    consume: (name, key, rule) => run((l) => l.consume(name, key, rule)),
    check: (name, key, rule) => run((l) => l.check(name, key, rule)),
    hit: (name, key, rule) => run((l) => l.hit(name, key, rule)),
    reset: (name, key) => run((l) => l.reset(name, key)),
    close() {
      memory.close();
      shared?.close();
    },
  };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface PluginStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): PluginStore;
}
type PluginStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => PluginStore;

// The plugin's own stores (not exported from its index; its package has no "exports" map).
const require = createRequire(import.meta.url);
const PluginRedisStore = require('@fastify/rate-limit/store/RedisStore.js') as PluginStoreCtor;
const PluginLocalStore = require('@fastify/rate-limit/store/LocalStore.js') as PluginStoreCtor;

class FallbackStore implements PluginStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
  ) {}

  private run(method: 'incr' | 'read', key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    const local = () => this.local[method]!(key, callback, timeWindow, max);
    if (this.link.state() !== 'up') return local();
    this.shared[method]!(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.link.reportFailure(error);
        local();
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): PluginStore {
    return new FallbackStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * A store for @fastify/rate-limit (the global per-IP limit): Redis while it answers, the plugin's
 * in-process store while it does not. Without it a Redis outage fails every API request.
 */
export function fallbackRateLimitStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  const client = link.client;
  return class {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      const local = new PluginLocalStore(continueExceeding, exponentialBackoff);
      if (!client) return local;
      return new FallbackStore(link, new PluginRedisStore(continueExceeding, exponentialBackoff, client, nameSpace), local);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
