import type { JobListResponse } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCatalogueCacheEnabled } from '../../src/modules/jobs/catalogue-cache.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { listJobs, type JobListRequest } from '../../src/modules/jobs/jobs.service.ts';
import { setSearchIndexEnabled } from '../../src/modules/jobs/search/search-index.service.ts';
import { readQuery } from '../../src/modules/jobs/search/search.service.ts';
import { JUDGED_AT, loadJudgedCatalogue } from '../relevance/evaluate.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * What the search keeps between requests (docs/search.md#plans-read-once and #answers-kept): the plan
 * of a query read before, and the first jobs of an answer. Neither may outlive what it was made from:
 * a job that expires leaves the kept answers, and a word only that job had leaves the kept plan.
 */
let t: TestDatabase;
let now = JUDGED_AT;
/** The id of the job that expires soon. */
let soonId = '';
const deps = () => ({ database: t, now: () => now });
const HOUR = 60 * 60 * 1000;
/** Expire an hour after JUDGED_AT: the tests move the clock past them. */
const SOON = new Date(JUDGED_AT.getTime() + HOUR);

beforeAll(async () => {
  t = await createTestDatabase();
  await loadJudgedCatalogue(t);
  await importJobs(t.db, [
    // A developer job among the newest, so that it stands on the first pages of "developer"; the
    // word "quokkaware" is in its description alone, which the vocabulary does not read.
    jobRow({
      externalId: 'kept-soon',
      title: 'Backend Developer',
      company: 'Tessellate Works',
      location: 'Pune',
      skills: ['Node.js', 'PostgreSQL'],
      domains: ['Backend Development'],
      description: 'Build the quokkaware services that route parcels across Maharashtra.',
      postedDate: new Date(JUDGED_AT.getTime() - HOUR).toISOString(),
      expiryDate: SOON.toISOString(),
    }),
  ]);
  const rows = await t.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE external_id = 'kept-soon'`);
  soonId = rows.rows[0]!.id;
  // Every answer computed by the index or SQL, none from the page cache.
  setCatalogueCacheEnabled(deps(), false);
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

const shape = (answer: JobListResponse) => ({ ids: answer.data.map((j) => j._id), pagination: answer.pagination, search: answer.search });

async function fromIndexAndSql(request: JobListRequest): Promise<[JobListResponse, JobListResponse]> {
  setSearchIndexEnabled(deps(), true);
  const fromIndex = await listJobs(deps(), request, { subscriptionTier: 'premium' });
  setSearchIndexEnabled(deps(), false);
  const fromSql = await listJobs(deps(), request, { subscriptionTier: 'premium' });
  setSearchIndexEnabled(deps(), true);
  return [fromIndex, fromSql];
}

describe('kept search answers', () => {
  it('serve every page of a search as SQL answers it, and drop a job once it has expired', async () => {
    now = JUDGED_AT;
    const pages = async () => {
      const ids: string[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const request = { query: 'developer', filters: {}, page, limit: 10 };
        const [fromIndex, fromSql] = await fromIndexAndSql(request);
        expect(shape(fromIndex), `page ${page}`).toEqual(shape(fromSql));
        ids.push(...fromIndex.data.map((j) => j._id));
      }
      return ids;
    };
    const before = await pages();
    expect(before).toContain(soonId);
    // The same pages once the job has expired: nothing changed in the catalogue.
    now = new Date(SOON.getTime() + 1);
    const after = await pages();
    expect(after).not.toContain(soonId);
    // The clock back: the job is live again, and the kept answer with it.
    now = JUDGED_AT;
    expect(await pages()).toEqual(before);
  }, 60_000);
});

describe('kept plans', () => {
  it('are the same plan for the same words, in any city or page', async () => {
    now = JUDGED_AT;
    const first = await readQuery(deps(), 'data analyst');
    expect(await readQuery(deps(), 'data analyst')).toBe(first);
    expect(Object.isFrozen(first.concepts[0])).toBe(true);
  });

  it('drop a word only an expired job had, as SQL does', async () => {
    now = JUDGED_AT;
    const request = { query: 'quokkaware', filters: {}, page: 1, limit: 10 };
    let [fromIndex, fromSql] = await fromIndexAndSql(request);
    expect(fromIndex.data.map((j) => j._id)).toEqual([soonId]);
    expect(fromIndex.search?.unmatched).toEqual([]);
    expect(shape(fromIndex)).toEqual(shape(fromSql));

    now = new Date(SOON.getTime() + 1);
    [fromIndex, fromSql] = await fromIndexAndSql(request);
    expect(fromIndex.pagination.total).toBe(0);
    expect(fromIndex.search?.unmatched).toEqual(['quokkaware']);
    expect(shape(fromIndex)).toEqual(shape(fromSql));
  });
});
