import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { API_QUERY_TIMEOUT_MS } from '../../src/platform/deps.ts';
import { loadConfig } from '../../src/config.ts';
import { driverOf, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { isUnavailableError } from '../../src/platform/errors.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test-db.ts';
import { TcpProxy } from './helpers.ts';

// The app reaches PostgreSQL through a proxy the test cuts: existing connections drop and new ones
// are accepted but never answered, as when the network to the database goes away.
describe.skipIf(testDbKind !== 'postgres')('PostgreSQL unreachable', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const rows = await testDb.db.execute<{ name: string; port: number }>(
      sql`select current_database() as name, inet_server_port() as port`,
    );
    const { name, port } = rows.rows[0]!;
    proxy = new TcpProxy('127.0.0.1', Number(port));
    await proxy.listen();
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/${name}`,
      poolSize: 4,
      queryTimeoutMs: API_QUERY_TIMEOUT_MS,
    });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-pg-unreachable-'));
    // No background task runner: its own queries on a frozen connection would hold a pool slot the checks below count.
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent', TASK_RUNNER: 'off' }), { database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDb?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let n = 0;
  async function contact() {
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/stats/contact',
      remoteAddress: `10.19.0.${++n}`,
      payload: { name: 'Ravi', email: `ravi${n}@example.com`, subject: 'Hi', message: 'Hello there' },
    });
    return { res, ms: Date.now() - started };
  }

  it('answers 503 with Retry-After within about 2 s, keeps /health, fails /ready, and recovers without a restart', async () => {
    expect((await contact()).res.statusCode).toBe(201);

    proxy.cut();
    for (let i = 0; i < 2; i++) {
      const { res, ms } = await contact();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(ms).toBeLessThan(3500);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(Date.now() - started).toBeLessThan(3500);

    proxy.restore();
    expect((await contact()).res.statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });

  it('fails a query on a connection that stopped answering after the query timeout, and recovers', async () => {
    expect((await contact()).res.statusCode).toBe(201);
    // Open connections in the pool, so that the transaction below gets one that then stops answering.
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    proxy.freeze();
    const { res, ms } = await contact();
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(API_QUERY_TIMEOUT_MS + 3000);

    // Inside a transaction the rollback fails at once instead of waiting out a second timeout.
    const started = Date.now();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isUnavailableError(failed)).toBe(true);
    expect(Date.now() - started).toBeLessThan(API_QUERY_TIMEOUT_MS + 3000);

    proxy.restore();
    // The connection that timed out left the pool; the others (and new ones) serve.
    for (let i = 0; i < 5; i++) expect((await contact()).res.statusCode).toBe(201);
    // …and no connection was left checked out by the failed transaction.
    const driver = driverOf(database);
    if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    expect(driver.pool.totalCount - driver.pool.idleCount).toBe(0);
  }, 30_000);
});
