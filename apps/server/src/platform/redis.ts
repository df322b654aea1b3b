import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** `off`: no REDIS_URL; `degraded`: configured but not answering, so in-process fallbacks are used. */
export type RedisState = 'up' | 'degraded' | 'off';

/**
 * The one Redis connection of an app, and whether it answers. Redis only holds shared rate-limit
 * counts, so when it is stopped, refused or frozen the site keeps working on in-process counts
 * (platform/rate-limit.ts) and comes back to Redis on its own (docs/operations.md).
 */
export interface RedisLink {
  /** Undefined when REDIS_URL is not set. */
  client: Redis | undefined;
  state(): RedisState;
  /** A command failed (refused, timed out): stop using Redis until it answers a PING again. */
  reportFailure(error: unknown): void;
  /** Resolves when the first connection is made, or false once it failed or `timeoutMs` passed. */
  firstConnection(timeoutMs: number): Promise<boolean>;
  /** Why Redis last failed (for the log line at start), if it did. */
  lastError(): string | undefined;
  close(): Promise<void>;
}

/** A command that gets no answer in this long fails, and the caller falls back (a frozen Redis). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnect attempts back off to this, so a restarted Redis is used again within about a second. */
const MAX_RECONNECT_DELAY_MS = 1_000;
/** While degraded on a connection that looks open (a frozen server), how often to PING it. */
const PROBE_INTERVAL_MS = 1_000;

/** The URL without its password, for log lines. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = 'redacted';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export function connectRedis(url: string | undefined, log: FastifyBaseLogger): RedisLink {
  if (!url) {
    return {
      client: undefined,
      state: () => 'off',
      reportFailure() {},
      firstConnection: async () => false,
      lastError: () => undefined,
      close: async () => {},
    };
  }

  const client = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Fail at once while disconnected instead of queueing every request's commands until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 4), MAX_RECONNECT_DELAY_MS),
  });

  let up = false;
  let attempted = false;
  let closing = false;
  let probe: NodeJS.Timeout | undefined;
  let lastError: string | undefined;
  const attemptWaiters = new Set<(connected: boolean) => void>();
  const settleAttempt = (connected: boolean) => {
    attempted = true;
    for (const resolve of attemptWaiters) resolve(connected);
    attemptWaiters.clear();
  };

  const markUp = () => {
    stopProbe();
    if (!up && attempted) log.info({ redis: redactRedisUrl(url) }, 'Redis answers again: rate limits are shared again');
    up = true;
    settleAttempt(true);
  };
  // Logged once per outage, never per request or per reconnect attempt (and not at all when the
  // first connection fails: buildApp says that in its own line).
  const markDown = (error: unknown) => {
    if (closing) return;
    lastError = error instanceof Error ? error.message : String(error);
    if (up) {
      log.warn(
        { redis: redactRedisUrl(url), reason: error instanceof Error ? error.message : String(error) },
        'Redis (REDIS_URL) is not answering: rate limits use in-process counts until it is back',
      );
    }
    up = false;
    settleAttempt(false);
    startProbe();
  };

  function startProbe() {
    if (probe) return;
    probe = setInterval(() => {
      // A closed connection comes back through ioredis' reconnects and the 'ready' event; an open
      // one that stopped answering (SIGSTOP, a full server) only a PING can show.
      if (client.status !== 'ready') return;
      client.ping().then(markUp, () => {});
    }, PROBE_INTERVAL_MS);
    probe.unref();
  }
  function stopProbe() {
    if (probe) clearInterval(probe);
    probe = undefined;
  }

  client.on('ready', markUp);
  // Without a listener ioredis prints "[ioredis] Unhandled error event" on every reconnect attempt.
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));

  return {
    client,
    state: () => (up ? 'up' : 'degraded'),
    lastError: () => lastError,
    reportFailure: markDown,
    firstConnection(timeoutMs) {
      if (attempted) return Promise.resolve(up);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          attemptWaiters.delete(done);
          resolve(false);
        }, timeoutMs);
        const done = (connected: boolean) => {
          clearTimeout(timer);
          resolve(connected);
        };
        attemptWaiters.add(done);
      });
    },
    async close() {
      closing = true;
      stopProbe();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
