import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { driverOf, type DatabaseHandle, type DriverClient } from '../db/client.ts';
import { AppError, errorCodeOf } from './errors.ts';
import type { Mailer } from './mail/mailer.ts';

/** Where /metrics is served (outside the API prefix: no API rate limit, not in the OpenAPI document). */
export const METRICS_PATH = '/metrics';
/** A collect never waits longer than this for the database to answer its ping. */
const HEALTH_CHECK_TIMEOUT_MS = 1_000;

/** Read at scrape time; none of these may wait on the network for long (see HEALTH_CHECK_TIMEOUT_MS). */
export interface MetricsSources {
  database: DatabaseHandle;
  /** Undefined when no REDIS_URL is set (the gauge is then not exported at all). */
  redisUp?: () => boolean;
  /** Lookups of the catalogue cache so far (monotonic). */
  catalogueCache: () => { hits: number; misses: number };
  /** The catalogue cache's version checks so far, by whether a request waited for one (monotonic). */
  versionChecks: () => { waited: number; ahead: number };
  /** Rows of index-chosen list pages so far, by where they came from (monotonic). */
  listRows: () => { memory: number; database: number };
  /** Job pages asked for while the search index was loaded, by where their job came from (monotonic). */
  jobDetails: () => { memory: number; database: number };
  /** Jobs' list JSON written so far, while warming up or for a request (monotonic; one count for the process). */
  listJson: () => { warming: number; request: number };
  /** Signed-in viewers' match profiles asked for so far, by where they came from (monotonic). */
  matchProfiles: () => { memory: number; database: number };
  /** The search index's memo arena: its bytes, and its arrays so far by where they came from (monotonic while the index stands). */
  searchMemo: () => { bytes: number; arrays: { carved: number; reused: number; plain: number } };
}

type MailOutcome = 'sent' | 'failed';

/** The metrics of one app: its own registry, so the many apps of a test run never share counts. */
export interface Metrics {
  readonly registry: Registry;
  readonly mail: Counter<'kind' | 'outcome'>;
  /** Counts one answered request (route, status class, duration, error code). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';
const statusClass = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx` as StatusClass;

/** The route pattern (`/api/v1/jobs/:id`), never the raw address: one series per route, not per URL. */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return '(unmatched)';
  // The web build's hashed files are one route each (static.ts): one series for all, not new ones per deploy.
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

function driverKind(database: DatabaseHandle): DriverClient | undefined {
  try {
    return driverOf(database);
  } catch {
    return undefined; // a handle made elsewhere: no pool to report
  }
}

async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping().then(
      () => true,
      () => false,
    ), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createMetrics(sources: MetricsSources, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'pathway_' });

  const requests = new Counter({
    name: 'pathway_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'pathway_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'pathway_errors_total',
    help: 'Error answers, by the error code of their envelope.',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const quotaRefusals = new Counter({
    name: 'pathway_quota_refusals_total',
    help: 'Requests refused with QUOTA_EXCEEDED, by the route whose quota was spent.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: 'pathway_mail_total',
    help: 'Mail handed to the mail transport, by kind of message and outcome (sent or failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  const { database } = sources;
  const driver = driverKind(database);
  new Gauge({
    name: 'pathway_database_info',
    help: 'Which database the server uses (pglite: embedded, no pool).',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  new Gauge({
    name: 'pathway_database_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (no samples on PGlite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (driver?.kind !== 'postgres') return;
      this.set({ state: 'total' }, driver.pool.totalCount);
      this.set({ state: 'idle' }, driver.pool.idleCount);
      this.set({ state: 'waiting' }, driver.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'pathway_database_up',
    help: `1 when the database answered a ping within ${HEALTH_CHECK_TIMEOUT_MS} ms at scrape time, else 0.`,
    registers: [registry],
    async collect() {
      this.set((await databaseAnswers(database)) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'pathway_search_memo_arena_bytes',
    help: "Bytes of the slabs the search index's memos take their arrays from (allocated once, reused).",
    registers: [registry],
    collect() {
      this.set(sources.searchMemo().bytes);
    },
  });
  const { redisUp } = sources;
  if (redisUp) {
    new Gauge({
      name: 'pathway_redis_up',
      help: '1 when Redis answers, else 0 (rate limits then run in process). Absent without REDIS_URL.',
      registers: [registry],
      collect() {
        this.set(redisUp() ? 1 : 0);
      },
    });
  }
  // Counters the modules keep as plain counts (they know nothing of metrics), copied in at scrape
  // time: per counter, its label and each label value's count.
  const counted: [name: string, help: string, label: string, read: () => Record<string, number>][] = [
    ['pathway_catalogue_cache_lookups_total', 'Lookups of the in-process catalogue cache, by result (hit or miss).', 'result', () => {
      const { hits, misses } = sources.catalogueCache();
      return { hit: hits, miss: misses };
    }],
    ['pathway_catalogue_version_checks_total', 'Reads of the catalogue version by the catalogue cache: started by a request that waited for it, or ahead, in the background.', 'started', () => {
      const { waited, ahead } = sources.versionChecks();
      return { waiting: waited, ahead };
    }],
    // What is kept in memory beside the database, by where each read was answered from.
    ['pathway_list_rows_total', 'Rows of list pages the search index chose, by where they were read: kept in memory, or from the database.', 'from', sources.listRows],
    ['pathway_job_details_total', "Job pages (GET /jobs/:id) asked for while the search index was loaded, by where their job was read: a live job's row kept in memory with its description, or the catalogue cache and the database.", 'from', sources.jobDetails],
    ['pathway_list_json_written_total', "Jobs' JSON in list answers written (checked and serialised, then kept with the job), by when: while the server warmed up, or for a request.", 'when', sources.listJson],
    ['pathway_match_profiles_total', "Signed-in viewers' match profiles for lists and job pages, by where they came from: kept in memory, or from the database.", 'from', sources.matchProfiles],
    ['pathway_search_memo_arrays_total', "Arrays of the search index's memos, by where they came from: carved from the arena's slabs, reused after a memo let go of one, or plain (the arena full); restarts when the index is rebuilt.", 'from', () => sources.searchMemo().arrays],
  ];
  for (const [name, help, label, read] of counted) {
    new Counter({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      collect() {
        const counts = read();
        this.reset();
        for (const [value, count] of Object.entries(counts)) this.inc({ [label]: value }, count);
      },
    });
  }

  return {
    registry,
    mail,
    observe(request, reply) {
      const route = routeOf(request);
      if (route === METRICS_PATH) return;
      const labels = { method: request.method, route, status_class: statusClass(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      const code = errorCodeOf(reply);
      if (code) {
        errors.inc({ code });
        if (code === 'QUOTA_EXCEEDED') quotaRefusals.inc({ route });
      }
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Counts every answer (onResponse) and serves GET /metrics in Prometheus' text format: with a
 * bearer token when `token` is set, and not at all (404, as for any unknown address) when it is not.
 * Call before the routes are registered, on the root instance, so the hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim();
    if (!given || !sameSecret(given, token)) {
      throw new AppError('UNAUTHORIZED', 'The metrics need the bearer token set in METRICS_TOKEN.', undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}

/** The mailer with its deliveries counted by kind of message (`pathway_mail_total`). */
export function countMail(mailer: Mailer, metrics: Metrics): Mailer {
  const record = (kind: string, outcome: MailOutcome) => metrics.mail.inc({ kind, outcome });
  return {
    kind: mailer.kind,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (err) {
        record(mail.kind, 'failed');
        throw err;
      }
      record(mail.kind, 'sent');
    },
    close: () => mailer.close(),
  };
}
