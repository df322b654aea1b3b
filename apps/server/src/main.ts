import { buildApp } from './app.ts';
import { ConfigError, loadConfig, processRuntime, type Config } from './config.ts';

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

  const app = await buildApp(config);

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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
