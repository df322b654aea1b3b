import { isDeepStrictEqual } from 'node:util';
import { jobFiltersSchema, type JobListResponse } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCatalogueCacheEnabled } from '../../src/modules/jobs/catalogue-cache.ts';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { JUDGED_AT, loadJudgedCatalogue, readJudgements } from '../relevance/evaluate.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { fromIndexAndSql } from './helpers.ts';

/**
 * A first asking of several words expected to pass the count bound is walked newest first and
 * scored job by job (docs/search.md#walked-by-score). With the bound lowered to 5, many judged
 * queries of several words on the demo catalogue take that walk: each must give SQL's jobs, order,
 * totals and report. (bounded-search.test.ts shows the walk stopping once settled.)
 */
const BOUND = 5;
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await loadJudgedCatalogue(t);
  setCatalogueCacheEnabled({ database: t, now: () => JUDGED_AT }, false);
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

const shape = (answer: JobListResponse) => ({ ids: answer.data.map((j) => j._id), pagination: answer.pagination, search: answer.search });

describe('several words walked by score', () => {
  it('answers every judged query of several words at its first asking past a lowered bound as SQL does', async () => {
    const index = await searchIndexFor({ database: t, now: () => JUDGED_AT });
    const before = index.walkStats().byScore;
    const differences: string[] = [];
    const queries = readJudgements().filter((q) => q.query.trim().split(/\s+/).length >= 2);
    for (const q of queries) {
      const request = { query: q.query, filters: jobFiltersSchema.parse(q.filters ?? {}), page: 2, limit: 10 };
      const [fromIndex, fromSql] = await fromIndexAndSql(t, request, JUDGED_AT, BOUND);
      if (!isDeepStrictEqual(shape(fromIndex), shape(fromSql))) differences.push(q.query);
    }
    expect(differences).toEqual([]);
    // The walk was taken by many of them (not by those with a property in reach, or few matches).
    expect(index.walkStats().byScore.searches - before.searches).toBeGreaterThan(queries.length / 4);
  }, 120_000);
});
