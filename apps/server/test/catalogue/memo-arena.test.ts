import { jobFiltersSchema, type JobListResponse } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCatalogueCacheEnabled } from '../../src/modules/jobs/catalogue-cache.ts';
import type { JobListRequest } from '../../src/modules/jobs/jobs.service.ts';
import { searchIndexFor, searchMemoArena, setSearchIndexMemory } from '../../src/modules/jobs/search/search-index.service.ts';
import { JUDGED_AT, loadJudgedCatalogue, readJudgements } from '../relevance/evaluate.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { fromIndexAndSql } from './helpers.ts';

/**
 * The memos' arrays come from an arena and are handed out again once a memo lets go of them
 * (docs/search.md#memo-memory). With budgets so small that the memos let go of arrays at almost
 * every search, the index must still answer exactly as SQL does: an array handed out again while a
 * search still read it would show here as a wrong job, order or total.
 */
let t: TestDatabase;
const deps = () => ({ database: t, now: () => JUDGED_AT });
const KB = 1024;

beforeAll(async () => {
  t = await createTestDatabase();
  await loadJudgedCatalogue(t);
  setCatalogueCacheEnabled(deps(), false);
  setSearchIndexMemory(deps(), { parts: { minBytes: 6 * KB, bytesPerDoc: 0 }, ranked: { minBytes: 3 * KB, bytesPerDoc: 0 }, lists: { minBytes: 3 * KB, bytesPerDoc: 0 } });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

const shape = (answer: JobListResponse) => ({ ids: answer.data.map((j) => j._id), pagination: answer.pagination, search: answer.search });

describe('the search index with memos that let go of arrays all the time', () => {
  it('answers as SQL does: first and later askings, cities, lists, and later, when jobs have expired', async () => {
    const requests: JobListRequest[] = readJudgements().map((q) => ({ query: q.query, filters: jobFiltersSchema.parse(q.filters ?? {}), page: 1, limit: 10 }));
    for (const query of ['developer', 'data analyst', 'marketing intern', 'react', 'sales', 'engineer']) {
      requests.push({ query, filters: { location: ['Bengaluru'] }, page: 1, limit: 10 });
      requests.push({ query, filters: { location: ['Pune'], type: ['Internship'] }, page: 1, limit: 10 });
      requests.push({ query, filters: { type: ['Full-time'] }, page: 2, limit: 10, sortBy: 'postedDate' });
    }
    for (const location of ['Bengaluru', 'Pune', 'Remote', 'Hyderabad']) requests.push({ filters: { location: [location] }, page: 2, limit: 10 });
    requests.push({ filters: { domain: ['Software Engineering'], workMode: ['onsite'] }, page: 1, limit: 10 });
    const later = new Date(JUDGED_AT.getTime() + 21 * 24 * 3600 * 1000);
    const differences: string[] = [];
    // Each asked three times (the third, weeks later): the second and third read kept matches and rankings.
    for (const request of requests) {
      for (const [asked, at] of [[request, JUDGED_AT], [{ ...request, page: 1, limit: 50 }, JUDGED_AT], [{ ...request, page: 2, limit: 20 }, later]] as const) {
        const [fromIndex, fromSql] = await fromIndexAndSql(t, asked, at);
        if (JSON.stringify(shape(fromIndex)) !== JSON.stringify(shape(fromSql))) differences.push(JSON.stringify([asked, at]));
      }
    }
    expect(differences).toEqual([]);

    const index = await searchIndexFor(deps());
    const arena = index.arenaStats();
    // Blocks were given back and handed out again, hundreds of times, and never one in use.
    expect(arena.reuses).toBeGreaterThan(200);
    expect(arena.strays).toBe(0);
    expect(arena.bytes).toBeLessThanOrEqual(1.5 * 12 * KB);
    // What /metrics reports (pathway_search_memo_arrays_total, pathway_search_memo_arena_bytes).
    expect(searchMemoArena(deps())).toEqual({ bytes: arena.bytes, arrays: { carved: arena.carves, reused: arena.reuses, plain: arena.fallbacks } });
  }, 240_000);
});
