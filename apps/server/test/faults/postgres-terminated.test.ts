import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf } from '../../src/db/client.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { isUnavailableError } from '../../src/platform/errors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { jobRow } from '../db/helpers.ts';
import { testDbKind } from '../test-db.ts';
import { sleep } from './helpers.ts';

// What a failover, a restart, PgBouncer or idle_session_timeout does to the API's connections:
// PostgreSQL ends them (57P01), some in the middle of a query, some between two statements of a transaction.
describe.skipIf(testDbKind !== 'postgres')('PostgreSQL terminates the API connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    t = await createTestApp();
    // Enough jobs for a text search to read pages past the ones kept in memory (page 11 on).
    const now = Date.now();
    await importJobs(
      t.database.db,
      Array.from({ length: 160 }, (_, i) =>
        jobRow({
          title: i % 2 ? 'React Developer' : 'Backend Developer',
          skills: ['React', 'Node.js'],
          postedDate: new Date(now - (i + 1) * 60_000).toISOString(),
          expiryDate: new Date(now + 30 * 86_400_000).toISOString(),
        }),
      ),
    );
    const rows = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    dbName = rows.rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const terminate = async () => {
    const res = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'pathway' and datname = $1`,
      [dbName],
    );
    return res.rows[0]!.n;
  };

  it('fails a transaction caught between two statements, without killing the process', async () => {
    let ended: unknown;
    const tx = t.database.db
      .transaction(async (inner) => {
        await inner.execute(sql`select 1`);
        // The connection is checked out and idle here: its error has nobody waiting for a result.
        await sleep(500);
        await inner.execute(sql`select 2`);
      })
      .catch((err: unknown) => (ended = err));
    await sleep(200);
    expect(await terminate()).toBeGreaterThan(0);
    await tx;
    expect(ended).toBeDefined();
    expect(isUnavailableError(ended)).toBe(true);
    // The next query gets a fresh connection.
    await t.database.db.execute(sql`select 1`);
  });

  it('answers 503 (never 500) while connections are ended under load, and serves again afterwards', async () => {
    const statuses: number[] = [];
    let running = true;
    let n = 0;
    const client = async (kind: number) => {
      while (running) {
        const ip = `10.18.${kind}.${(n++ % 250) + 1}`;
        const res =
          kind === 0
            ? // A text search past the cached pages: the vocabulary, the query's plan and a transaction every time.
              await t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=react%20devloper&page=${11 + (n % 5)}`, remoteAddress: ip })
            : kind === 1
              ? await t.app.inject({ method: 'GET', url: '/api/v1/jobs', remoteAddress: ip })
              : await t.app.inject({
                  method: 'POST',
                  url: '/api/v1/stats/contact',
                  remoteAddress: ip,
                  payload: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hi', message: 'Hello there' },
                });
        statuses.push(res.statusCode);
        if (res.statusCode === 503) expect(res.headers['retry-after']).toBeDefined();
        await sleep(10); // a steady load, not a busy loop on a shared machine
      }
    };
    const clients = [0, 1, 2, 0].map(client);
    let terminated = 0;
    for (let round = 0; round < 6; round++) {
      await sleep(150);
      terminated += await terminate();
    }
    running = false;
    await Promise.all(clients);
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);

    for (const url of ['/api/v1/jobs', '/api/v1/jobs?query=react%20devloper', '/api/v1/ready']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    // No connection was left checked out by a request that failed (a pool slot lost for good).
    const driver = driverOf(t.database);
    if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    expect(driver.pool.totalCount - driver.pool.idleCount).toBe(0);
  });
});
