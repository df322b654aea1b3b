import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cautionedDemoListings } from '../../src/modules/jobs/seed/cautioned-listings.ts';
import { generateDemoCatalogue } from '../../src/modules/jobs/seed/demo-catalogue.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { CatalogueCache, VERSION_CHECK_INTERVAL_MS } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { PLATFORM_STATS_TTL_MS } from '../../src/modules/stats/stats.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { api, list, type Paged } from './helpers.ts';

let t: TestApp;
let clock = NOW;
// What the seed imports: the generated catalogue and the listings that show the import's caution.
const demo = [...generateDemoCatalogue(NOW), ...cautionedDemoListings(NOW)];
const activeDemo = demo.filter((j) => new Date(j.expiryDate as string) > NOW);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await seedDemoCatalogue(t.database.db, NOW);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo catalogue through the API', () => {
  it('counts every active job, and pages through all of them exactly once', async () => {
    const first = await list(t, 'limit=100');
    expect(first.pagination).toEqual({ page: 1, limit: 100, total: activeDemo.length, totalPages: Math.ceil(activeDemo.length / 100) });
    const pages = [first];
    for (let page = 2; page <= first.pagination.totalPages; page += 1) pages.push(await list(t, `limit=100&page=${page}`));
    const seen = pages.flatMap((p) => p.data.map((j) => j._id));
    expect(new Set(seen).size).toBe(activeDemo.length);
    const dates = pages.flatMap((p) => p.data.map((j) => j.postedDate as string));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('orders categories largest first and features at most 3 by default', async () => {
    const categories = (await api(t, 'GET', '/jobs/category')).body.data as { _id: string; count: number }[];
    expect(categories.length).toBeGreaterThan(9);
    expect(categories.map((c) => c.count)).toEqual([...categories.map((c) => c.count)].sort((a, b) => b - a));
    const domainCounts = new Map<string, number>();
    for (const job of activeDemo) for (const d of job.domains as string[]) domainCounts.set(d, (domainCounts.get(d) ?? 0) + 1);
    for (const c of categories) expect(c.count, c._id).toBe(domainCounts.get(c._id));
    expect((await api(t, 'GET', '/jobs/featured')).body.data).toHaveLength(3);
  });
});

describe('answers from memory', () => {
  it('send exactly the bytes of the first answer, compressed once for each encoding the client accepts', async () => {
    const url = '/api/v1/jobs?limit=20&domain=Data%20Science';
    const fresh = await t.app.inject({ method: 'GET', url });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
    const hit = await t.app.inject({ method: 'GET', url });
    expect(hit.body).toBe(fresh.body);
    expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(fresh.body)));

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(fresh.body);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(fresh.body);

    const identity = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(fresh.body);
  });

  it('hold the same jobs as the database answers afresh', async () => {
    await list(t, 'limit=100');
    const hit = await list(t, 'limit=100'); // newest first, from memory
    // The same jobs read from the database: the oldest-first pages past the first 100, reversed.
    const oldest = [];
    for (let page = 2; (page - 1) * 100 < hit.pagination.total; page += 1) {
      oldest.push(...(await list(t, `limit=100&page=${page}&sortBy=postedDate&sortOrder=asc`)).data);
    }
    expect(oldest.slice(-100).reverse()).toEqual(hit.data);
  });
});

describe('counts after a change', () => {
  it('are never stale after importJobs: count, import more, count again', async () => {
    const before = await list(t, 'location=Pune&type=Internship');
    const unfiltered = await list(t, '');
    await importJobs(t.database.db, [
      jobRow({ externalId: 'cache-1', title: 'Cache Intern', location: 'pune', type: 'Internship', salaryMin: 0, salaryMax: 0, postedDate: NOW.toISOString(), expiryDate: '2027-03-01' }),
    ]);
    const after = await list(t, 'location=Pune&type=Internship');
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.data[0]!.title).toBe('Cache Intern');
    const unfilteredAfter = await list(t, '');
    expect(unfilteredAfter.pagination.total).toBe(unfiltered.pagination.total + 1);
    expect(unfilteredAfter.data[0]!.title).toBe('Cache Intern');
    expect((await api(t, 'GET', '/jobs/locations')).body.data).toEqual(expect.arrayContaining(['Pune']));
  });

  it('see a change made by another process within a second, on every page', async () => {
    const deep = await list(t, 'limit=10&page=20'); // beyond the pages kept in memory
    const firstPage = await list(t, '');
    // Another process (the import CLI, psql) changes the catalogue: the triggers bump the version, no in-process signal.
    const dayAgo = new Date(NOW.getTime() - 24 * 3600 * 1000).toISOString();
    const secondAgo = new Date(NOW.getTime() - 1000).toISOString();
    await t.database.db.execute(
      sql`UPDATE jobs SET posted_date = ${dayAgo}::timestamptz, expiry_date = ${secondAgo}::timestamptz WHERE external_id = 'cache-1'`,
    );
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 100));
    expect((await list(t, 'limit=10&page=20')).pagination.total).toBe(deep.pagination.total - 1);
    const fresh = await list(t, '');
    expect(fresh.pagination.total).toBe(firstPage.pagination.total - 1);
    expect(fresh.data[0]!.title).not.toBe('Cache Intern');
  });

  it('follow expiry with time, with no write at all', async () => {
    const soonest = activeDemo.map((j) => new Date(j.expiryDate as string).getTime()).sort((a, b) => a - b)[0]!;
    const before = await list(t, '');
    clock = new Date(soonest);
    try {
      const after = await list(t, '');
      const expiring = activeDemo.filter((j) => new Date(j.expiryDate as string).getTime() === soonest).length;
      expect(after.pagination.total).toBe(before.pagination.total - expiring);
    } finally {
      clock = NOW;
    }
    expect((await list(t, '')).pagination.total).toBe(before.pagination.total);
  });

  it('follow expiry with time in a search too: a cached answer ends when one of its jobs expires', async () => {
    const soonest = activeDemo.reduce((a, b) => (new Date(a.expiryDate as string) <= new Date(b.expiryDate as string) ? a : b));
    const at = new Date(soonest.expiryDate as string);
    const search = `query=${encodeURIComponent(soonest.title)}&limit=100`;
    const before = await list(t, search);
    expect(before.data.map((j) => j.title)).toContain(soonest.title);
    // Asked again just before the expiry: the same answer (from the cache or the index).
    clock = new Date(at.getTime() - 1);
    expect((await list(t, search)).pagination.total).toBe(before.pagination.total);
    clock = at;
    try {
      const after = await list(t, search);
      const expiresBy = (j: Paged['data'][number]) => new Date(j.expiryDate as string).getTime() <= at.getTime();
      const gone = before.data.filter(expiresBy).length;
      expect(gone).toBeGreaterThan(0);
      expect(after.pagination.total).toBe(before.pagination.total - gone);
      expect(after.data.some(expiresBy)).toBe(false);
    } finally {
      clock = NOW;
    }
    // The clock back: the job is live again.
    expect((await list(t, search)).pagination.total).toBe(before.pagination.total);
  });
});

describe('GET /stats/platform', () => {
  it('counts active jobs, hiring companies, verified users and this week\'s jobs, cached for at most 60 s', async () => {
    clock = new Date(NOW.getTime() + 5 * 60_000); // a moment of its own, so earlier tests cached nothing for it
    try {
      const active = (await list(t, '')).pagination.total;
      const stats = (await api(t, 'GET', '/stats/platform')).body.data as Record<string, number>;
      const weekAgo = clock.getTime() - 7 * 24 * 3600 * 1000;
      expect(stats).toEqual({
        totalJobs: active,
        totalCompanies: new Set(activeDemo.map((j) => j.company)).size,
        totalUsers: 0,
        newJobsThisWeek: activeDemo.filter((j) => new Date(j.postedDate as string).getTime() > weekAgo).length,
      });

      await t.database.db.execute(sql`
        INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
        VALUES ('asha@example.in', 'x', 'Asha', 'Rao', now()), ('ravi@example.in', 'x', 'Ravi', 'Kumar', NULL)`);
      clock = new Date(clock.getTime() + PLATFORM_STATS_TTL_MS - 1000);
      expect(((await api(t, 'GET', '/stats/platform')).body.data as Record<string, number>).totalUsers).toBe(0);
      clock = new Date(clock.getTime() + 1000);
      expect(((await api(t, 'GET', '/stats/platform')).body.data as Record<string, number>).totalUsers).toBe(1);
    } finally {
      clock = NOW;
    }
  });
});

describe('the version check', () => {
  it('is renewed ahead while requests come, so that none waits for it, and still sees another process within a second', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const cache = new CatalogueCache(t.database.db, () => clock);
    await cache.ensureFresh();
    expect(cache.checks).toEqual({ waited: 1, ahead: 0 });
    // A request every 100 ms for two and a half intervals: each finds the check younger than the interval.
    const steadyUntil = performance.now() + 2.5 * VERSION_CHECK_INTERVAL_MS;
    while (performance.now() < steadyUntil) {
      await cache.ensureFresh();
      await sleep(100);
    }
    expect(cache.checks.waited).toBe(1);
    expect(cache.checks.ahead).toBeGreaterThanOrEqual(2);

    // Another process bumps the version: a check made ahead, with no request waiting, observes it.
    const before = cache.version;
    await t.database.db.execute(sql`UPDATE catalogue_state SET version = version + 1 WHERE id = 1`);
    const seenBy = performance.now() + VERSION_CHECK_INTERVAL_MS;
    while (performance.now() < seenBy && cache.version === before) {
      await cache.ensureFresh();
      await sleep(50);
    }
    expect(cache.version).toBe(before + 1);
    expect(cache.checks.waited).toBe(1);
  });
});
