import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheFor } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { READ_AHEAD_MS } from '../../src/modules/jobs/read-ahead.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { api } from './helpers.ts';

/**
 * The category counts and the sitemap are read an hour ahead of the clock
 * (docs/product/catalogue.md#read-ahead): a job expiring within that hour leaves them at its moment
 * without another reading of the catalogue, and each answer is the one the database gives at that
 * moment, asked directly.
 */
const NOW = new Date('2026-12-01T00:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

let t: TestApp;
let clock = NOW;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importJobs(t.database.db, [
    // 'Design' and 'design' are one category, named by its first spelling (byte order) with a job.
    jobRow({ externalId: 'ra-1', domains: ['Design'], postedDate: '2026-11-20T10:00:00Z', expiryDate: minutes(10).toISOString() }),
    jobRow({ externalId: 'ra-2', domains: ['design', 'Sales'], postedDate: '2026-11-21T10:00:00Z', expiryDate: minutes(60 * 48).toISOString() }),
    jobRow({ externalId: 'ra-3', domains: ['AI'], postedDate: '2026-11-22T10:00:00Z', expiryDate: minutes(20).toISOString() }),
    jobRow({ externalId: 'ra-4', domains: ['Sales'], postedDate: '2026-11-23T10:00:00Z', expiryDate: minutes(30).toISOString() }),
    // Leaves after the first reading's hour: the next reading sees it go.
    jobRow({ externalId: 'ra-5', domains: ['AI', 'Sales'], postedDate: '2026-11-24T10:00:00Z', expiryDate: minutes(75).toISOString() }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const misses = () => catalogueCacheFor({ database: t.database, now: () => clock }).lookups.misses;

/** The categories as the database counts them at the clock's moment, in one statement. */
async function countedNow() {
  const { rows } = await t.database.db.execute<{ name: string; count: number }>(sql`
    SELECT c.name, c.count FROM (
      SELECT min(name COLLATE "C") AS name, sum(n)::int AS count
      FROM (SELECT d AS name, count(*) AS n FROM jobs, unnest(jobs.domains) AS d WHERE expiry_date > ${clock} GROUP BY d) exact
      GROUP BY lower(name)
    ) c
    ORDER BY c.count DESC, c.name COLLATE "C"`);
  return rows.map((r) => ({ _id: r.name, count: Number(r.count) }));
}

/** The active jobs' ids, newest first, as the database lists them at the clock's moment. */
async function activeNow() {
  const { rows } = await t.database.db.execute<{ id: string }>(
    sql`SELECT id FROM jobs WHERE expiry_date > ${clock} ORDER BY posted_date DESC, id DESC`,
  );
  return rows.map((r) => r.id);
}

async function categories() {
  const answer = await api(t, 'GET', '/jobs/category');
  expect(answer.status).toBe(200);
  return answer.body.data as { _id: string; count: number }[];
}

async function sitemapIds() {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>[^<]*\/jobs\/([^<]+)<\/loc>/g)].map((m) => m[1]);
}

describe('categories and the sitemap, read ahead', () => {
  it('follow every expiry within the hour without reading the catalogue again, as the database counts', async () => {
    clock = NOW;
    expect(await categories()).toEqual([
      { _id: 'Sales', count: 3 },
      { _id: 'AI', count: 2 },
      { _id: 'Design', count: 2 },
    ]);
    expect(await categories()).toEqual(await countedNow());
    expect(await sitemapIds()).toEqual(await activeNow());
    expect(await sitemapIds()).toHaveLength(5);

    const read = misses();
    // Within the hour: 'Design' loses its only job (the category keeps 'design'), then AI one job,
    // then Sales one job; each moment answered from the reading, exactly.
    for (const at of [5, 10, 15, 20, 29, 30, 45, 59]) {
      clock = minutes(at);
      expect(await categories(), `categories at +${at} min`).toEqual(await countedNow());
      expect(await sitemapIds(), `sitemap at +${at} min`).toEqual(await activeNow());
    }
    expect(misses()).toBe(read);
    clock = minutes(30);
    expect(await categories()).toEqual([
      { _id: 'Sales', count: 2 },
      { _id: 'AI', count: 1 },
      { _id: 'design', count: 1 },
    ]);

    // Past the hour: read again (once each), and ra-5 leaves at +75 within the new reading's hour.
    for (const at of [61, 74, 75, 90]) {
      clock = minutes(at);
      expect(await categories(), `categories at +${at} min`).toEqual(await countedNow());
      expect(await sitemapIds(), `sitemap at +${at} min`).toEqual(await activeNow());
    }
    expect(misses()).toBe(read + 2);
    expect(await categories()).toEqual([
      { _id: 'Sales', count: 1 },
      { _id: 'design', count: 1 },
    ]);
  });

  it('are read again at once when a job changes, and hold for an hour from that reading', async () => {
    clock = minutes(100);
    await importJobs(t.database.db, [
      jobRow({ externalId: 'ra-6', domains: ['AI'], postedDate: '2026-11-25T10:00:00Z', expiryDate: minutes(130).toISOString() }),
    ]);
    expect(await categories()).toEqual(await countedNow());
    expect(await categories()).toContainEqual({ _id: 'AI', count: 1 });
    const read = misses();
    clock = minutes(130);
    expect(await categories()).toEqual(await countedNow());
    expect(await sitemapIds()).toEqual(await activeNow());
    expect(await categories()).not.toContainEqual(expect.objectContaining({ _id: 'AI' }));
    expect(misses()).toBe(read + 1); // the sitemap's first reading since the import
    clock = new Date(minutes(100).getTime() + READ_AHEAD_MS);
    expect(await categories()).toEqual(await countedNow());
    expect(misses()).toBe(read + 2);
  });
});
