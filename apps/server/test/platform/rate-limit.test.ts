import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../../src/platform/rate-limit.ts';
import { AppError } from '../../src/platform/errors.ts';
import { call, createVerifiedUser, freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';

// Tests choose their services: the Redis at TEST_REDIS_URL (default: this machine's).
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function connectRedis(): Promise<Redis | undefined> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return undefined;
  }
}

const redis = await connectRedis();
if (!redis) console.warn(`[rate-limit.test] Redis is not reachable at ${redisUrl}: the Redis limiter tests are skipped.`);

afterAll(async () => {
  await redis?.quit();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected RATE_LIMITED');
}

const run = randomBytes(4).toString('hex');
let n = 0;
const uniqueName = () => `test-${run}-${++n}`;

const implementations: [string, () => RateLimiter, boolean][] = [
  ['memory', () => createMemoryRateLimiter(), true],
  ['redis', () => createRedisRateLimiter(redis!), Boolean(redis)],
];

describe.each(implementations)('%s rate limiter', (_kind, make, available) => {
  const it_ = available ? it : it.skip;
  let limiter: RateLimiter;
  beforeAll(() => {
    if (available) limiter = make();
  });
  afterAll(() => limiter?.close());

  it_('consume: counts every hit and refuses past the limit with Retry-After', async () => {
    const name = uniqueName();
    const rule = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await limiter.consume(name, 'k', rule);
    const err = await refusal(limiter.consume(name, 'k', rule));
    expect(err.code).toBe('RATE_LIMITED');
    expect(Number(err.headers!['retry-after'])).toBeGreaterThan(55);
    expect(Number(err.headers!['retry-after'])).toBeLessThanOrEqual(60);
    // Another key is its own count.
    await limiter.consume(name, 'other', rule);
  });

  it_('check + hit: only failures count; check refuses once max are counted, and counts nothing itself', async () => {
    const name = uniqueName();
    const rule = { max: 2, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) await limiter.check(name, 'k', rule);
    expect(await limiter.hit(name, 'k', rule)).toBe(1);
    await limiter.check(name, 'k', rule);
    expect(await limiter.hit(name, 'k', rule)).toBe(2);
    const err = await refusal(limiter.check(name, 'k', rule));
    expect(Number(err.headers!['retry-after'])).toBeGreaterThan(0);
  });

  it_('reset: forgets the count', async () => {
    const name = uniqueName();
    const rule = { max: 1, windowMs: 60_000 };
    await limiter.hit(name, 'k', rule);
    await refusal(limiter.check(name, 'k', rule));
    await limiter.reset(name, 'k');
    await limiter.check(name, 'k', rule);
  });

  it_('windows end: the count starts again (never a permanent lock)', async () => {
    const name = uniqueName();
    const rule = { max: 1, windowMs: 300 };
    await limiter.consume(name, 'k', rule);
    await refusal(limiter.consume(name, 'k', rule));
    await new Promise((r) => setTimeout(r, 400));
    await limiter.consume(name, 'k', rule);
  });
});

describe.runIf(Boolean(redis))('Redis limiter keys', () => {
  it('always carry an expiry, so no limit can become permanent', async () => {
    const limiter = createRedisRateLimiter(redis!);
    const name = uniqueName();
    await limiter.hit(name, 'k', { max: 5, windowMs: 60_000 });
    await limiter.consume(name, 'k', { max: 5, windowMs: 60_000 });
    const ttl = await redis!.pttl(`pathway:rl:${name}:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe.runIf(Boolean(redis))('two API replicas with REDIS_URL', () => {
  let one: Accounts;
  let two: Accounts;
  beforeAll(async () => {
    one = await startAccounts({ env: { REDIS_URL: redisUrl } });
    two = await startAccounts({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('share one count of failed logins per email (and the wait it starts)', async () => {
    const user = await createVerifiedUser(one);
    // The 5 free failures and the one that starts the first wait (login-throttle.ts).
    for (let i = 0; i < 6; i++) {
      const replica = i % 2 ? one : two;
      expect((await call(replica, 'POST', '/users/login', { email: user.email, password: `Wrong-${i}-Pass` }, { ip: freshIp() })).statusCode).toBe(401);
    }
    const res = await call(two, 'POST', '/users/login', { email: user.email, password: user.password }, { ip: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
