import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { BackgroundMail } from './mail/background.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics.ts';
import type { Payments } from './payments/payments.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RedisState } from './redis.ts';
import type { FileStorage } from './storage/storage.ts';

/*
 * What the modules are given, below the modules so that they need not import app.ts: app.ts builds
 * one AppDeps per app and is the top floor that nothing in src/ imports (docs/decisions/009).
 */

export const API_PREFIX = '/api/v1';
/**
 * A query through the app's handle that gets no answer in this long fails (503): a database host
 * that vanished mid-query would otherwise hold the request until TCP gives up, many minutes later.
 * API queries take milliseconds; migrations and jobs:import have no limit.
 */
export const API_QUERY_TIMEOUT_MS = 5_000;
/** JSON bodies are small forms; uploads get their own limit on their own route. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** What the modules use: one set of dependencies per app, so every test gets its own. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Mail sent after the answer (account codes and notices); drained on close. */
  backgroundMail: BackgroundMail;
  rateLimiter: RateLimiter;
  redis: Redis | undefined;
  /** What the dependencies answer right now, for /ready and metrics (docs/operations.md). */
  health: DependencyHealth;
  /** User files (avatars) under DATA_DIR/uploads, served at /uploads. */
  storage: FileStorage;
  /** Razorpay or the sandbox (config.payments.mode), and the secrets that verify their signatures. */
  payments: Payments;
  /** This app's Prometheus registry and counters (GET /metrics). */
  metrics: Metrics;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface DependencyHealth {
  /** `degraded`: REDIS_URL is set but Redis does not answer; rate limits run in process. */
  redis(): RedisState;
  /** One `select 1` (bounded by the connection timeout). */
  database(): Promise<'up' | 'down'>;
}
