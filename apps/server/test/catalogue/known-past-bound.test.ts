import type { JobListResponse } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCatalogueCacheEnabled } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import type { JobListRequest } from '../../src/modules/jobs/jobs.service.ts';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { HOUR, NOW } from './fixtures.ts';
import { fromIndexAndSql } from './helpers.ts';

/**
 * A one-word search whose count is known past the bound before its walk (docs/search.md#known-past-the-bound)
 * stops once its page is settled, and one whose jobs not live now could bring it under the bound
 * counts them. Pune: 120 "Backend Developer" jobs, a quarter of them (30) expiring after a day, and
 * 40 "Platform Engineer" jobs whose description says "developer"; Mumbai: 40 "Backend Developer".
 * Every job's domain is Backend Development.
 */
const MINUTE = 60_000;
const DAY = 24 * HOUR;
let t: TestDatabase;

/** `count` jobs alike but for their place in time: the i-th posted `minutesAgo(i)` ago, expiring `days(i)` days after NOW. */
const family = (name: string, count: number, fields: { title: string; description: string; location: string }, minutesAgo: (i: number) => number, days: (i: number) => number) =>
  Array.from({ length: count }, (_, i) =>
    jobRow({
      externalId: `${name}-${i}`,
      ...fields,
      postedDate: new Date(NOW.getTime() - minutesAgo(i) * MINUTE).toISOString(),
      expiryDate: new Date(NOW.getTime() + days(i) * DAY).toISOString(),
    }),
  );

beforeAll(async () => {
  t = await createTestDatabase();
  const developer = { title: 'Backend Developer', description: 'Build and run the APIs behind our product.' };
  await importJobs(t.db, [
    ...family('pune-dev', 120, { ...developer, location: 'Pune' }, (i) => 2 * i + 1, (i) => (i % 4 === 3 ? 1 : 30)),
    ...family('pune-platform', 40, { title: 'Platform Engineer', description: 'Build the tools every developer here uses.', location: 'Pune' }, (i) => 6 * i + 2, () => 30),
    ...family('mumbai-dev', 40, { ...developer, location: 'Mumbai' }, (i) => 6 * i + 4, () => 30),
  ]);
  setCatalogueCacheEnabled({ database: t, now: () => NOW }, false);
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

const ids = (answer: JobListResponse) => answer.data.map((j) => j._id);

/** Asks a first asking through the index and SQL; returns both answers and what the walk by tier (or by score) did. */
async function firstAsking(request: JobListRequest, at: Date, bound: number, walk: 'byTier' | 'byScore' = 'byTier') {
  const index = await searchIndexFor({ database: t, now: () => at });
  const before = index.walkStats()[walk];
  const [fromIndex, fromSql] = await fromIndexAndSql(t, request, at, bound);
  const after = index.walkStats()[walk];
  return { fromIndex, fromSql, walks: after.searches - before.searches, read: after.read - before.read, settled: after.settled - before.settled };
}

describe('a one-word search known past the bound', () => {
  it('stops its walk once the page is settled, in a city and in the whole catalogue, with the jobs of SQL', async () => {
    const cases: [JobListRequest, number, number][] = [
      // 160 Pune jobs say "developer", all live: past 100 before any is walked. The page's 50 kept
      // jobs of the best tier (the title) are among Pune's first 70 or so; counting past the bound
      // would read more than 100.
      [{ query: 'developer', filters: { location: ['Pune'] }, page: 2, limit: 10 }, 100, 80],
      // 200 in all, past 150: the title's first 50 among the catalogue's first 70 or so.
      [{ query: 'developer', filters: {}, page: 1, limit: 10 }, 150, 90],
      // A city and a type (every job here is full-time), another word for a first asking: Pune's 160
      // full-time jobs say "develop" (stemmed), past 100, though the type is tested job by job.
      [{ query: 'develop', filters: { location: ['Pune'], type: ['Full-time'] }, page: 2, limit: 10 }, 100, 80],
      // A type alone: the 200 full-time jobs, past 150.
      [{ query: 'developer', filters: { type: ['Full-time'] }, page: 1, limit: 10 }, 150, 90],
    ];
    for (const [request, bound, most] of cases) {
      const label = JSON.stringify(request);
      const { fromIndex, fromSql, walks, read, settled } = await firstAsking(request, NOW, bound);
      expect(walks, label).toBe(1);
      expect(settled, label).toBe(1);
      expect(read, label).toBeLessThan(most);
      expect(fromIndex.pagination, label).toEqual({ page: request.page, limit: request.limit, total: bound, totalPages: Math.ceil(bound / request.limit), totalIsEstimate: true });
      expect(fromSql.pagination, label).toEqual(fromIndex.pagination);
      expect(ids(fromIndex), label).toEqual(ids(fromSql));
      expect(ids(fromIndex).length, label).toBe(10);
    }
  });

  it('stops the walk of several words once the page is settled when one word in the head passes the bound', async () => {
    // Either word in a job's head (title, skills, company, domains) covers the query: "backend" is in
    // all 160 Pune jobs' (their domain), past a bound of 100 before any job is walked. The 120 titled
    // "Backend Developer" have the best score there is, and the 50 kept with the page are the newest
    // of them, among Pune's first 70 or so; counting past the bound would read more than 100. With a
    // type too (every job here is full-time), the same, in other words: each a first asking.
    for (const filters of [{ location: ['Pune'] }, { location: ['Pune'], type: ['Full-time' as const] }]) {
      const request: JobListRequest = { query: filters.type ? 'backend develop' : 'backend developer', filters, page: 2, limit: 10 };
      const label = JSON.stringify(request);
      const { fromIndex, fromSql, walks, read, settled } = await firstAsking(request, NOW, 100, 'byScore');
      expect(walks, label).toBe(1);
      expect(settled, label).toBe(1);
      expect(read, label).toBeLessThan(80);
      expect(fromIndex.pagination, label).toEqual({ page: 2, limit: 10, total: 100, totalPages: 10, totalIsEstimate: true });
      expect(fromSql.pagination, label).toEqual(fromIndex.pagination);
      expect(ids(fromIndex), label).toEqual(ids(fromSql));
      expect(ids(fromIndex).length, label).toBe(10);
    }
  });

  it('counts every job when those not live could leave it under the bound, and passes over them', async () => {
    // Two days on, 30 of Pune's 160 jobs have expired. "backend" matches all 160 (every job's domain
    // is Backend Development): 130 are live, the exact total under a bound of 140, which the 160
    // matches alone would have passed.
    const later = new Date(NOW.getTime() + 2 * DAY);
    const request: JobListRequest = { query: 'backend', filters: { location: ['Pune'] }, page: 1, limit: 10 };
    const { fromIndex, fromSql, walks, settled } = await firstAsking(request, later, 140);
    expect(walks).toBe(1);
    expect(settled).toBe(0);
    expect(fromIndex.pagination).toEqual({ page: 1, limit: 10, total: 130, totalPages: 13 });
    expect(fromSql.pagination).toEqual(fromIndex.pagination);
    expect(ids(fromIndex)).toEqual(ids(fromSql));
    // The same in a city and a type (every job here is full-time; another word, for a first asking):
    // the jobs not live are counted per city and type too.
    const typed = await firstAsking({ query: 'backends', filters: { location: ['Pune'], type: ['Full-time'] }, page: 1, limit: 10 }, later, 140);
    expect(typed.walks).toBe(1);
    expect(typed.settled).toBe(0);
    expect(typed.fromIndex.pagination).toEqual({ page: 1, limit: 10, total: 130, totalPages: 13 });
    expect(typed.fromSql.pagination).toEqual(typed.fromIndex.pagination);
    expect(ids(typed.fromIndex)).toEqual(ids(typed.fromSql));
    // In the whole catalogue the floor (170 live) is under a bound of 180 that the 200 matches
    // would pass: the walk counts to the end, passing over the expired jobs, and finds 170.
    const whole = await firstAsking({ query: 'backend', filters: {}, page: 1, limit: 10 }, later, 180);
    expect(whole.settled).toBe(0);
    expect(whole.fromIndex.pagination).toEqual({ page: 1, limit: 10, total: 170, totalPages: 17 });
    expect(whole.fromSql.pagination).toEqual(whole.fromIndex.pagination);
    expect(ids(whole.fromIndex)).toEqual(ids(whole.fromSql));
    // Past a bound of 100 in Pune (130 live) the walk stops once settled (walked again: it settled at NOW,
    // docs/search.md#settled-walked-again), and its page has no expired job.
    const past = await firstAsking({ query: 'developer', filters: { location: ['Pune'] }, page: 3, limit: 10 }, later, 100);
    expect(past.settled).toBe(1);
    expect(past.fromIndex.pagination).toEqual({ page: 3, limit: 10, total: 100, totalPages: 10, totalIsEstimate: true });
    expect(past.fromSql.pagination).toEqual(past.fromIndex.pagination);
    expect(ids(past.fromIndex)).toEqual(ids(past.fromSql));
  });
});
