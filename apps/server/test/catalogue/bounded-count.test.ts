import { COUNT_BOUND, type JobListResponse } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { HOUR, NOW } from './fixtures.ts';
import { api, idMaps } from './helpers.ts';

/**
 * A job list, with or without words to search, counts exactly up to a bound and answers "at least
 * the bound" past it (docs/product/catalogue.md#totals). The bound is lowered to 5 here, so 8 active
 * jobs are "5+".
 */
const BOUND = 5;
const MINUTE = 60_000;
let t: TestApp;
let clock = NOW;
let externalId: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, configure: (config) => ({ ...config, catalogueCountBound: BOUND }) });
  await importJobs(t.database.db, [
    // b-0 newest … b-7 oldest. Pune: b-0..b-5 (6, past the bound); Internship: b-0..b-4 (exactly the bound).
    ...Array.from({ length: 8 }, (_, i) =>
      jobRow({
        externalId: `b-${i}`,
        location: i < 6 ? 'Pune' : 'Mumbai',
        type: i < 5 ? 'Internship' : 'Full-time',
        postedDate: new Date(NOW.getTime() - (i + 1) * MINUTE).toISOString(),
        // Four of them close in two hours: then only 4 jobs are left, below the bound.
        expiryDate: new Date(NOW.getTime() + (i % 2 === 0 ? 2 * HOUR : 30 * 24 * HOUR)).toISOString(),
      }),
    ),
    // Expired jobs are never counted.
    ...Array.from({ length: 3 }, (_, i) =>
      jobRow({ externalId: `gone-${i}`, location: 'Pune', expiryDate: new Date(NOW.getTime() - HOUR).toISOString() }),
    ),
  ]);
  externalId = (await idMaps(t)).externalId;
});
afterAll(async () => {
  await t?.close();
});

const ext = (ids: { _id: string }[]) => ids.map((j) => externalId.get(j._id));

async function list(query: string): Promise<JobListResponse> {
  const res = await api(t, 'GET', `/jobs${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.data as JobListResponse;
}

describe('GET /jobs: a bounded total', () => {
  it('is 10,000 by default, not an environment setting', () => {
    expect(COUNT_BOUND).toBe(10_000);
    expect(loadConfig({ DATA_DIR: t.dataDir, SEED: 'none' }).catalogueCountBound).toBe(COUNT_BOUND);
  });

  it('answers the bound as the total, flagged as an estimate, when more jobs than the bound match', async () => {
    const page = await list('limit=2');
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: BOUND, totalPages: 3, totalIsEstimate: true });
    expect(ext(page.data)).toEqual(['b-0', 'b-1']);
    // The same answer again (now from the cache) still says so.
    expect((await list('limit=2')).pagination).toEqual(page.pagination);
    expect((await list('location=Pune')).pagination).toEqual({ page: 1, limit: 10, total: BOUND, totalPages: 1, totalIsEstimate: true });
  });

  it('stays exact, without the flag, below the bound and at it', async () => {
    expect((await list('location=Mumbai')).pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect((await list('type=Internship')).pagination).toEqual({ page: 1, limit: 10, total: BOUND, totalPages: 1 });
  });

  it('keeps paging past the bound: the jobs that are there, then an empty page, never an error', async () => {
    const pagination = { limit: 2, total: BOUND, totalPages: 3, totalIsEstimate: true };
    const third = await list('limit=2&page=3');
    expect(ext(third.data)).toEqual(['b-4', 'b-5']);
    const fourth = await list('limit=2&page=4');
    expect(ext(fourth.data)).toEqual(['b-6', 'b-7']);
    expect(fourth.pagination).toEqual({ page: 4, ...pagination });
    const fifth = await list('limit=2&page=5');
    expect(fifth.data).toEqual([]);
    expect(fifth.pagination).toEqual({ page: 5, ...pagination });
  });

  it('turns exact again once enough of the counted jobs have expired', async () => {
    expect((await list('')).pagination.totalIsEstimate).toBe(true);
    clock = new Date(NOW.getTime() + 3 * HOUR);
    try {
      const page = await list('');
      expect(page.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
      expect(ext(page.data)).toEqual(['b-1', 'b-3', 'b-5', 'b-7']);
    } finally {
      clock = NOW;
    }
  });

  it('bounds a search as a list (test/catalogue/bounded-search.test.ts: the index and SQL alike)', async () => {
    const page = await list('query=backend%20developer&limit=2');
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: BOUND, totalPages: 3, totalIsEstimate: true });
    expect((await list('query=backend%20developer&location=Mumbai')).pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });
});
