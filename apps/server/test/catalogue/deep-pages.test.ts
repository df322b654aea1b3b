import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { HOUR, NOW } from './fixtures.ts';
import { list } from './helpers.ts';

/**
 * Deep pages (past the first 100 results) in postedDate order start from a remembered cursor (a
 * keyset seek) once a request has found where they start. These tests read every deep page twice,
 * the second time by the cursors the first pass left, and compare both with the database's own order.
 */
let t: TestApp;
let clock = NOW;
const MINUTE = 60_000;
const JOBS = 260;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importJobs(
    t.database.db,
    Array.from({ length: JOBS }, (_, i) =>
      jobRow({
        externalId: `deep-${i}`,
        location: i % 2 === 0 ? 'Pune' : 'Mumbai',
        type: i % 3 === 0 ? 'Internship' : 'Full-time',
        // One a minute, newest first; 130–132 share a moment, so the id decides their order across a page boundary.
        postedDate: new Date(NOW.getTime() - (i >= 130 && i <= 132 ? 130 : i) * MINUTE).toISOString(),
        expiryDate: i === 50 ? new Date(NOW.getTime() + 2 * HOUR).toISOString() : '2027-06-30T00:00:00Z',
      }),
    ),
  );
  // Rows 119 and 120 (offsets, newest first) differ by a microsecond only: a cursor kept at millisecond
  // precision would skip or repeat one of them at the page boundary between them.
  await t.database.db.execute(sql`
    UPDATE jobs SET posted_date = ${new Date(NOW.getTime() - 119 * MINUTE).toISOString()}::timestamptz + interval '2 microseconds'
    WHERE external_id = 'deep-119'`);
  await t.database.db.execute(sql`
    UPDATE jobs SET posted_date = ${new Date(NOW.getTime() - 119 * MINUTE).toISOString()}::timestamptz + interval '1 microsecond'
    WHERE external_id = 'deep-120'`);
});
afterAll(async () => {
  await t?.close();
});

/** Every active job id in the list's order, straight from the database. */
async function expectedOrder(direction: 'asc' | 'desc', filter = sql`TRUE`): Promise<string[]> {
  const dir = sql.raw(direction);
  const result = await t.database.db.execute<{ id: string }>(sql`
    SELECT id FROM jobs WHERE expiry_date > ${clock.toISOString()}::timestamptz AND ${filter}
    ORDER BY posted_date ${dir}, id ${dir}`);
  return result.rows.map((r) => r.id);
}

/** Pages 11 and up (offset 100 and more) at 10 a page, as the API answers them. */
async function deepPages(query: string, total: number): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 11; (page - 1) * 10 < total; page += 1) {
    const answer = await list(t, `${query}${query ? '&' : ''}page=${page}&limit=10`);
    expect(answer.pagination.total).toBe(total);
    pages.push(answer.data.map((j) => j._id));
  }
  return pages;
}

const slices = (ids: string[]) => {
  const out: string[][] = [];
  for (let offset = 100; offset < ids.length; offset += 10) out.push(ids.slice(offset, offset + 10));
  return out;
};

describe('deep pages in postedDate order', () => {
  it('are the same read by offset and then by the remembered cursors, newest and oldest first', async () => {
    const newest = await expectedOrder('desc');
    expect(newest).toHaveLength(JOBS);
    expect(await deepPages('', JOBS)).toEqual(slices(newest));
    expect(await deepPages('', JOBS)).toEqual(slices(newest));

    const oldest = await expectedOrder('asc');
    expect(await deepPages('sortBy=postedDate&sortOrder=asc', JOBS)).toEqual(slices(oldest));
    expect(await deepPages('sortBy=postedDate&sortOrder=asc', JOBS)).toEqual(slices(oldest));
  });

  it('are the same by cursor with a filter, concurrently too', async () => {
    const pune = await expectedOrder('desc', sql`lower(location) = 'pune'`);
    const twice = await Promise.all([deepPages('location=pune', pune.length), deepPages('location=Pune', pune.length)]);
    expect(twice).toEqual([slices(pune), slices(pune)]);
    expect(await deepPages('location=Pune', pune.length)).toEqual(slices(pune));
  });

  it('share one prepared statement per shape, whatever the values', async () => {
    const mumbai = await expectedOrder('desc', sql`lower(location) = 'mumbai'`);
    const internships = await expectedOrder('desc', sql`type = 'Internship'`);
    const both = await expectedOrder('desc', sql`type IN ('Internship', 'Full-time')`);
    for (let round = 0; round < 2; round += 1) {
      expect((await list(t, 'location=Mumbai&limit=100')).data.map((j) => j._id)).toEqual(mumbai.slice(0, 100));
      expect((await list(t, 'location=Mumbai&limit=10&page=11')).data.map((j) => j._id)).toEqual(mumbai.slice(100, 110));
      expect((await list(t, 'type=Internship&limit=10&page=3')).data.map((j) => j._id)).toEqual(internships.slice(20, 30));
      expect((await list(t, 'type=Internship,Full-time&limit=10&page=3')).data.map((j) => j._id)).toEqual(both.slice(20, 30));
    }
  });

  it('never seek from a cursor after an import, a change by another process, or an expiry', async () => {
    await deepPages('', JOBS); // remember every cursor
    const page = async () => (await list(t, 'page=15&limit=10')).data.map((j) => j._id);

    // An import in this process: one job newer than all shifts every page by one.
    await importJobs(t.database.db, [jobRow({ externalId: 'deep-new', postedDate: NOW.toISOString(), expiryDate: '2027-06-30T00:00:00Z' })]);
    expect(await page()).toEqual((await expectedOrder('desc')).slice(140, 150));

    // Another process moves a job from the front to the back: no in-process signal, only the version, seen within a second.
    await page();
    await t.database.db.execute(sql`UPDATE jobs SET posted_date = posted_date - interval '30 days' WHERE external_id = 'deep-new'`);
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 100));
    expect(await page()).toEqual((await expectedOrder('desc')).slice(140, 150));

    // Time passes: job 50 expires with no write at all, and every later row moves up by one.
    await page();
    clock = new Date(NOW.getTime() + 2 * HOUR);
    try {
      const after = await expectedOrder('desc');
      expect(after).toHaveLength(JOBS); // 261 jobs, one expired
      expect(await page()).toEqual(after.slice(140, 150));
    } finally {
      clock = NOW;
    }
  });
});
