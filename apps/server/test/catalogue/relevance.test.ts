import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { BASELINE_FILE, loadJudgedCatalogue, runJudgedQueries, summarize, type QueryResult, type Summary } from '../relevance/evaluate.ts';

/**
 * The judged query set (bench/relevance/judgements.json) against the real search, on PGlite and on
 * PostgreSQL: a change that lowers nDCG@10 or precision@3 by more than 0.02 from the recorded
 * baseline (`npm run bench:relevance -- --write-baseline`) fails here (docs/search.md#measuring-relevance).
 */
const TOLERANCE = 0.02;
const baseline = JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Summary;

let t: TestDatabase;
let results: QueryResult[];
let summary: Summary;
beforeAll(async () => {
  t = await createTestDatabase();
  const ids = await loadJudgedCatalogue(t);
  results = await runJudgedQueries(t, ids);
  summary = summarize(results);
}, 120_000);
afterAll(async () => {
  await t?.dispose();
});

describe('relevance of the judged query set', () => {
  it('keeps nDCG@10 and precision@3 within 0.02 of the baseline', () => {
    expect(summary.queries).toBe(baseline.queries);
    expect(summary.ndcg).toBeGreaterThanOrEqual(baseline.ndcg - TOLERANCE);
    expect(summary.precision).toBeGreaterThanOrEqual(baseline.precision - TOLERANCE);
  });

  it('meets the targets: nDCG@10 and precision@3 of 0.9 or more', () => {
    expect(summary.ndcg).toBeGreaterThanOrEqual(0.9);
    expect(summary.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('never answers empty where a relevant job exists', () => {
    expect(results.filter((r) => r.empty && r.relevant > 0).map((r) => r.query)).toEqual([]);
  });

  it('answers nothing, or says it found no exact match, where no job is relevant', () => {
    for (const r of results.filter((q) => q.relevant === 0)) {
      expect(r.empty || /unmatched|partial/.test(r.notice), `"${r.query}": ${r.top.join(', ')}`).toBe(true);
    }
  });
});
