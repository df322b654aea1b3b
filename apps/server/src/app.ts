import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { APP_VERSION } from '@pathway/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoCatalogue } from './modules/jobs/seed/seed.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { consoleRoutes } from './modules/admin/console.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { trackerRoutes } from './modules/applications/tracker.routes.ts';
import { calendarRoutes } from './modules/deadlines/calendar.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { catalogueCacheFor, setCatalogueCacheEnabled } from './modules/jobs/catalogue-cache.ts';
import { listJsonWritten, warmGuestListJson } from './modules/jobs/catalogue-response.ts';
import { listRowsFor } from './modules/jobs/list-rows.ts';
import { keptCriteriaFor } from './modules/jobs/matches/matches.service.ts';
import { listenForCatalogueChanges } from './modules/jobs/catalogue-listener.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { warmSearches } from './modules/jobs/jobs.service.ts';
import { linkCheckSchedules, linkCheckTaskHandlers } from './modules/listing-health/link-checker.service.ts';
import { listingHealthRoutes } from './modules/listing-health/listing-health.routes.ts';
import { searchMemoArena, setSearchIndexEnabled, warmSearchIndex } from './modules/jobs/search/search-index.service.ts';
import { warmSearchWords } from './modules/jobs/search/search.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { sandboxRoutes } from './modules/orders/sandbox.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { REMINDER_BATCH_SCHEDULE, reminderTaskHandlers } from './modules/reminders/reminders.service.ts';
import { savedJobsRoutes } from './modules/saved-jobs/saved-jobs.routes.ts';
import { ALERT_DAILY_SCHEDULE, ALERT_INSTANT_INTERVAL, alertTaskHandlers } from './modules/saved-searches/alerts.service.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { seoHtmlRoutes, seoRoutes } from './modules/seo/seo.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { webDistDir as defaultWebDistDir } from './paths.ts';
import { API_PREFIX, API_QUERY_TIMEOUT_MS, BODY_LIMIT_BYTES, type AppDeps } from './platform/deps.ts';
import { AppError, registerErrorHandling } from './platform/errors.ts';
import { validatorCompiler } from './platform/http/query-validation.ts';
import { loggerOptions, requestLogger } from './platform/logging.ts';
import { createBackgroundMail } from './platform/mail/background.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { countMail, createMetrics, registerMetrics } from './platform/metrics.ts';
import { createPayments, type PaymentsOptions } from './platform/payments/payments.ts';
import { TEST_MODE_RIBBON_HTML } from './platform/payments/test-mode-ribbon.ts';
import { createFallbackRateLimiter, fallbackRateLimitStore } from './platform/rate-limit.ts';
import { connectRedis, redactRedisUrl } from './platform/redis.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { createLocalStorage } from './platform/storage/storage.ts';
import { createTaskRunner } from './platform/tasks/task-runner.ts';
import { registerUploads } from './platform/storage/uploads.routes.ts';
import { registerWebApp } from './platform/static.ts';

export interface BuildOptions {
  /** A database opened (and migrated) by the caller; the app then leaves it open on close. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  now?: () => Date;
  /** Internal payment knobs: Razorpay's base URL, sandbox webhook delays (tests). */
  payments?: PaymentsOptions;
  webDistDir?: string;
  /** Pino options or false; tests pass false to keep output quiet. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app (API + SPA) without listening; `main.ts` listens, tests use `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count is valid at run time (proxy-addr) but missing from Fastify's option types.
    trustProxy: config.trustProxy as boolean | string,
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory: requestLogger,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  let database = options.database;
  if (!database) {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      lockOwner: 'the server',
      queryTimeoutMs: API_QUERY_TIMEOUT_MS,
      onPoolError: (err) => app.log.warn({ reason: err.message }, 'a database connection failed; the next query opens a new one'),
    });
    try {
      await runMigrations(database);
      if (config.seed === 'demo') {
        const result = await seedDemoCatalogue(database.db);
        if (result.seeded) app.log.info({ jobs: result.jobs, companies: result.companies }, 'seeded the demo catalogue');
      }
    } catch (err) {
      await database.close();
      throw err;
    }
  }

  const redisLink = connectRedis(config.redisUrl, app.log);
  const redis = redisLink.client;
  // Starting without Redis is allowed (rate limits run in process until it answers); say so once.
  if (config.redisUrl && !(await redisLink.firstConnection(1_500))) {
    app.log.warn(
      { reason: redisLink.lastError() ?? 'no answer' },
      `REDIS_URL ${redactRedisUrl(config.redisUrl)} is not reachable: starting with in-process rate limits, retrying in the background`,
    );
  }
  const metrics = createMetrics(
    {
      database,
      // A frozen Redis keeps its connection 'ready'; the link knows whether it answers.
      redisUp: redis ? () => redisLink.state() === 'up' : undefined,
      catalogueCache: () => catalogueCacheFor(deps).lookups,
      versionChecks: () => catalogueCacheFor(deps).checks,
      listRows: () => listRowsFor(deps.database.db).reads,
      jobDetails: () => listRowsFor(deps.database.db).details,
      listJson: () => listJsonWritten,
      matchProfiles: () => keptCriteriaFor(deps).reads,
      searchMemo: () => searchMemoArena(deps),
    },
    // Process metrics (CPU, memory, event loop) only where someone can scrape them.
    { processMetrics: Boolean(config.metricsToken) },
  );
  const mailer = countMail(options.mailer ?? createMailer(config, app.log), metrics);
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const deps: AppDeps = {
    config,
    database,
    mailer,
    backgroundMail: createBackgroundMail(mailer),
    rateLimiter: createFallbackRateLimiter(redisLink),
    redis,
    health: {
      redis: () => redisLink.state(),
      database: () => database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    },
    storage,
    payments: createPayments(config, options.payments ?? {}, app.log, database.db),
    metrics,
    now: options.now ?? (() => new Date()),
  };
  app.decorate('deps', deps);
  setCatalogueCacheEnabled(deps, config.catalogueCache);
  setSearchIndexEnabled(deps, config.searchIndex);
  // On PostgreSQL, other processes' catalogue changes reach this one's caches as they commit.
  const catalogueListener = listenForCatalogueChanges(database, catalogueCacheFor(deps), app.log);
  // A listening server loads its search index at once, so no search waits for it (injected test apps never listen).
  app.addHook('onListen', async () => {
    if (config.searchIndex) {
      warmSearchIndex(deps, app.log, { words: warmSearchWords, rowsJson: (d) => warmGuestListJson(d.database.db), searches: warmSearches });
    }
  });

  // Background tasks (reminder mails): every process runs a runner unless TASK_RUNNER=off; the queue
  // keeps two from doing the same task (docs/decisions/013-task-queue.md).
  const taskRunner = createTaskRunner({
    db: database.db,
    now: deps.now,
    log: app.log,
    handlers: { ...reminderTaskHandlers(deps), ...alertTaskHandlers(deps), ...linkCheckTaskHandlers(deps) },
    schedules: [REMINDER_BATCH_SCHEDULE, ALERT_DAILY_SCHEDULE, ...linkCheckSchedules(deps)],
    intervals: [ALERT_INSTANT_INTERVAL],
    pollMs: config.tasks.pollMs,
  });
  app.decorate('tasks', taskRunner);
  app.addHook('onReady', async () => {
    if (config.tasks.runner) taskRunner.start();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onClose', async () => {
    // First: the task running now finishes while the mailer and the database are still open.
    await taskRunner.stop();
    await catalogueListener.stop();
    deps.rateLimiter.close();
    // Sandbox webhooks still on their way are delivered now, while the database is open.
    await deps.payments.sandboxWebhooks.flush();
    await deps.backgroundMail.drain();
    deps.mailer.close();
    await redisLink.close();
    if (ownsDatabase) await database.close();
  });

  registerErrorHandling(app);
  // Before the routes: its onResponse hook counts every one of them.
  registerMetrics(app, metrics, config.metricsToken);
  await registerAuth(app);
  await registerSecurityHeaders(app);
  // Text answers (scripts, styles, HTML, JSON) over 1 KB go out compressed when the client asks for it:
  // at cheap levels, since this runs per request (the web build's files come precompressed, static.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pathway API', version: APP_VERSION, description: 'Jobs and internships for students in India.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        max: config.rateLimits.globalPerIp.max,
        timeWindow: config.rateLimits.globalPerIp.windowMs,
        // Redis while it answers, in process while it does not: an outage must not fail every request.
        store: fallbackRateLimitStore(redisLink, 'pathway:rl:global:'),
        errorResponseBuilder: (_request, context) =>
          new AppError('RATE_LIMITED', `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
      });
      api.setNotFoundHandler((request) => {
        throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}.`);
      });
      await api.register(systemRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(profileRoutes);
      await api.register(savedJobsRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(applicationsRoutes);
      await api.register(trackerRoutes);
      await api.register(calendarRoutes);
      await api.register(jobsRoutes);
      await api.register(listingHealthRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(ordersRoutes);
      await api.register(sandboxRoutes);
      await api.register(companiesRoutes);
      await api.register(statsRoutes);
      await api.register(remindersRoutes);
      await api.register(consoleRoutes, { prefix: '/admin' });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  await app.register(seoRoutes);
  await registerUploads(app, storage);
  await registerWebApp(app, options.webDistDir ?? defaultWebDistDir, {
    htmlRoutes: seoHtmlRoutes(app),
    ...(config.payments.testModeRibbon ? { bodyBanner: TEST_MODE_RIBBON_HTML } : {}),
  });
  return app;
}
