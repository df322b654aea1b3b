import { buildApp } from './app.ts';
import { ConfigError, loadConfig, processRuntime, type Config } from './config.ts';
import { DataDirInUseError } from './db/client.ts';
import { isUnavailableError } from './platform/errors.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(undefined, processRuntime());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    // What an operator can act on gets one line, not a stack trace.
    const reason = startupFailure(err, config);
    if (!reason) throw err;
    console.error(reason);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive connections that finish their last request during shutdown would otherwise hold
    // the server open until they time out.
    const sweepIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    sweepIdle.unref();
    app.close().then(
      () => {
        app.log.info('closed cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  for (const warning of config.warnings) app.log.warn(warning);
  app.log.info(
    { url: config.publicUrl, database: app.deps.database.kind, mail: app.deps.mailer.kind, payments: config.payments.mode },
    'Pathway is ready',
  );
}

/** The URL without its password: where we tried to connect. */
function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return 'it';
  }
}

function startupFailure(err: unknown, config: Config): string | undefined {
  if (err instanceof DataDirInUseError) return err.message;
  if (config.databaseUrl && isUnavailableError(err)) {
    let root = err as Error;
    while (root.cause instanceof Error) root = root.cause;
    const code = (root as { code?: unknown }).code;
    const why = typeof code === 'string' ? code : root.message || root.name;
    return `DATABASE_URL: cannot connect to PostgreSQL at ${redactDatabaseUrl(config.databaseUrl)} (${why}). Is it running and reachable?`;
  }
  const code = (err as { code?: unknown }).code;
  if (config.databaseUrl && typeof code === 'string' && (/^28/.test(code) || code === '3D000')) {
    // Wrong password or user (28xxx), or no such database (3D000).
    return `DATABASE_URL: PostgreSQL at ${redactDatabaseUrl(config.databaseUrl)} refused the connection: ${(err as Error).message}`;
  }
  return undefined;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
