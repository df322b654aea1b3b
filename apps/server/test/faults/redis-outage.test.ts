import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { eventually, freePort, hasRedisServer, RedisProcess, redisCommand, REDIS_SERVER } from './helpers.ts';

// A real redis-server of this test's own, stopped, frozen and started again under a running app.
if (!hasRedisServer) console.warn(`[redis-outage.test] ${REDIS_SERVER} does not exist: the Redis outage tests are skipped.`);

describe.skipIf(!hasRedisServer)('Redis outages', () => {
  let redis: RedisProcess;
  let t: TestApp;
  const logs: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    t = await createTestApp({
      env: { REDIS_URL: redis.url },
      configure: (config) => ({
        ...config,
        rateLimits: {
          ...config.rateLimits,
          globalPerIp: { max: 40, windowMs: 60_000 },
          contactPerIp: { max: 3, windowMs: 60_000 },
        },
      }),
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  let ipCounter = 0;
  const freshIp = () => `10.17.0.${++ipCounter}`;

  async function timed(url: string, ip = '10.17.1.1') {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
    return { status: res.statusCode, ms: Date.now() - started, body: res.json() as { data?: { redis?: string } } };
  }
  const redisState = async () => (await timed('/api/v1/ready')).body.data?.redis;
  const contact = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact',
      remoteAddress: ip,
      payload: { name: 'Ravi', email: `ravi.${ip}@example.com`, subject: 'Hello', message: 'Hello there' },
    });

  /** Every route keeps answering, quickly; the in-process limits hold, the global one included. */
  async function expectServedWithoutRedis() {
    for (const url of ['/api/v1/health', '/api/v1/ready', '/api/v1/jobs', '/api/v1/jobs?q=react', '/api/v1/stats/platform']) {
      const res = await timed(url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.ms, url).toBeLessThan(2000);
    }
    expect(await redisState()).toBe('degraded');

    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await contact(ip)).statusCode).toBe(201);
    const refused = await contact(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    const busy = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await timed('/api/v1/health', busy)).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  }

  async function expectSharedCountsAgain() {
    const before = Number((await redisCommand(redis.port, 'DBSIZE')).slice(1));
    expect((await contact(freshIp())).statusCode).toBe(201);
    const after = Number((await redisCommand(redis.port, 'DBSIZE')).slice(1));
    expect(after).toBeGreaterThan(before);
  }

  it('uses Redis while it answers', async () => {
    expect(await redisState()).toBe('up');
    await expectSharedCountsAgain();
  });

  it('stopped: routes answer (not 500) without waiting, limits run in process, and it comes back on its own', async () => {
    await redis.stop();
    await expectServedWithoutRedis();

    await redis.start();
    await eventually(async () => (await redisState()) === 'up', 5000, 'Redis to be used again');
    await expectSharedCountsAgain();
  });

  it('frozen (SIGSTOP): commands time out fast instead of hanging requests, and it comes back after SIGCONT', async () => {
    redis.freeze();
    try {
      // The first request notices (its commands time out); the next ones skip Redis.
      const first = await timed('/api/v1/jobs', freshIp());
      expect(first.status).toBe(200);
      expect(first.ms).toBeLessThan(2000);
      await expectServedWithoutRedis();
    } finally {
      redis.thaw();
    }
    await eventually(async () => (await redisState()) === 'up', 5000, 'Redis to be used again');
    await expectSharedCountsAgain();
  });

  it('logs each outage once and each recovery once, and never an unhandled ioredis error', () => {
    const down = logs.filter((l) => l.msg.includes('is not answering'));
    const back = logs.filter((l) => l.msg.includes('answers again'));
    expect(down).toHaveLength(2);
    expect(back).toHaveLength(2);
    // Without one, ioredis prints "[ioredis] Unhandled error event" on every reconnect attempt.
    expect(t.app.deps.redis!.listenerCount('error')).toBeGreaterThan(0);
  });
});
