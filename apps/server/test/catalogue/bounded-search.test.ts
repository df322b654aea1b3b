import type { JobListResponse } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCatalogueCacheEnabled } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import type { JobListRequest } from '../../src/modules/jobs/jobs.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { HOUR, NOW } from './fixtures.ts';
import { fromIndexAndSql } from './helpers.ts';

/**
 * A search's total is bounded as a list's (docs/product/catalogue.md#totals), in the index and in
 * SQL alike, and a search asked again stops walking its ranked jobs once its answer is settled past
 * the bound (docs/search.md#ranked-once). 100 jobs say "developer": 70 in their title, 30 in their
 * description only; Pune, Mumbai and Delhi in turn.
 */
const BOUND = 20;
const MINUTE = 60_000;
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await importJobs(t.db, [
    ...Array.from({ length: 100 }, (_, i) =>
      jobRow({
        externalId: `w-${i}`,
        title: i % 10 < 7 ? 'Backend Developer' : 'Platform Engineer',
        description: i % 10 < 7 ? 'Build and run the APIs behind our product.' : 'Build the tools every developer here uses.',
        location: ['Pune', 'Mumbai', 'Delhi'][i % 3]!,
        postedDate: new Date(NOW.getTime() - (i + 1) * MINUTE).toISOString(),
        expiryDate: new Date(NOW.getTime() + 30 * 24 * HOUR).toISOString(),
      }),
    ),
  ]);
  setCatalogueCacheEnabled({ database: t, now: () => NOW }, false);
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

/** The answer of the index, then of SQL, with the given count bound. */
const both = (request: JobListRequest, bound?: number) => fromIndexAndSql(t, request, NOW, bound);

const ids = (answer: JobListResponse) => answer.data.map((j) => j._id);

describe('a search past the count bound', () => {
  it('answers the bound as its total, flagged as an estimate, in the index as in SQL, with the jobs of the whole walk', async () => {
    const pages = [[1, 10], [3, 10], [6, 10], [8, 10], [2, 50], [1, 100]] as const;
    const requests: JobListRequest[] = [
      // Asked again: counted from the ranking's expiries (no other filter), or walked with the
      // filter and stopped once past the bound (two cities are no slice, so they are a filter).
      ...pages.map(([page, limit]) => ({ query: 'developer', filters: {}, page, limit })),
      ...pages.map(([page, limit]) => ({ query: 'developer', filters: { location: ['Pune', 'Mumbai'] }, page, limit })),
      { query: 'developer', filters: { location: ['Mumbai'] }, page: 2, limit: 20 },
      // Two words: every candidate scored, the count bounded afterwards.
      { query: 'backend developer', filters: { location: ['Pune', 'Delhi'] }, page: 4, limit: 10 },
    ];
    for (const request of requests) {
      const whole = (await both(request))[0];
      expect(whole.pagination.total, JSON.stringify(request)).toBeGreaterThan(BOUND);
      expect(whole.pagination.totalIsEstimate).toBeUndefined();
      // The first asking, then the second (ranked whole and kept).
      for (let asking = 0; asking < 2; asking += 1) {
        const [fromIndex, fromSql] = await both(request, BOUND);
        const label = `${JSON.stringify(request)}, asking ${asking + 1}`;
        expect(fromIndex.pagination, label).toEqual({ page: request.page, limit: request.limit, total: BOUND, totalPages: Math.ceil(BOUND / request.limit), totalIsEstimate: true });
        expect(fromSql.pagination, label).toEqual(fromIndex.pagination);
        expect(ids(fromIndex), label).toEqual(ids(whole));
        expect(ids(fromSql), label).toEqual(ids(whole));
      }
    }
  });

  it('stops the first asking of one word once its page is settled and its count past the bound, with the jobs of the whole walk', async () => {
    // Each filter below holds all 100 jobs and is its own slice, so each request is a first asking
    // (docs/search.md#walked-by-tier): walked newest first until the title's 70 jobs fill the page.
    const requests: JobListRequest[] = [
      { query: 'developer', filters: { type: ['Full-time'] }, page: 3, limit: 10 },
      { query: 'developer', filters: { workMode: ['hybrid'] }, page: 1, limit: 10 },
      { query: 'developer', filters: { domain: ['Backend Development'] }, page: 6, limit: 10 },
    ];
    for (const request of requests) {
      const [fromIndex, fromSql] = await both(request, BOUND);
      const label = JSON.stringify(request);
      expect(fromIndex.pagination, label).toEqual({ page: request.page, limit: request.limit, total: BOUND, totalPages: Math.ceil(BOUND / request.limit), totalIsEstimate: true });
      expect(fromSql.pagination, label).toEqual(fromIndex.pagination);
      expect(ids(fromIndex), label).toEqual(ids(fromSql));
      const whole = (await both(request))[1];
      expect(ids(fromIndex), label).toEqual(ids(whole));
      expect(ids(fromIndex).length, label).toBe(10);
    }
  });

  it('stops the first asking of several words once its page is settled and its count past the bound, with the jobs of the whole walk', async () => {
    // All 100 jobs in each filter below, each its own slice, so each request is a first asking
    // (docs/search.md#walked-by-score): "Backend Developer" in 70 titles has the best score there is,
    // so the walk newest first stops once the page's 50 kept jobs have it, past the bound.
    const index = await searchIndexFor({ database: t, now: () => NOW });
    // Asked twice, the second time past the 50 jobs kept with the first answer (docs/search.md#answers-kept):
    // settled at its first asking, it is walked again rather than ranked whole (docs/search.md#ranked-once).
    const askings: JobListRequest[][] = [
      [{ query: 'backend developer', filters: { type: ['Full-time'] }, page: 1, limit: 10 }, { query: 'backend developer', filters: { type: ['Full-time'] }, page: 6, limit: 10 }],
      [{ query: 'backend developer', filters: { workMode: ['hybrid'] }, page: 4, limit: 10 }, { query: 'backend developer', filters: { workMode: ['hybrid'] }, page: 6, limit: 10 }],
    ];
    for (const requests of askings) {
      const answers: JobListResponse[] = [];
      for (const request of requests) {
        const label = JSON.stringify(request);
        const before = index.walkStats().byScore;
        const [fromIndex, fromSql] = await both(request, BOUND);
        const walked = index.walkStats().byScore;
        expect(walked.searches - before.searches, label).toBe(1);
        expect(walked.settled - before.settled, label).toBe(1);
        expect(walked.read - before.read, label).toBeLessThan(100);
        expect(fromIndex.pagination, label).toEqual({ page: request.page, limit: request.limit, total: BOUND, totalPages: Math.ceil(BOUND / request.limit), totalIsEstimate: true });
        expect(fromSql.pagination, label).toEqual(fromIndex.pagination);
        expect(ids(fromIndex), label).toEqual(ids(fromSql));
        expect(ids(fromIndex).length, label).toBe(10);
        answers.push(fromIndex);
      }
      // The whole answer (asked a third time: ranked) has the same jobs on those pages.
      for (const [i, request] of requests.entries()) expect(ids(answers[i]!), JSON.stringify(request)).toEqual(ids((await both(request))[1]));
    }
    // Under a bound it cannot pass, the first asking in another slice of the same 100 jobs walks them all.
    const before = index.walkStats().byScore;
    const [exact, sql] = await both({ query: 'backend developer', filters: { domain: ['Backend Development'] }, page: 7, limit: 10 }, 150);
    const walked = index.walkStats().byScore;
    expect(walked.searches - before.searches).toBe(1);
    expect(walked.settled - before.settled).toBe(0);
    expect(walked.read - before.read).toBe(100);
    expect(exact.pagination.totalIsEstimate).toBeUndefined();
    expect(exact.pagination).toEqual(sql.pagination);
    expect(ids(exact)).toEqual(ids(sql));
  });

  it('stays exact below the bound and at it', async () => {
    // 30 jobs say "platform"; 34 of the 100 are in Pune.
    const cases: [JobListRequest, number][] = [
      [{ query: 'platform', filters: {}, page: 1, limit: 10 }, 30],
      [{ query: 'developer', filters: { location: ['Pune'] }, page: 1, limit: 10 }, 34],
    ];
    for (const [request, total] of cases) {
      const [fromIndex, fromSql] = await both(request, 40);
      expect(fromIndex.pagination, JSON.stringify(request)).toEqual({ page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) });
      expect(fromSql.pagination).toEqual(fromIndex.pagination);
      expect(ids(fromSql)).toEqual(ids(fromIndex));
    }
    const [atBound] = await both({ query: 'platform', filters: {}, page: 1, limit: 10 }, 30);
    expect(atBound.pagination).toEqual({ page: 1, limit: 10, total: 30, totalPages: 3 });
  });
});
