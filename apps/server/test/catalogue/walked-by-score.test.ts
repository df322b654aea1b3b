import { isDeepStrictEqual } from 'node:util';
import { jobFiltersSchema } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { JUDGED_AT, readJudgements } from '../relevance/evaluate.ts';
import { answerShape as shape, fromIndexAndSql, judgedCatalogue } from './helpers.ts';

/**
 * A first asking of several words expected to pass the count bound is walked newest first and
 * scored job by job (docs/search.md#walked-by-score). With the bound lowered to 5, many judged
 * queries of several words on the demo catalogue take that walk: each must give SQL's jobs, order,
 * totals and report. (bounded-search.test.ts shows the walk stopping once settled.)
 */
const BOUND = 5;
const database = judgedCatalogue();

describe('several words walked by score', () => {
  it('answers every judged query of several words at its first asking past a lowered bound as SQL does', async () => {
    const t = database();
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
