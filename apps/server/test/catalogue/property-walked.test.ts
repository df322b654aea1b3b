import { isDeepStrictEqual } from 'node:util';
import { jobFiltersSchema, type JobFiltersInput } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { JUDGED_AT } from '../relevance/evaluate.ts';
import { answerShape as shape, fromIndexAndSql, judgedCatalogue } from './helpers.ts';

/**
 * A search of one property that scores every job having it alike (a city typed as the query, "work
 * from home", "paid", "urgent") is walked newest first at its first asking, as a list is
 * (docs/search.md#one-property-walked): it must give SQL's jobs, order, totals and report, in the
 * whole catalogue, in a city, with a type, on later pages, and past a lowered bound, where the walk
 * stops once the page is complete.
 */
const database = judgedCatalogue();
const QUERIES = ['bangalore', 'bombay', 'delhi ncr', 'work from home', 'wfh', 'paid', 'urgent', 'unpaid'];
const FILTERS: JobFiltersInput[] = [{}, { type: ['Internship'] }, { location: ['Remote'] }, { location: ['Bengaluru'], type: ['Full-time'] }];

describe('one property walked newest first', () => {
  it('answers as SQL does, every page and bound, and stops past a lowered bound', async () => {
    const t = database();
    const index = await searchIndexFor({ database: t, now: () => JUDGED_AT });
    const differences: string[] = [];
    let settledWalks = 0;
    let askings = 0;
    for (const query of QUERIES) {
      for (const filters of FILTERS) {
        for (const [page, bound] of [[2, 5], [1, undefined], [3, 8]] as const) {
          const before = index.walkStats().byTier;
          const [fromIndex, fromSql] = await fromIndexAndSql(t, { query, filters: jobFiltersSchema.parse(filters), page, limit: 10 }, JUDGED_AT, bound);
          const after = index.walkStats().byTier;
          askings += 1;
          settledWalks += after.settled - before.settled;
          if (!isDeepStrictEqual(shape(fromIndex), shape(fromSql))) differences.push(`${query} ${JSON.stringify(filters)} page ${page}`);
        }
      }
    }
    expect(differences).toEqual([]);
    // Past a bound of 5 the walks of the common properties stopped once their page was complete.
    expect(settledWalks).toBeGreaterThan(askings / 8);
  }, 120_000);

  it('reads only the newest jobs of a place past the bound', async () => {
    const t = database();
    const index = await searchIndexFor({ database: t, now: () => JUDGED_AT });
    const before = index.walkStats().byTier;
    const [fromIndex, fromSql] = await fromIndexAndSql(t, { query: 'bengaluru', filters: jobFiltersSchema.parse({}), page: 1, limit: 10 }, JUDGED_AT, 20);
    const after = index.walkStats().byTier;
    expect(shape(fromIndex)).toEqual(shape(fromSql));
    expect(fromIndex.pagination).toMatchObject({ total: 20, totalIsEstimate: true });
    expect(after.searches - before.searches).toBe(1);
    expect(after.settled - before.settled).toBe(1);
    // The 50 newest Bengaluru jobs (an answer keeps five pages) are met before the catalogue's end.
    expect(after.read - before.read).toBeLessThan(index.size);
  });
});
