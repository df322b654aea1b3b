/**
 * Rule-graded relevance at scale (bench/relevance/judgements-scale.json, docs/search.md#measuring-relevance).
 * The 100,000-job bench catalogue is too large to grade job by job, so each query carries two
 * hand-written rules over a job's fields: the jobs that satisfy `grade2` are exactly what the
 * student asked for, those that satisfy `grade1` (and not `grade2`) are useful, every other job is 0.
 *
 * The same rule is read two ways, which must agree: in JavaScript on each job the search returned
 * (its grade), and in SQL over every active job of the database (how many jobs have grade 2 and 1:
 * the ideal ranking). nDCG@10 and precision@3 are then evaluate.ts's own functions, fed the
 * returned jobs' grades and the ideal counts (capped at 10, all the ideal DCG@10 can use).
 *
 * Rule language (JSON). A rule is an object; every key in it must hold (AND):
 *   title: [terms]          the role part of the title (before a " – team" suffix) has any term
 *   titleFull: [terms]      the whole title has any term
 *   skills / domains: [names]   a skill / a domain is one of these (case-insensitive, whole value)
 *   primaryDomain: [names]  the first domain (the generator's category) is one of these
 *   company / type / location / workMode: [values]   the field is one of these (case-insensitive)
 *   experienceMin / experienceMax / payMin / payMax: {min?, max?}   inclusive bounds; pay is the
 *                           yearly pay in rupees (columns pay_min/pay_max: a monthly stipend × 12)
 *   all: [rules]   every rule holds;   any: [rules]   one rule holds ({"any": []}: no job);
 *   not: rule      the rule does not hold.
 * A term is a word or phrase matched whole, case-insensitively ("java" is not in "javascript");
 * a trailing * makes it a prefix ("design*": design, designer).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { jobFiltersSchema } from '@pathway/contracts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { listJobs } from '../../src/modules/jobs/jobs.service.ts';
import { ndcgAt, precisionAt, searchNotice, type QueryResult } from './evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SCALE_JUDGEMENTS_FILE = path.join(root, 'bench/relevance/judgements-scale.json');
export const SCALE_BASELINE_FILE = path.join(root, 'bench/relevance/baseline-scale.json');
/** The database `npm run bench` loads with 100,000 jobs; only read here. */
export const DEFAULT_SCALE_URL = 'postgres://postgres@127.0.0.1:5432/pathway_bench';

export interface Range {
  min?: number;
  max?: number;
}

export interface Rule {
  title?: string[];
  titleFull?: string[];
  skills?: string[];
  domains?: string[];
  primaryDomain?: string[];
  company?: string[];
  type?: string[];
  location?: string[];
  workMode?: string[];
  experienceMin?: Range;
  experienceMax?: Range;
  payMin?: Range;
  payMax?: Range;
  all?: Rule[];
  any?: Rule[];
  not?: Rule;
}

export interface RuleJudgedQuery {
  id: string;
  category: string;
  query: string;
  reasoning: string;
  rules: { grade2: Rule; grade1?: Rule };
}

/** The fields a rule reads, as the database holds them. */
export interface JobFacts {
  title: string;
  company: string;
  type: string;
  location: string;
  workMode: string;
  experienceMin: number;
  experienceMax: number;
  payMin: number;
  payMax: number;
  domains: string[];
  skills: string[];
}

const TERM_KEYS = ['title', 'titleFull'] as const;
const VALUE_KEYS = ['skills', 'domains', 'primaryDomain', 'company', 'type', 'location', 'workMode'] as const;
const RANGE_KEYS = ['experienceMin', 'experienceMax', 'payMin', 'payMax'] as const;
const KEYS = new Set<string>([...TERM_KEYS, ...VALUE_KEYS, ...RANGE_KEYS, 'all', 'any', 'not']);

/** Throws on a key or value the language does not have: a typo must not silently match everything. */
export function validateRule(rule: unknown, where: string): asserts rule is Rule {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) throw new Error(`${where}: a rule is an object`);
  const entries = Object.entries(rule);
  if (entries.length === 0) throw new Error(`${where}: an empty rule (write {"any": []} for "no job")`);
  for (const [key, value] of entries) {
    if (!KEYS.has(key)) throw new Error(`${where}: unknown key "${key}"`);
    if (key === 'all' || key === 'any') {
      if (!Array.isArray(value)) throw new Error(`${where}.${key}: a list of rules`);
      value.forEach((r, i) => validateRule(r, `${where}.${key}[${i}]`));
    } else if (key === 'not') {
      validateRule(value, `${where}.not`);
    } else if ((RANGE_KEYS as readonly string[]).includes(key)) {
      const range = value as Record<string, unknown>;
      const bounds = Object.keys(range ?? {});
      if (bounds.length === 0 || bounds.some((b) => (b !== 'min' && b !== 'max') || typeof range[b] !== 'number')) {
        throw new Error(`${where}.${key}: {min?: number, max?: number}`);
      }
    } else if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string' || v.trim() === '')) {
      throw new Error(`${where}.${key}: a non-empty list of strings`);
    }
  }
}

export function readScaleJudgements(file = SCALE_JUDGEMENTS_FILE): RuleJudgedQuery[] {
  const queries = (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: RuleJudgedQuery[] }).queries;
  const ids = new Set<string>();
  for (const q of queries) {
    if (ids.has(q.id)) throw new Error(`${file}: duplicate id ${q.id}`);
    ids.add(q.id);
    validateRule(q.rules.grade2, `${q.id}.grade2`);
    if (q.rules.grade1 !== undefined) validateRule(q.rules.grade1, `${q.id}.grade1`);
  }
  return queries;
}

/**
 * A term as a regular expression that JavaScript and PostgreSQL read alike, for lower-cased text:
 * the term whole, between non-alphanumeric characters or the ends of the text.
 */
export function termPattern(term: string): string {
  const prefix = term.endsWith('*');
  const body = (prefix ? term.slice(0, -1) : term).trim().toLowerCase();
  // ASCII punctuation escaped (c++, node.js, ui/ux, fp&a); nothing else needs it.
  const escaped = body.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
  return `(^|[^a-z0-9])${escaped}${prefix ? '' : '([^a-z0-9]|$)'}`;
}

/** The role part of a title: before the " – team" suffix the generator adds to some titles. */
const rolePart = (title: string) => title.split(' – ')[0] ?? title;
const lowerAll = (values: readonly string[]) => values.map((v) => v.toLowerCase());
const inRange = (value: number, range: Range) => (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

export function matchesRule(rule: Rule, job: JobFacts): boolean {
  const hasTerm = (text: string, terms: string[]) => terms.some((t) => new RegExp(termPattern(t)).test(text.toLowerCase()));
  const oneOf = (value: string | undefined, values: string[]) => value !== undefined && lowerAll(values).includes(value.toLowerCase());
  const anyOf = (list: string[], values: string[]) => list.some((v) => oneOf(v, values));
  const checks: Array<[unknown, () => boolean]> = [
    [rule.title, () => hasTerm(rolePart(job.title), rule.title!)],
    [rule.titleFull, () => hasTerm(job.title, rule.titleFull!)],
    [rule.skills, () => anyOf(job.skills, rule.skills!)],
    [rule.domains, () => anyOf(job.domains, rule.domains!)],
    [rule.primaryDomain, () => oneOf(job.domains[0], rule.primaryDomain!)],
    [rule.company, () => oneOf(job.company, rule.company!)],
    [rule.type, () => oneOf(job.type, rule.type!)],
    [rule.location, () => oneOf(job.location, rule.location!)],
    [rule.workMode, () => oneOf(job.workMode, rule.workMode!)],
    [rule.experienceMin, () => inRange(job.experienceMin, rule.experienceMin!)],
    [rule.experienceMax, () => inRange(job.experienceMax, rule.experienceMax!)],
    [rule.payMin, () => inRange(job.payMin, rule.payMin!)],
    [rule.payMax, () => inRange(job.payMax, rule.payMax!)],
    [rule.all, () => rule.all!.every((r) => matchesRule(r, job))],
    [rule.any, () => rule.any!.some((r) => matchesRule(r, job))],
    [rule.not, () => !matchesRule(rule.not!, job)],
  ];
  return checks.every(([present, check]) => present === undefined || check());
}

export function gradeOf(rules: RuleJudgedQuery['rules'], job: JobFacts): 0 | 1 | 2 {
  if (matchesRule(rules.grade2, job)) return 2;
  return rules.grade1 && matchesRule(rules.grade1, job) ? 1 : 0;
}

const list = (values: readonly string[]) =>
  sql.join(
    lowerAll(values).map((v) => sql`${v}`),
    sql`, `,
  );

/** The rule as a boolean SQL expression over a row of `jobs` (never NULL). */
export function ruleSql(rule: Rule): SQL {
  const parts: SQL[] = [];
  const terms = (column: SQL, values: string[]) =>
    sql`(${sql.join(
      values.map((t) => sql`lower(${column}) ~ ${termPattern(t)}`),
      sql` OR `,
    )})`;
  const anyElement = (column: SQL, values: string[]) => sql`EXISTS (SELECT 1 FROM unnest(${column}) AS e(v) WHERE lower(e.v) IN (${list(values)}))`;
  const range = (column: SQL, r: Range) => {
    const bounds: SQL[] = [];
    if (r.min !== undefined) bounds.push(sql`${column} >= ${r.min}`);
    if (r.max !== undefined) bounds.push(sql`${column} <= ${r.max}`);
    return sql.join(bounds, sql` AND `);
  };
  if (rule.title) parts.push(terms(sql`split_part(title, ' – ', 1)`, rule.title));
  if (rule.titleFull) parts.push(terms(sql`title`, rule.titleFull));
  if (rule.skills) parts.push(anyElement(sql`skills`, rule.skills));
  if (rule.domains) parts.push(anyElement(sql`domains`, rule.domains));
  if (rule.primaryDomain) parts.push(sql`lower(domains[1]) IN (${list(rule.primaryDomain)})`);
  if (rule.company) parts.push(sql`lower(company_name) IN (${list(rule.company)})`);
  if (rule.type) parts.push(sql`lower(type) IN (${list(rule.type)})`);
  if (rule.location) parts.push(sql`lower(location) IN (${list(rule.location)})`);
  if (rule.workMode) parts.push(sql`lower(work_mode) IN (${list(rule.workMode)})`);
  if (rule.experienceMin) parts.push(range(sql`experience_min`, rule.experienceMin));
  if (rule.experienceMax) parts.push(range(sql`experience_max`, rule.experienceMax));
  if (rule.payMin) parts.push(range(sql`pay_min`, rule.payMin));
  if (rule.payMax) parts.push(range(sql`pay_max`, rule.payMax));
  if (rule.all) parts.push(rule.all.length ? sql`(${sql.join(rule.all.map(ruleSql), sql` AND `)})` : sql`TRUE`);
  if (rule.any) parts.push(rule.any.length ? sql`(${sql.join(rule.any.map(ruleSql), sql` OR `)})` : sql`FALSE`);
  if (rule.not) parts.push(sql`NOT ${ruleSql(rule.not)}`);
  // Every leaf is wrapped: a NULL (an empty domains array) must read as false, also under NOT.
  return sql`(${sql.join(
    parts.map((p) => sql`coalesce(${p}, false)`),
    sql` AND `,
  )})`;
}

const noRule: Rule = { any: [] };

/** How many active jobs have grade 2, and grade 1 (without grade 2). */
export async function countGrades(handle: DatabaseHandle, rules: RuleJudgedQuery['rules'], now: Date): Promise<{ grade2: number; grade1: number }> {
  const g2 = ruleSql(rules.grade2);
  const g1 = ruleSql(rules.grade1 ?? noRule);
  const result = await handle.db.execute<{ grade2: number; grade1: number }>(sql`
    SELECT count(*) FILTER (WHERE g2)::int AS grade2, count(*) FILTER (WHERE g1 AND NOT g2)::int AS grade1
      FROM (SELECT ${g2} AS g2, ${g1} AS g1 FROM jobs WHERE expiry_date > ${now.toISOString()}::timestamptz) graded`);
  const row = result.rows[0];
  return { grade2: Number(row?.grade2 ?? 0), grade1: Number(row?.grade1 ?? 0) };
}

/** A type, not an interface: drizzle's execute() wants an indexable row type. */
type GradedRow = {
  id: string;
  external_id: string;
  title: string;
  company_name: string;
  type: string;
  location: string;
  work_mode: string;
  experience_min: number;
  experience_max: number;
  pay_min: number;
  pay_max: number;
  domains: string[];
  skills: string[];
  g2: boolean;
  g1: boolean;
};

export interface GradedAnswer {
  id: string;
  externalId: string;
  grade: 0 | 1 | 2;
  job: JobFacts;
}

/**
 * The grades of the returned jobs, by the rule read in JavaScript, checked against the same rule
 * read in SQL (the reading that counted the ideal): a difference is a bug of this file, and fails.
 */
export async function gradeAnswers(handle: DatabaseHandle, q: RuleJudgedQuery, ids: string[]): Promise<GradedAnswer[]> {
  if (ids.length === 0) return [];
  const result = await handle.db.execute<GradedRow>(sql`
    SELECT id, external_id, title, company_name, type, location, work_mode, experience_min, experience_max,
           pay_min, pay_max, domains, skills, ${ruleSql(q.rules.grade2)} AS g2, ${ruleSql(q.rules.grade1 ?? noRule)} AS g1
      FROM jobs WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  const rows = new Map(result.rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = rows.get(id);
    if (!r) throw new Error(`${q.id}: the search returned job ${id}, which the database does not hold`);
    const job: JobFacts = {
      title: r.title,
      company: r.company_name,
      type: r.type,
      location: r.location,
      workMode: r.work_mode,
      experienceMin: Number(r.experience_min),
      experienceMax: Number(r.experience_max),
      payMin: Number(r.pay_min),
      payMax: Number(r.pay_max),
      domains: r.domains,
      skills: r.skills,
    };
    const grade = gradeOf(q.rules, job);
    const sqlGrade = r.g2 ? 2 : r.g1 ? 1 : 0;
    if (grade !== sqlGrade) throw new Error(`${q.id}: the rule grades "${r.title}" ${grade} in JavaScript but ${sqlGrade} in SQL`);
    return { id, externalId: r.external_id, grade, job };
  });
}

/**
 * The grades evaluate.ts's ndcgAt/precisionAt read: the returned jobs' own grades, and stand-ins
 * for the jobs that were not returned, so that the grades hold min(n2, 10) twos and min(n1, 10)
 * ones: their best ten are the ideal top ten, and precision's "relevant jobs" is at least 3
 * exactly when n2 + n1 is.
 */
export function gradesForMetrics(answers: GradedAnswer[], counts: { grade2: number; grade1: number }): Record<string, number> {
  const grades: Record<string, number> = {};
  for (const a of answers) if (a.grade > 0) grades[a.id] = a.grade;
  const returned = (g: number) => answers.filter((a) => a.grade === g).length;
  for (let i = returned(2); i < Math.min(counts.grade2, 10); i += 1) grades[`ideal-2-${i}`] = 2;
  for (let i = returned(1); i < Math.min(counts.grade1, 10); i += 1) grades[`ideal-1-${i}`] = 1;
  return grades;
}

export interface RuleQueryResult extends QueryResult {
  grade2Jobs: number;
  grade1Jobs: number;
  /** Jobs that matched the query, as the answer reported. */
  total: number;
  answers: GradedAnswer[];
}

/**
 * Each query through the real listJobs() as a guest (no filters, first page of 10), at `now` (the
 * bench catalogue is dated relative to its load, so the real time), graded by its rules.
 */
export async function runRuleJudgedQueries(handle: DatabaseHandle, now: Date, queries = readScaleJudgements()): Promise<RuleQueryResult[]> {
  const deps = { database: handle, now: () => now };
  const results: RuleQueryResult[] = [];
  for (const q of queries) {
    const answer = await listJobs(deps, { query: q.query, filters: jobFiltersSchema.parse({}), page: 1, limit: 10 }, undefined);
    const ids = answer.data.map((job) => job._id);
    const [answers, counts] = [await gradeAnswers(handle, q, ids), await countGrades(handle, q.rules, now)];
    const grades = gradesForMetrics(answers, counts);
    const notice = searchNotice(answer.search);
    results.push({
      id: q.id,
      category: q.category,
      query: q.query,
      relevant: counts.grade2 + counts.grade1,
      ndcg: ndcgAt(10, ids, grades),
      precision: precisionAt(3, ids, grades),
      empty: ids.length === 0,
      top: answers.map((a) => a.externalId),
      notice,
      grade2Jobs: counts.grade2,
      grade1Jobs: counts.grade1,
      total: answer.pagination.total,
      answers,
    });
  }
  return results;
}
