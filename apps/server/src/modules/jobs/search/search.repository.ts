/**
 * The SQL of a search plan (docs/search.md#ranking): which jobs are candidates, how much of the
 * query each one covers, and its score. Every text alternative is a tsquery whose operands carry a
 * weight label, so one GIN-indexed tsvector tells a title match (A) from a skill or domain (B), a
 * company (C) and a description (D).
 */
import type { JobType, WorkMode } from '@pathway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { jobs, SEARCH_CONFIG } from '../../../db/schema.ts';
import { catalogueVersionSql } from '../catalogue-version.ts';
import type { Concept, MatchesAsTyped, Property, TextAlternative } from './query-plan.ts';
import { searchTokens } from './search-text.ts';
import { COVERAGE_EPSILON, type IndexedJob } from './search-index.ts';
import type { VocabularyRows } from './vocabulary.ts';

/**
 * What a match in each field is worth (docs/search.md#ranking): title, skills, company and domains,
 * description. A title match counts whole only when a word is there as typed; a match through the
 * word's stem alone ("developer" in "Business Development") counts TITLE_STEM_SCORE.
 */
export const FIELD_SCORES = [
  ['A', 1],
  ['B', 0.7],
  ['C', 0.5],
  ['D', 0.2],
] as const;
export const TITLE_STEM_SCORE = 0.8;

/** A job is in the answer when its matched concepts carry at least this share of the query's weight. */
export const MIN_COVERAGE = 0.5;

/** A concept list and the share of its weight a job must cover (0: any concept; the relaxed answer). */
export interface SearchCriteria {
  concepts: Concept[];
  minCoverage: number;
}

const config = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/** One tsquery operand. Words are searchText output (letters, digits, spaces), quoted all the same. */
export function operand(alternative: TextAlternative, label: string): string {
  const quote = (w: string) => `'${w.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  switch (alternative.match) {
    case 'prefix':
      return `${quote(alternative.words)}:*${label}`;
    case 'phrase':
      return `${quote(alternative.words)}${label ? `:${label}` : ''}`;
    case 'all':
      return `(${alternative.words
        .split(' ')
        .map((w) => `${quote(w)}${label ? `:${label}` : ''}`)
        .join(' & ')})`;
  }
}

/**
 * The alternatives as one tsquery, restricted to the fields of `label` ('' for any). Words are
 * stemmed like the vectors; a prefix is also taken as typed, since stemming can cut a prefix short
 * of the words it begins ("analy" stems to "anali", which begins neither "analyst" nor "analyt").
 */
function alternativesQuery(alternatives: TextAlternative[], label = ''): SQL {
  const stemmed = sql`to_tsquery(${config}, ${alternatives.map((a) => operand(a, label)).join(' | ')})`;
  const prefixes = alternatives.filter((a) => a.match === 'prefix');
  if (prefixes.length === 0) return stemmed;
  return sql`(${stemmed} || to_tsquery('simple', ${prefixes.map((a) => operand(a, label)).join(' | ')}))`;
}

function propertySql(property: Property): SQL {
  switch (property.kind) {
    case 'place':
      return sql`lower(${jobs.location}) IN (${sql.join(
        property.cities.map((c) => sql`${c}`),
        sql`, `,
      )})`;
    case 'workMode':
      // A remote job may say so in its location ("Remote") as well as in its work mode.
      return property.mode === 'remote'
        ? sql`(${jobs.workMode} = 'remote' OR lower(${jobs.location}) = 'remote')`
        : sql`${jobs.workMode} = ${property.mode satisfies WorkMode}`;
    case 'type':
      return property.related
        ? sql`${jobs.type} IN (${sql.join(
            [property.type, ...property.related].map((t) => sql`${t satisfies JobType}`),
            sql`, `,
          )})`
        : sql`${jobs.type} = ${property.type satisfies JobType}`;
    case 'years':
      return property.orMore
        ? sql`${jobs.experienceMax} >= ${property.years}`
        : sql`(${jobs.experienceMin} <= ${property.years} AND ${jobs.experienceMax} >= ${property.years})`;
    case 'pay':
      return sql`${jobs.payMax} >= ${property.atLeast}`;
    case 'fresher':
      return sql`${jobs.experienceMin} = 0`;
    case 'paid':
      return sql`${jobs.payMax} > 0`;
    case 'unpaid':
      return sql`${jobs.payMax} = 0`;
    case 'stipend':
      return sql`(${jobs.stipend} <> '' AND ${jobs.payMax} > 0)`;
    case 'urgent':
      return sql`${jobs.isUrgent}`;
    case 'job':
    case 'student':
    case 'highPay':
      return sql`true`;
  }
}

/** 0..1 for a property; "fresher" and "job" prefer jobs to internships (docs/search.md#ranking). */
function propertyScore(property: Property): SQL {
  switch (property.kind) {
    case 'fresher':
      return sql`CASE WHEN ${jobs.experienceMin} = 0 AND ${jobs.type} <> 'Internship' THEN 1 WHEN ${jobs.experienceMin} = 0 THEN 0.7 ELSE 0 END`;
    case 'job':
      return sql`CASE WHEN ${jobs.type} <> 'Internship' THEN 1 ELSE 0.5 END`;
    case 'student':
      return sql`CASE WHEN ${jobs.type} IN ('Internship', 'Part-time') THEN 1 WHEN ${jobs.experienceMin} = 0 THEN 0.6 ELSE 0.2 END`;
    case 'type':
      return sql`CASE WHEN ${jobs.type} = ${property.type satisfies JobType} THEN 1 WHEN ${propertySql(property)} THEN 0.6 ELSE 0 END`;
    case 'years':
      // Experience asked for: a job, not an internship, first; "5+ years": a range from 5 first.
      return property.orMore
        ? sql`CASE WHEN ${jobs.experienceMin} >= ${property.years} THEN 1 WHEN ${propertySql(property)} THEN 0.7 ELSE 0 END`
        : sql`CASE WHEN ${propertySql(property)} THEN (CASE WHEN ${jobs.type} = 'Internship' THEN 0.5 ELSE 1 END) ELSE 0 END`;
    case 'highPay':
      // Pay a year against 20 LPA: orders by pay what matches the rest alike.
      return sql`LEAST(1, ${jobs.payMax}::numeric / 2000000)`;
    case 'pay':
      // The whole range above the amount, then a range that reaches it.
      return sql`CASE WHEN ${jobs.payMin} >= ${property.atLeast} THEN 1 WHEN ${propertySql(property)} THEN 0.7 ELSE 0 END`;
    case 'stipend':
      return sql`CASE WHEN ${propertySql(property)} THEN (CASE WHEN ${jobs.type} = 'Internship' THEN 1 ELSE 0.8 END) ELSE 0 END`;
    default:
      return sql`CASE WHEN ${propertySql(property)} THEN 1 ELSE 0 END`;
  }
}

/** Whether a concept narrows the list at all ("job", "for students" and the phrase bonus do not). */
export const narrows = (concept: Concept) =>
  !concept.soft && (concept.text.length > 0 || (concept.property !== undefined && !['job', 'student', 'highPay'].includes(concept.property.kind)));

/**
 * How much of a concept's weight a job covers: all of it for a match in the title, skills, company,
 * domains or a property, half for a match in the description alone (a passing mention).
 */
function conceptCoverage(concept: Concept): SQL {
  const w = concept.weight;
  if (!narrows(concept)) return sql.raw(String(w));
  const whole: SQL[] = [];
  if (concept.text.length > 0) whole.push(sql`${jobs.searchHead} @@ ${alternativesQuery(concept.text, 'ABC')}`);
  if (concept.property) whole.push(propertySql(concept.property));
  const half = concept.text.length > 0 ? sql` WHEN ${jobs.searchVector} @@ ${alternativesQuery(concept.text)} THEN ${sql.raw(String(w / 2))}` : sql``;
  return sql`(CASE WHEN ${sql.join(whole, sql` OR `)} THEN ${sql.raw(String(w))}${half} ELSE 0 END)`;
}

/**
 * 0..1: the best field and alternative a job matches the concept in; a property counts as a title
 * match. The title, skills, company and domains are read from the small search_head; only a job
 * that matches none of them has its description's vector read.
 */
function conceptScore(concept: Concept): SQL {
  const scores: SQL[] = [];
  const byFactor = new Map<number, TextAlternative[]>();
  for (const alternative of concept.text) byFactor.set(alternative.factor, [...(byFactor.get(alternative.factor) ?? []), alternative]);
  for (const [factor, alternatives] of byFactor) {
    const query = (label: string) => alternativesQuery(alternatives, label);
    // The title's words as written carry label D in search_head ('simple' configuration: no stemming).
    const asTyped = sql`to_tsquery('simple', ${alternatives.map((a) => operand(a, 'D')).join(' | ')})`;
    const [, ...rest] = FIELD_SCORES;
    const cases = [
      sql`WHEN ${jobs.searchHead} @@ ${query('A')} THEN CASE WHEN ${jobs.searchHead} @@ ${asTyped} THEN ${sql.raw(String(factor))} ELSE ${sql.raw(String(factor * TITLE_STEM_SCORE))} END`,
      ...rest.map(([label, score]) => sql`WHEN ${label === 'D' ? jobs.searchVector : jobs.searchHead} @@ ${query(label)} THEN ${sql.raw(String(factor * score))}`),
    ];
    scores.push(sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`);
  }
  if (concept.property) scores.push(propertyScore(concept.property));
  return scores.length === 1 ? scores[0]! : sql`GREATEST(${sql.join(scores, sql`, `)})`;
}

const totalWeight = (concepts: Concept[]) => concepts.reduce((sum, c) => sum + c.weight, 0);

/** Σ weight of the concepts a job covers (the numerator of its coverage). */
function coveredWeight(concepts: Concept[]): SQL {
  return sql.join(concepts.map(conceptCoverage), sql` + `);
}

/** Jobs that match any concept (one GIN probe for all the text) and cover at least `minCoverage` of the query. */
export function searchCondition(search: SearchCriteria): SQL {
  const narrowing = search.concepts.filter(narrows);
  const text = narrowing.flatMap((c) => c.text);
  const any: SQL[] = [];
  if (text.length > 0) any.push(sql`${jobs.searchVector} @@ ${alternativesQuery(text)}`);
  for (const c of narrowing) if (c.property) any.push(propertySql(c.property));
  if (any.length === 0) return sql`true`;
  const candidate = sql`(${sql.join(any, sql` OR `)})`;
  if (search.concepts.length < 2 || search.minCoverage <= 0) return candidate;
  return sql`(${candidate} AND ${coveredWeight(search.concepts)} >= ${sql.raw(String(search.minCoverage * totalWeight(search.concepts) - COVERAGE_EPSILON))})`;
}

/** Whether a candidate covers MIN_COVERAGE of the query: the count tells the strict answer from the relaxed one. */
export function coversEnough(concepts: Concept[]): SQL {
  if (concepts.length < 2) return sql`true`;
  return sql`(${coveredWeight(concepts)} >= ${sql.raw(String(MIN_COVERAGE * totalWeight(concepts) - COVERAGE_EPSILON))})`;
}

/** Whether a job matches every concept somewhere (its description included): an exact answer to the query. */
export function matchesAll(concepts: Concept[]): SQL {
  const parts = concepts.filter(narrows).map((c) => {
    const any: SQL[] = [];
    if (c.text.length > 0) any.push(sql`${jobs.searchVector} @@ ${alternativesQuery(c.text)}`);
    if (c.property) any.push(propertySql(c.property));
    return sql`(${sql.join(any, sql` OR `)})`;
  });
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` AND `)})`;
}

/** 0..1: Σ weight × concept score over Σ weight. */
export function searchScore(search: SearchCriteria): SQL {
  const total = totalWeight(search.concepts);
  const parts = search.concepts.map((c) => sql`${sql.raw(String(c.weight))} * ${conceptScore(c)}`);
  return sql`((${sql.join(parts, sql` + `)}) / ${sql.raw(String(total))})`;
}

/**
 * The catalogue's words and counts for the vocabulary, in one statement over the active jobs: the
 * titles' words as written (label D of search_head, so nothing is parsed again), every skill, domain
 * and company name with its number of jobs, and the counts of places, types, work modes and pay.
 */
export async function selectVocabulary(db: Database, now: Date): Promise<VocabularyRows> {
  const at = now.toISOString();
  // ts_stat takes its query as text: the moment is an ISO string we formatted, safe to inline.
  const titles = `SELECT search_head FROM jobs WHERE expiry_date > '${at}'::timestamptz`;
  const result = await db.execute<{ kind: string; value: string; jobs: string | number; stop: boolean; catalogue_version: string | number }>(sql`
    WITH active AS (
      SELECT location, type, work_mode, experience_min, pay_max, stipend, is_urgent, skills, domains, company_name
      FROM jobs WHERE expiry_date > ${at}::timestamptz
    ),
    terms AS (SELECT t, count(*) AS n FROM active, unnest(skills || domains || ARRAY[company_name]) AS t GROUP BY t)
    SELECT kind, value, jobs, stop, ${catalogueVersionSql} AS catalogue_version FROM (
      SELECT 'word' AS kind, word AS value, ndoc::bigint AS jobs, numnode(plainto_tsquery(${config}, word)) = 0 AS stop FROM ts_stat(${titles}, 'd')
      UNION ALL SELECT 'term', t, n, false FROM terms
      UNION ALL SELECT 'word', w, max(n), numnode(plainto_tsquery(${config}, w)) = 0
        FROM terms, regexp_split_to_table(trim(pathway_search_text(t)), ' +') AS w WHERE w <> '' GROUP BY w
      UNION ALL SELECT 'location', lower(location), count(*), false FROM active GROUP BY lower(location)
      UNION ALL SELECT 'type', type, count(*), false FROM active GROUP BY type
      UNION ALL SELECT 'mode', work_mode, count(*), false FROM active GROUP BY work_mode
      UNION ALL SELECT 'total', 'jobs', count(*), false FROM active
      UNION ALL SELECT 'total', 'fresher', count(*) FILTER (WHERE experience_min = 0), false FROM active
      UNION ALL SELECT 'total', 'paid', count(*) FILTER (WHERE pay_max > 0), false FROM active
      UNION ALL SELECT 'total', 'unpaid', count(*) FILTER (WHERE pay_max = 0), false FROM active
      UNION ALL SELECT 'total', 'stipend', count(*) FILTER (WHERE stipend <> '' AND pay_max > 0), false FROM active
      UNION ALL SELECT 'total', 'urgent', count(*) FILTER (WHERE is_urgent), false FROM active
    ) v`);
  const rows = result.rows;
  const total = (name: string) => Number(rows.find((r) => r.kind === 'total' && r.value === name)?.jobs ?? 0);
  // A word in a title and in a skill: the larger count (an estimate of the jobs that have it).
  const words = new Map<string, { word: string; jobs: number; stop: boolean }>();
  for (const r of rows) {
    if (r.kind !== 'word') continue;
    const seen = words.get(r.value);
    words.set(r.value, { word: r.value, jobs: Math.max(Number(r.jobs), seen?.jobs ?? 0), stop: Boolean(r.stop) });
  }
  const phrases = new Set<string>();
  for (const r of rows) {
    if (r.kind !== 'term') continue;
    const phrase = searchTokens(r.value).join(' ');
    if (phrase.includes(' ')) phrases.add(phrase);
  }
  return {
    jobs: total('jobs'),
    words: [...words.values()],
    phrases: [...phrases],
    locations: rows.filter((r) => r.kind === 'location').map((r) => ({ location: r.value, jobs: Number(r.jobs) })),
    types: rows.filter((r) => r.kind === 'type').map((r) => ({ type: r.value as JobType, jobs: Number(r.jobs) })),
    workModes: rows.filter((r) => r.kind === 'mode').map((r) => ({ mode: r.value as WorkMode, jobs: Number(r.jobs) })),
    fresher: total('fresher'),
    paid: total('paid'),
    unpaid: total('unpaid'),
    stipend: total('stipend'),
    urgent: total('urgent'),
    version: Number(rows[0]?.catalogue_version ?? 0),
  };
}

/**
 * Runs text-search queries with sequential scans priced out. The planner does not cost reading the
 * TOASTed search_vector of every row, so for a common prefix ("reac" matches 12% of 100,000 jobs)
 * it picks a sequential scan that takes ~600 ms where the GIN index takes ~20 ms. SET LOCAL keeps
 * the setting to this transaction (docs/query-plans.md).
 */
export async function withTextSearchPlans<T>(db: Database, run: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // With seq scans priced out a plan's cost can pass jit_above_cost; compiling then costs more than the query.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL jit = off`);
    return run(tx);
  });
}

/** MatchesAsTyped against the database: one statement, each word an indexed probe. */
export function matchesAsTypedIn(pool: Database, now: Date): MatchesAsTyped {
  return (words) => withTextSearchPlans(pool, async (db) => {
    const list = sql`ARRAY[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`;
    const result = await db.execute<{ word: string; stop: boolean; matching: boolean }>(sql`
      SELECT w AS word, numnode(q) = 0 AS stop,
        numnode(q) > 0 AND EXISTS (SELECT 1 FROM jobs WHERE ${jobs.searchVector} @@ q AND ${jobs.expiryDate} > ${now.toISOString()}::timestamptz) AS matching
      FROM unnest(${list}) AS w, LATERAL (SELECT to_tsquery(${config}, '''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''') AS q) t`);
    return {
      matching: new Set(result.rows.filter((r) => r.matching).map((r) => r.word)),
      stop: new Set(result.rows.filter((r) => r.stop).map((r) => r.word)),
    };
  });
}

/** A job as the in-memory index reads it (search-index.ts): its filter fields and its two vectors as text. */
const indexColumns = (stamp: SQL) => sql`
  id::text AS id, ${stamp}::text AS stamp,
  (extract(epoch FROM posted_date) * 1000000)::float8 AS posted_micros,
  (extract(epoch FROM expiry_date) * 1000)::float8 AS expiry_ms,
  type, work_mode, lower(location) AS location, lower(company_name) AS company, company_id::text AS company_id,
  ARRAY(SELECT lower(x) FROM unnest(domains) AS x) AS domains,
  experience_min, experience_max, pay_min, pay_max, stipend <> '' AS has_stipend, is_urgent,
  search_vector::text AS vector, search_head::text AS head,
  ${catalogueVersionSql} AS catalogue_version`;

type IndexRow = {
  id: string;
  stamp: string;
  posted_micros: number | string;
  expiry_ms: number | string;
  type: string;
  work_mode: string;
  location: string;
  company: string;
  company_id: string;
  domains: string[];
  experience_min: number;
  experience_max: number;
  pay_min: number | null;
  pay_max: number | null;
  has_stipend: boolean;
  is_urgent: boolean;
  vector: string;
  head: string;
  catalogue_version: number | string;
};

function toIndexedJob(r: IndexRow): IndexedJob {
  return {
    id: r.id,
    stamp: r.stamp,
    postedMicros: Number(r.posted_micros),
    expiryMs: Number(r.expiry_ms),
    type: r.type,
    workMode: r.work_mode,
    location: r.location,
    company: r.company,
    companyId: r.company_id,
    domains: r.domains,
    experienceMin: r.experience_min,
    experienceMax: r.experience_max,
    payMin: Number(r.pay_min ?? 0),
    payMax: Number(r.pay_max ?? 0),
    hasStipend: r.has_stipend,
    isUrgent: r.is_urgent,
    vector: r.vector,
    head: r.head,
  };
}

/** Where the index's load has got to: the last job it read (selectIndexRows). */
export interface IndexLoadCursor {
  postedMicros: number;
  id: string;
}

/**
 * A batch of jobs for the index, expired ones included (they may be made active again by an edit,
 * and the index tells them apart by date), `limit` after `after` in the order of posting, oldest
 * first, then by id; with the catalogue version. A document's number then follows its place in the
 * newest-first order that lists and searches walk, so those walks read the index's arrays in order
 * (back to front), not at random places (docs/search.md#documents-in-posting-order). A keyset seek
 * on jobs_posted_date_idx, read backwards.
 */
export async function selectIndexRows(db: Database, after: IndexLoadCursor | undefined, limit: number): Promise<{ jobs: IndexedJob[]; version: number }> {
  // The batch's rows are chosen first (the index's order, nothing detoasted), then only they are
  // turned into text: ordering the text form would sort every remaining row's vectors.
  const result = await db.execute<IndexRow>(sql`
    SELECT ${indexColumns(sql`row_stamp`)} FROM (
      SELECT jobs.*, jobs.xmin AS row_stamp FROM jobs
      ${after === undefined ? sql`` : sql`WHERE (posted_date, id) > (timestamptz 'epoch' + ${after.postedMicros}::float8 * interval '1 microsecond', ${after.id}::uuid)`}
      ORDER BY posted_date, id LIMIT ${limit}
    ) jobs ORDER BY jobs.posted_date, jobs.id`);
  return { jobs: result.rows.map(toIndexedJob), version: Number(result.rows[0]?.catalogue_version ?? (await readVersion(db))) };
}

/** Jobs for the index by id. */
export async function selectIndexRowsByIds(db: Database, ids: readonly string[]): Promise<IndexedJob[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<IndexRow>(sql`SELECT ${indexColumns(sql`xmin`)} FROM jobs WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return result.rows.map(toIndexedJob);
}

/** Every job's row version, and the catalogue version, in one statement (one snapshot). */
export async function selectIndexStamps(db: Database): Promise<{ stamps: Map<string, string>; version: number }> {
  const result = await db.execute<{ id: string; stamp: string; catalogue_version: number | string }>(
    sql`SELECT id::text AS id, xmin::text AS stamp, ${catalogueVersionSql} AS catalogue_version FROM jobs`,
  );
  return {
    stamps: new Map(result.rows.map((r) => [r.id, r.stamp])),
    version: Number(result.rows[0]?.catalogue_version ?? (await readVersion(db))),
  };
}

async function readVersion(db: Database): Promise<number> {
  const result = await db.execute<{ v: number | string }>(sql`SELECT ${catalogueVersionSql} AS v`);
  return Number(result.rows[0]?.v ?? 0);
}

/** What PostgreSQL makes of tsquery operands, stemmed (the search configuration) and as typed ('simple'). */
export async function compileOperands(db: Database, operands: readonly string[]): Promise<{ operand: string; stemmed: string; simple: string }[]> {
  const result = await db.execute<{ operand: string; stemmed: string; simple: string }>(sql`
    SELECT q AS operand, to_tsquery(${config}, q)::text AS stemmed, to_tsquery('simple', q)::text AS simple
    FROM unnest(ARRAY[${sql.join(
      operands.map((o) => sql`${o}`),
      sql`, `,
    )}]::text[]) AS q`);
  return result.rows;
}
