/**
 * The judged query sets (bench/relevance/judgements*.json) run against the real search: the demo
 * catalogue imported at a fixed moment into a database, each query asked through listJobs() as a
 * premium viewer (so pay filters are allowed), and scored with nDCG@10 and precision@3
 * (docs/search.md#measuring-relevance). Used by `npm run bench:relevance` and the relevance test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { jobFiltersSchema, type JobFiltersInput, type JobListResponse } from '@pathway/contracts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { listJobs } from '../../src/modules/jobs/jobs.service.ts';
import { generateDemoCatalogue } from '../../src/modules/jobs/seed/demo-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Three sets graded apart, by different people, on the same catalogue and rules of grading. */
export const JUDGEMENTS_FILES = ['judgements.json', 'judgements-holdout.json', 'judgements-third.json'].map((f) => path.join(root, 'bench/relevance', f));
export const BASELINE_FILE = path.join(root, 'bench/relevance/baseline.json');
/** The moment the judgements were made against: the catalogue's dates, and so which jobs are expired, follow it. */
export const JUDGED_AT = new Date('2026-11-26T06:00:00Z');

export interface JudgedQuery {
  id: string;
  category: string;
  query: string;
  filters?: JobFiltersInput;
  reasoning: string;
  grades: Record<string, 1 | 2>;
}

export interface QueryResult {
  id: string;
  category: string;
  query: string;
  relevant: number;
  ndcg: number;
  precision: number;
  empty: boolean;
  /** externalIds of the first 10 answers. */
  top: string[];
  notice: string;
}

export function readJudgements(): JudgedQuery[] {
  return JUDGEMENTS_FILES.flatMap((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: JudgedQuery[] }).queries);
}

/** Imports the demo catalogue as the judgements saw it; returns job id → externalId. */
export async function loadJudgedCatalogue(handle: DatabaseHandle): Promise<Map<string, string>> {
  await importJobs(handle.db, generateDemoCatalogue(JUDGED_AT));
  const rows = await handle.db.execute<{ id: string; external_id: string }>(sql`SELECT id, external_id FROM jobs`);
  return new Map(rows.rows.map((r) => [r.id, r.external_id]));
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => 1 / Math.log2(rank + 2);

/** nDCG@k with exponential gain; the ideal ranking is every judged job, best first. */
export function ndcgAt(k: number, ranked: string[], grades: Record<string, number>): number {
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + gain(grades[id] ?? 0) * discount(i), 0);
  const ideal = Object.values(grades)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + gain(g) * discount(i), 0);
  return ideal === 0 ? (ranked.length === 0 ? 1 : 0) : dcg / ideal;
}

/** Relevant (grade ≥ 1) answers among the first k, over k or the number of relevant jobs when fewer. */
export function precisionAt(k: number, ranked: string[], grades: Record<string, number>): number {
  const relevant = Object.values(grades).filter((g) => g > 0).length;
  if (relevant === 0) return ranked.length === 0 ? 1 : 0;
  const hits = ranked.slice(0, k).filter((id) => (grades[id] ?? 0) > 0).length;
  return hits / Math.min(k, relevant);
}

/** How the search read a query, in a few words (corrected, unmatched, partial, ignored), for reports. */
export function searchNotice(s: JobListResponse['search']): string {
  if (!s) return '';
  return [
    s.correctedQuery ? `corrected: ${s.correctedQuery}` : '',
    s.unmatched.length ? `unmatched: ${s.unmatched.join(' ')}` : '',
    s.partial ? 'partial' : '',
    s.ignored.length ? `ignored: ${s.ignored.join(' ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export async function runJudgedQueries(handle: DatabaseHandle, ids: Map<string, string>, queries = readJudgements()): Promise<QueryResult[]> {
  const deps = { database: handle, now: () => JUDGED_AT };
  const results: QueryResult[] = [];
  for (const q of queries) {
    const answer = await listJobs(
      deps,
      { query: q.query, filters: jobFiltersSchema.parse(q.filters ?? {}), page: 1, limit: 10 },
      { subscriptionTier: 'premium' },
    );
    const top = answer.data.map((job) => ids.get(job._id) ?? job._id);
    const notice = searchNotice(answer.search);
    results.push({
      id: q.id,
      category: q.category,
      query: q.query,
      relevant: Object.keys(q.grades).length,
      ndcg: ndcgAt(10, top, q.grades),
      precision: precisionAt(3, top, q.grades),
      empty: top.length === 0,
      top,
      notice,
    });
  }
  return results;
}

export interface Summary {
  queries: number;
  ndcg: number;
  precision: number;
  /** Empty answers to queries that have relevant jobs. */
  emptyWhereRelevant: number;
  categories: Record<string, { queries: number; ndcg: number; precision: number; emptyWhereRelevant: number }>;
}

const mean = (values: number[]) => (values.length === 0 ? 1 : values.reduce((a, b) => a + b, 0) / values.length);

export function summarize(results: QueryResult[]): Summary {
  const group = (rs: QueryResult[]) => ({
    queries: rs.length,
    ndcg: mean(rs.map((r) => r.ndcg)),
    precision: mean(rs.map((r) => r.precision)),
    emptyWhereRelevant: rs.filter((r) => r.empty && r.relevant > 0).length,
  });
  const categories: Summary['categories'] = {};
  for (const category of [...new Set(results.map((r) => r.category))].sort()) {
    categories[category] = group(results.filter((r) => r.category === category));
  }
  return { ...group(results), categories };
}
