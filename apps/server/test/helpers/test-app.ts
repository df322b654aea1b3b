import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildOptions, 'database' | 'logger'> {
  env?: Record<string, string>;
  /** Replaces parts of the parsed config, e.g. tighter rate limits. */
  configure?: (config: Config) => Config;
  logger?: FastifyServerOptions['logger'];
}

/** The real app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and its own DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-app-'));
  // No background task loop unless a test asks for one (TASK_RUNNER: 'on'); tests run due tasks with app.tasks.runDue().
  const base = loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent', TASK_RUNNER: 'off', ...options.env });
  const config = options.configure ? options.configure(base) : base;
  const database = await createTestDatabase();
  const { env: _env, configure: _configure, logger, ...build } = options;
  const app = await buildApp(config, { ...build, database, logger: logger ?? false });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
