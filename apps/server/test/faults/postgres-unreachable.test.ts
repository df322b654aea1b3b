import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
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
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/${name}`, poolSize: 4 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-pg-unreachable-'));
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }), { database, logger: false });
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
});
