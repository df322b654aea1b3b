import { isDeepStrictEqual } from 'node:util';
import { jobFiltersSchema, type JobFiltersInput } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { JUDGED_AT, readJudgements } from '../relevance/evaluate.ts';
import { answerShape as shape, fromIndexAndSql, judgedCatalogue } from './helpers.ts';

/**
 * A phrase (the words typed side by side, a phrase of the lexicon) or an AND of words, searched in a
 * city or a type and read by no search across the catalogue, is read within that place alone and
 * kept so (docs/search.md#phrases-in-the-slice). Every judged query of several words, asked in a
 * city, a type and both, first past a lowered bound (the walks) and then again (ranked whole), must
 * give SQL's jobs, order, totals and report; a phrase read across the catalogue before is read from
 * there.
 */
const BOUND = 5;
const database = judgedCatalogue();
const several = readJudgements().filter((q) => q.query.trim().split(/\s+/).length >= 2);

describe('phrases read within the place searched', () => {
  it('answers judged queries of several words in a city, a type and both as SQL does, their phrases read there alone', async () => {
    const t = database();
    const index = await searchIndexFor({ database: t, now: () => JUDGED_AT });
    const places: JobFiltersInput[] = [{ location: ['Bengaluru'] }, { type: ['Internship'] }, { location: ['Pune'], type: ['Full-time'] }];
    const differences: string[] = [];
    for (const q of several) {
      for (const place of places) {
        const filters = jobFiltersSchema.parse({ ...q.filters, ...place });
        // The first asking past a lowered bound (walked by score or by tier, or evaluated), then the
        // second (ranked whole within the place), on another page.
        for (const [page, bound] of [[2, BOUND], [1, undefined]] as const) {
          const [fromIndex, fromSql] = await fromIndexAndSql(t, { query: q.query, filters, page, limit: 10 }, JUDGED_AT, bound);
          if (!isDeepStrictEqual(shape(fromIndex), shape(fromSql))) differences.push(`${q.query} ${JSON.stringify(place)} page ${page}`);
        }
      }
    }
    expect(differences).toEqual([]);
    // Most of them typed words side by side: their phrase was read within each place.
    expect(index.memoStats().within).toBeGreaterThan(several.length);
  }, 240_000);

  it('reads a phrase from its matches across the catalogue when a search read them there', async () => {
    const t = database();
    const index = await searchIndexFor({ database: t, now: () => JUDGED_AT });
    const request = { query: 'backend engineer intern', limit: 10 };
    // In the whole catalogue: its phrase read across it.
    const [anywhere, anywhereSql] = await fromIndexAndSql(t, { ...request, filters: jobFiltersSchema.parse({}), page: 1 }, JUDGED_AT);
    expect(shape(anywhere)).toEqual(shape(anywhereSql));
    const before = index.memoStats().within;
    for (const location of ['Mumbai', 'Hyderabad']) {
      const [fromIndex, fromSql] = await fromIndexAndSql(t, { ...request, filters: jobFiltersSchema.parse({ location: [location] }), page: 1 }, JUDGED_AT);
      expect(fromIndex.pagination.total, location).toBeGreaterThan(0);
      expect(shape(fromIndex), location).toEqual(shape(fromSql));
    }
    expect(index.memoStats().within).toBe(before);
    // A phrase of new words in a city is read there alone.
    const [inCity, inCitySql] = await fromIndexAndSql(t, { ...request, query: 'frontend developer intern', filters: jobFiltersSchema.parse({ location: ['Mumbai'] }), page: 1 }, JUDGED_AT);
    expect(shape(inCity)).toEqual(shape(inCitySql));
    expect(index.memoStats().within).toBeGreaterThan(before);
  });
});
