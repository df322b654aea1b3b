import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf } from '../../src/db/client.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { isUnavailableError } from '../../src/platform/errors.ts';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { jobRow } from '../db/helpers.ts';
import { setPlan, signedUp } from '../user-area/helpers.ts';
import { testDbKind } from '../test-db.ts';
import { sleep } from './helpers.ts';

// What a failover, a restart, PgBouncer or idle_session_timeout does to the API's connections:
// PostgreSQL ends them (57P01), some in the middle of a query, some between two statements of a transaction.
describe.skipIf(testDbKind !== 'postgres')('PostgreSQL terminates the API connections', () => {
  let a: Accounts;
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;
  let viewer: Awaited<ReturnType<typeof signedUp>>;
  let freeViewer: Awaited<ReturnType<typeof signedUp>>;
  let jobIds: string[];

  beforeAll(async () => {
    a = await startAccounts();
    t = a.t;
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
    const ids = await t.database.db.execute<{ id: string }>(sql`select id from jobs order by posted_date desc`);
    jobIds = ids.rows.map((row) => row.id);
    // Premium reads any number of job pages; a free account counts its views (5 a month) in the database.
    viewer = await signedUp(a);
    await setPlan(a, viewer.userId, { tier: 'premium', status: 'active', expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    freeViewer = await signedUp(a);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await a?.close();
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
    const pages: number[] = [];
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
              : kind === 3
                ? // A signed-in job page of varied jobs: the session's read, then a kept row, the catalogue cache or the database.
                  await viewer.api('GET', `/jobs/${jobIds[n % jobIds.length]}`)
                : kind === 4
                  ? // The same three jobs on the Free plan: each view is counted once, in a transaction.
                    await freeViewer.api('GET', `/jobs/${jobIds[n % 3]}`)
                  : await t.app.inject({
                  method: 'POST',
                  url: '/api/v1/stats/contact',
                  remoteAddress: ip,
                  payload: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hi', message: 'Hello there' },
                });
        statuses.push(res.statusCode);
        if (kind >= 3) pages.push(res.statusCode);
        if (res.statusCode === 503) expect(res.headers['retry-after']).toBeDefined();
        await sleep(10); // a steady load, not a busy loop on a shared machine
      }
    };
    // The first list pages keep their rows beside the search index: some job pages are read from them.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs' })).statusCode).toBe(200);
    const clients = [0, 1, 2, 0, 3, 4].map(client);
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
    // A session that could not be read is not a signed-out user: 503, never 401 (the app would sign them out).
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(pages).toContain(200);

    for (const url of ['/api/v1/jobs', '/api/v1/jobs?query=react%20devloper', '/api/v1/ready']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (const id of [jobIds[0], jobIds.at(-1)]) expect((await viewer.api('GET', `/jobs/${id}`)).statusCode, id).toBe(200);
    // Each of the three jobs the free account opened is counted once: no view lost, none counted twice.
    const views = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from job_views where user_id = ${freeViewer.userId}`);
    expect(views.rows[0]!.n).toBe(3);
    // No connection was left checked out by a request that failed (a pool slot lost for good).
    const driver = driverOf(t.database);
    if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    expect(driver.pool.totalCount - driver.pool.idleCount).toBe(0);
  });
});
