import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheFor } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { api } from './helpers.ts';

/**
 * An option list changes by time alone only when one of its values loses its last active job, and
 * is kept until then (docs/product/catalogue.md#option-lists): another job expiring reads nothing
 * again.
 */
const NOW = new Date('2026-12-01T00:00:00Z');
const first = new Date('2026-12-10T00:00:00Z'); // one of Pune's two jobs
const second = new Date('2026-12-20T00:00:00Z'); // Nashik's only job
const last = new Date('2027-01-31T00:00:00Z'); // Pune's other job

let t: TestApp;
let clock = NOW;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importJobs(t.database.db, [
    jobRow({ externalId: 'opt-1', location: 'Pune', company: 'Early Labs', domains: ['Design'], type: 'Internship', expiryDate: first.toISOString() }),
    jobRow({ externalId: 'opt-2', location: 'Nashik', company: 'Nashik Works', domains: ['Sales'], type: 'Contract', expiryDate: second.toISOString() }),
    jobRow({ externalId: 'opt-3', location: 'Pune', company: 'Late Labs', domains: ['Design'], type: 'Full-time', expiryDate: last.toISOString() }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const misses = () => catalogueCacheFor({ database: t.database, now: () => clock }).lookups.misses;
const options = async (path: string) => {
  const answer = await api(t, 'GET', `/jobs/${path}`);
  expect(answer.status).toBe(200);
  return answer.body.data as string[];
};

describe('option lists', () => {
  it('are kept past another job\'s expiry and read again when a value loses its last job', async () => {
    expect(await options('locations')).toEqual(['Nashik', 'Pune']);
    expect(await options('domains')).toEqual(['Design', 'Sales']);
    expect(await options('jobsTypes')).toEqual(['Contract', 'Full-time', 'Internship']);
    expect(await options('companies')).toEqual(['Early Labs', 'Late Labs', 'Nashik Works']);

    // One of Pune's jobs expired: the locations and the domains are the same values, answered from
    // memory; the types and the companies lost one each, read again.
    clock = first;
    const before = misses();
    expect(await options('locations')).toEqual(['Nashik', 'Pune']);
    expect(await options('domains')).toEqual(['Design', 'Sales']);
    expect(misses()).toBe(before);
    expect(await options('jobsTypes')).toEqual(['Contract', 'Full-time']);
    expect(await options('companies')).toEqual(['Late Labs', 'Nashik Works']);
    expect(misses()).toBe(before + 2);

    // Nashik's only job expired: every list drops its value.
    clock = second;
    expect(await options('locations')).toEqual(['Pune']);
    expect(await options('domains')).toEqual(['Design']);
    expect(await options('jobsTypes')).toEqual(['Full-time']);
    expect(await options('companies')).toEqual(['Late Labs']);

    // Pune's last job expired: nothing is left, and nothing kept says so until a job arrives.
    clock = last;
    const sitemap = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<loc>[^<]*\/jobs\/[^<]+<\/loc>/g)].length;
    };
    expect(await options('locations')).toEqual([]);
    expect(await options('category')).toEqual([]);
    expect(await sitemap()).toBe(0);
    const empty = misses();
    expect(await options('locations')).toEqual([]);
    expect(await options('category')).toEqual([]);
    expect(await sitemap()).toBe(0);
    expect(misses()).toBe(empty);
    await importJobs(t.database.db, [
      jobRow({ externalId: 'opt-4', location: 'Nagpur', domains: ['Sales'], expiryDate: new Date(last.getTime() + 86_400_000).toISOString() }),
    ]);
    expect(await options('locations')).toEqual(['Nagpur']);
    expect(await options('category')).toEqual([{ _id: 'Sales', count: 1 }]);
    expect(await sitemap()).toBe(1);
  });
});
