import {
  COUNT_BOUND,
  experienceBuckets,
  RUPEES_PER_LAKH,
  salaryBuckets,
  type ExperienceBucket,
  type JobSortField,
  type JobType,
  type SalaryBucket,
  type SortOrder,
  type WorkMode,
} from '@pathway/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, companies, jobLinkChecks, jobs, lowerArray } from '../../db/schema.ts';
import { catalogueVersionSql } from './catalogue-version.ts';
import type { Eligibility, MatchCriteria } from './matches/match.ts';
import { preparedStatement, QueryParams } from './prepared-statements.ts';
import { coversEnough, matchesAll, searchCondition, searchScore, type SearchCriteria } from './search/search.repository.ts';

/** What a list asks for, after validation and the reading of its query (jobs.service.ts builds it). */
export interface JobCriteria {
  search?: SearchCriteria;
  types?: JobType[];
  /** Lower-cased, aliases expanded (Bangalore → bengaluru, bangalore). */
  locations?: string[];
  domains?: string[];
  companies?: string[];
  workModes?: WorkMode[];
  companyId?: string;
  experience?: ExperienceBucket[];
  salary?: SalaryBucket[];
  /** eligible=me: only jobs none of whose rules excludes this profile (docs/product/matches.md). */
  eligibleFor?: Eligibility;
  /** Only jobs sharing a skill with these skill keys (the dashboard's recommendations). */
  sharesSkill?: string[];
  /** sortBy=match: the profile the "Best match" order compares jobs with. */
  match?: MatchCriteria;
}

export type JobOrder = { field: Exclude<JobSortField, 'relevance'> | 'relevance'; order: SortOrder };

/** Bucket [min, max) in the unit of the column; a range [lo, hi] overlaps it when lo < max and hi >= min. */
function overlaps(lo: SQL, hi: SQL, min: number, max: number | null): SQL {
  return max === null ? sql`${hi} >= ${min}` : sql`(${lo} < ${max} AND ${hi} >= ${min})`;
}

/** One placeholder per value: `IN ($1, $2)` keeps the planner's view of a single value as `= $1` (an ordered index scan). */
const boundList = (p: QueryParams, name: string, values: readonly string[]) => sql.join(values.map((v, i) => p.bind(`${name}${i}`, v)), sql`, `);

/**
 * The WHERE clause of a list and its count. Filter values are bound through `p` (prepared-statements.ts),
 * so lists of the same shape share one statement; the text search, never prepared, inlines its values.
 */
export function jobConditions(criteria: JobCriteria, now: Date, p: QueryParams): SQL {
  const conditions: SQL[] = [sql`${jobs.expiryDate} > ${p.bind('now', now.toISOString())}::timestamptz`];
  if (criteria.search) {
    p.fix('search');
    conditions.push(searchCondition(criteria.search));
  }
  if (criteria.types?.length) conditions.push(sql`${jobs.type} IN (${boundList(p, 'type', criteria.types)})`);
  if (criteria.locations?.length) {
    conditions.push(sql`lower(${jobs.location}) IN (${boundList(p, 'location', criteria.locations.map((l) => l.toLowerCase()))})`);
  }
  if (criteria.workModes?.length) conditions.push(sql`${jobs.workMode} IN (${boundList(p, 'workMode', criteria.workModes)})`);
  if (criteria.domains?.length) {
    conditions.push(sql`${lowerArray(jobs.domains)} && ARRAY[${boundList(p, 'domain', criteria.domains.map((d) => d.toLowerCase()))}]::text[]`);
  }
  if (criteria.companies?.length) {
    const names = boundList(p, 'company', criteria.companies.map((c) => c.toLowerCase()));
    // Qualified by hand: drizzle leaves columns unqualified in one-table selects (the count).
    conditions.push(sql`"jobs"."company_id" IN (SELECT c.id FROM companies c WHERE lower(c.name) IN (${names}))`);
  }
  if (criteria.companyId) conditions.push(sql`${jobs.companyId} = ${p.bind('companyId', criteria.companyId)}`);
  if (criteria.eligibleFor) {
    const excluded = exclusions(criteria.eligibleFor, p, 'eligible');
    if (excluded.length > 0) conditions.push(sql`NOT (${sql.join(excluded, sql` OR `)})`);
  }
  if (criteria.sharesSkill) conditions.push(sql`${jobs.skillKeys} && ${textArray(p, 'sharesSkill', criteria.sharesSkill)}`);
  if (criteria.experience?.length) {
    // The bounds are constants of each bucket: the buckets chosen are part of the shape.
    p.fix(`experience:${criteria.experience.join(',')}`);
    const any = criteria.experience.map((b) => {
      const { min, max } = experienceBuckets[b];
      return overlaps(sql`${jobs.experienceMin}`, sql`${jobs.experienceMax}`, min, max);
    });
    conditions.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  if (criteria.salary?.length) {
    p.fix(`salary:${criteria.salary.join(',')}`);
    // Pay a year: the salary, or a stipend as a yearly figure (docs/search.md#pay). A job that states
    // neither (unpaid, an hourly rate) is in no pay bucket.
    const any = criteria.salary.map((b) => {
      const { min, max } = salaryBuckets[b];
      return overlaps(sql`${jobs.payMin}`, sql`${jobs.payMax}`, min * RUPEES_PER_LAKH, max === null ? null : max * RUPEES_PER_LAKH);
    });
    conditions.push(sql`(${jobs.payMax} > 0 AND (${sql.join(any, sql` OR `)}))`);
  }
  return and(...conditions)!;
}

/**
 * A list of text as one bound value (a JSON array), so that lists of any length share a statement;
 * PostgreSQL reads it once per statement (an InitPlan).
 */
const textArray = (p: QueryParams, name: string, values: readonly string[]): SQL =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${p.bind(name, JSON.stringify(values))}::jsonb))`;

/**
 * The rules of a job that exclude this profile, one condition each (matches/match.ts
 * checkEligibility): a rule the job sets and the profile states but does not meet. A rule the
 * profile says nothing about excludes nothing.
 */
function exclusions(profile: Eligibility, p: QueryParams, prefix: string): SQL[] {
  const excluded: SQL[] = [];
  if (profile.graduationYear !== null) {
    const year = p.bind(`${prefix}Year`, profile.graduationYear);
    excluded.push(sql`(${jobs.eligibleGraduationYears} IS NOT NULL AND NOT (${year}::int = ANY(${jobs.eligibleGraduationYears})))`);
  }
  if (profile.degreeKeys !== null) {
    const degrees = textArray(p, `${prefix}Degrees`, profile.degreeKeys);
    excluded.push(sql`(${jobs.eligibleDegreeKeys} IS NOT NULL AND NOT (${jobs.eligibleDegreeKeys} && ${degrees}))`);
  }
  if (profile.cgpa !== null) {
    excluded.push(sql`(${jobs.minCgpa} IS NOT NULL AND ${jobs.minCgpa} > ${p.bind(`${prefix}Cgpa`, profile.cgpa)}::numeric)`);
  }
  return excluded;
}

/** The rules a job sets that the profile says nothing about (eligible: unknown). */
function unknowns(profile: Eligibility): SQL[] {
  const unknown: SQL[] = [];
  if (profile.graduationYear === null) unknown.push(sql`${jobs.eligibleGraduationYears} IS NOT NULL`);
  if (profile.degreeKeys === null) unknown.push(sql`${jobs.eligibleDegreeKeys} IS NOT NULL`);
  if (profile.cgpa === null) unknown.push(sql`${jobs.minCgpa} IS NOT NULL`);
  return unknown;
}

const anyOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` OR `)})`);

/**
 * "Best match" first (docs/product/matches.md#best-match; matches/match.ts matchRank): the share of
 * the job's skills the profile has, eligible (yes, unknown, no), the preferred location and type,
 * then the newest. The direction is always best first.
 */
function matchOrderBy(match: MatchCriteria, p: QueryParams): SQL[] {
  // Jobs students reported closed go below every other match (docs/product/listing-health.md).
  const order: SQL[] = [asc(jobs.reportedClosed)];
  if (match.skillKeys.length > 0) {
    const have = textArray(p, 'matchSkills', match.skillKeys);
    order.push(
      // The overlap test first: most jobs share no skill, and skip counting (docs/query-plans.md#eligible-and-best-match).
      sql`(CASE WHEN ${jobs.skillKeys} && ${have} THEN (SELECT count(*) FROM unnest(${jobs.skillKeys}) AS k WHERE k = ANY(${have}))::float8 / cardinality(${jobs.skillKeys}) ELSE 0 END) DESC`,
    );
  }
  const excluded = exclusions(match.eligibility, p, 'match');
  const unknown = unknowns(match.eligibility);
  p.fix(`matchUnknown:${unknown.length}`);
  if (excluded.length > 0 || unknown.length > 0) {
    order.push(sql`(CASE WHEN ${anyOf(excluded)} THEN 0 WHEN ${anyOf(unknown)} THEN 1 ELSE 2 END) DESC`);
  }
  if (match.locations) {
    const places = textArray(p, 'matchLocations', match.locations);
    const remote = match.locations.includes('remote');
    p.fix(`matchRemote:${remote}`);
    const orRemote = remote ? sql` OR ${jobs.workMode} = 'remote'` : sql``;
    order.push(sql`(CASE WHEN lower(${jobs.location}) = ANY(${places})${orRemote} THEN 1 ELSE 0 END) DESC`);
  }
  if (match.types) order.push(sql`(CASE WHEN lower(${jobs.type}) = ANY(${textArray(p, 'matchTypes', match.types)}) THEN 1 ELSE 0 END) DESC`);
  return [...order, desc(jobs.postedDate), desc(jobs.id)];
}

/** ORDER BY for a list; every order ends in a unique key so pages never overlap or skip. */
export function jobOrderBy(criteria: JobCriteria, order: JobOrder, p: QueryParams): SQL[] {
  const dir = order.order === 'asc' ? asc : desc;
  switch (order.field) {
    case 'relevance':
      if (criteria.search) return [sql`${searchScore(criteria.search)} DESC`, desc(jobs.postedDate), desc(jobs.id)];
      return [desc(jobs.postedDate), desc(jobs.id)];
    case 'postedDate':
      return [dir(jobs.postedDate), dir(jobs.id)];
    case 'expiryDate':
      return [dir(jobs.expiryDate), dir(jobs.id)];
    case 'salary':
      // Pay a year, stipends included (docs/search.md#pay).
      return [dir(jobs.payMax), dir(jobs.payMin), dir(jobs.id)];
    case 'title':
      return [dir(sql`lower(${jobs.title}) COLLATE "C"`), dir(jobs.id)];
    case 'applicationsCount':
      return [dir(jobs.applicationsCount), dir(jobs.id)];
    case 'match':
      if (!criteria.match) throw new Error('The match order needs the profile to compare with');
      return matchOrderBy(criteria.match, p);
  }
}

/** Enough of the description for a summary of JOB_SUMMARY_LENGTH characters, and no more over the wire. */
const SUMMARY_SOURCE_LENGTH = 400;

/** A job as lists show it (the description cut to what a summary needs); saved-jobs reads the same. */
export const jobListColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  companyId: jobs.companyId,
  logo: companies.logo,
  type: jobs.type,
  isUrgent: jobs.isUrgent,
  isFeatured: jobs.isFeatured,
  location: jobs.location,
  workMode: jobs.workMode,
  stipend: jobs.stipend,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  postedDate: jobs.postedDate,
  expiryDate: jobs.expiryDate,
  applicationsCount: jobs.applicationsCount,
  domains: jobs.domains,
  skills: jobs.skills,
  description: sql<string>`left(${jobs.description}, ${sql.raw(String(SUMMARY_SOURCE_LENGTH))})`,
  descriptionCut: sql<boolean>`(length(${jobs.description}) > ${sql.raw(String(SUMMARY_SOURCE_LENGTH))})`,
  applyLink: jobs.applyLink,
  eligibleGraduationYears: jobs.eligibleGraduationYears,
  eligibleDegrees: jobs.eligibleDegrees,
  minCgpa: jobs.minCgpa,
  // Listing health (docs/product/listing-health.md); the last check lives apart from the row.
  flags: jobs.flags,
  reportedClosed: jobs.reportedClosed,
  feeReported: jobs.feeReported,
  linkBroken: jobs.linkBroken,
  linkCheckedAt: sql<Date | string | null>`(SELECT c.checked_at FROM job_link_checks c WHERE c.job_id = "jobs"."id")`,
};

/** From this offset on, a page first finds its ids (index-only where the index covers the filter), then reads just those rows. */
export const DEFERRED_JOIN_OFFSET = 100;

/**
 * Where a page of a list in postedDate order starts: the sort key of the row just before it.
 * The date is text with microseconds (a JS Date would drop them and skip or repeat rows).
 */
export interface PageCursor {
  postedDate: string;
  id: string;
}

const pageColumns = {
  ...jobListColumns,
  catalogueVersion: catalogueVersionSql,
  cursorDate: sql<string>`to_char(${jobs.postedDate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Rows after `cursor` in the list's postedDate order (the tie-break on id follows the same direction). */
function afterCursor(order: JobOrder, cursor: PageCursor, p: QueryParams): SQL {
  const date = sql`${p.bind('afterDate', cursor.postedDate)}::timestamptz`;
  const id = sql`${p.bind('afterId', cursor.id)}::uuid`;
  return order.order === 'asc' ? sql`(${jobs.postedDate}, ${jobs.id}) > (${date}, ${id})` : sql`(${jobs.postedDate}, ${jobs.id}) < (${date}, ${id})`;
}

function buildJobPage(db: Database, criteria: JobCriteria, order: JobOrder, now: Date, page: PageWindow) {
  const p = new QueryParams();
  let where = jobConditions(criteria, now, p);
  if (page.after) {
    if (order.field !== 'postedDate') throw new Error('A page cursor needs the postedDate order');
    p.fix('after');
    where = and(where, afterCursor(order, page.after, p))!;
  }
  const orderBy = jobOrderBy(criteria, order, p);
  const deferred = page.offset >= DEFERRED_JOIN_OFFSET;
  p.fix(`${order.field}:${order.order}:${deferred ? 'deferred' : 'direct'}`);
  const limitParam = p.placeholder('limit', page.limit);
  const offsetParam = p.placeholder('offset', page.offset);
  const build = (name: string) => {
    const base = db.select(pageColumns).from(jobs).leftJoin(companies, eq(companies.id, jobs.companyId));
    if (!deferred) return base.where(where).orderBy(...orderBy).limit(limitParam).offset(offsetParam).prepare(name);
    // Deep page: the ids of the page are found first (walking past `offset` index entries, index-only
    // where the index covers the filter), then only those rows are read, in the same statement.
    const pageIds = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(...orderBy).limit(limitParam).offset(offsetParam);
    return base.where(inArray(jobs.id, pageIds)).orderBy(...orderBy).prepare(name);
  };
  return { p, build };
}

/** Which rows of a list: `limit` rows from `offset`, counted after `after` when given (a keyset seek). */
export interface PageWindow {
  limit: number;
  offset: number;
  after?: PageCursor | undefined;
}

/**
 * One page of a list, each row carrying the catalogue version of the statement's snapshot and its
 * cursor. Without a text search the statement is prepared once per shape; a text search runs
 * inside withTextSearchPlans' transaction (`db` is then that transaction), so it is built each time.
 */
export async function selectJobPage(db: Database, criteria: JobCriteria, order: JobOrder, now: Date, page: PageWindow) {
  const { p, build } = buildJobPage(db, criteria, order, now, page);
  const statement = criteria.search ? build('') : preparedStatement(db, `page|${p.shape}`, build);
  return statement.execute(p.values);
}
export type JobListRow = Awaited<ReturnType<typeof selectJobPage>>[number];

/** `n` id placeholders, and their values: one prepared statement per number of ids. */
const idPlaceholders = (n: number) => Array.from({ length: n }, (_, i) => sql.placeholder(`id${i}`));
const idParams = (ids: readonly string[]) => Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));

/**
 * Rows of a list by id (a page the search index chose), in no particular order; each with the
 * catalogue version, and with its whole description beside the summary's source and whether it
 * is hidden: these rows are kept in memory, where they also answer the job's page (list-rows.ts).
 */
export async function selectJobsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const statement = preparedStatement(db, `page-by-ids|${ids.length}`, (name) =>
    db
      .select({ ...pageColumns, fullDescription: jobs.description, hiddenAt: jobs.hiddenAt })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(inArray(jobs.id, idPlaceholders(ids.length)))
      .prepare(name),
  );
  return statement.execute(idParams(ids));
}

/**
 * What of a list row moves without a catalogue version (the triggers of migrations 0004, 0012, 0013
 * and 0015 bump it for every other column): the applications counter and the link check's time,
 * with the version they were read at. For rows kept in memory (list-rows.ts), read again once a
 * minute: an id, a number and a time per row instead of the whole row.
 */
export async function selectJobCounters(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const statement = preparedStatement(db, `counters-by-ids|${ids.length}`, (name) =>
    db
      .select({
        id: jobs.id,
        applicationsCount: jobs.applicationsCount,
        linkCheckedAt: jobListColumns.linkCheckedAt,
        catalogueVersion: catalogueVersionSql,
      })
      .from(jobs)
      .where(inArray(jobs.id, idPlaceholders(ids.length)))
      .prepare(name),
  );
  return statement.execute(idParams(ids));
}
export type JobCountersRow = Awaited<ReturnType<typeof selectJobCounters>>[number];

export interface JobCount {
  total: number;
  /** More jobs than the bound match: `total` is the bound, a lower limit rather than the exact count. */
  capped: boolean;
  /** With a search: how many of them cover enough of the query (search.repository.ts MIN_COVERAGE). */
  strict: number;
  /** With a search: how many match every part of the query. */
  exact: number;
  /** Earliest expiry among the counted jobs: the count holds until then. */
  minExpiry: Date | null;
  catalogueVersion: number;
}

/**
 * How many active jobs match. Without a search the count stops past `bound`: it reads at most
 * bound + 1 matching rows, and more than `bound` answers `{total: bound, capped: true}`
 * (docs/query-plans.md#bounded-counts). A search still counts every match, for its coverage counts.
 */
export async function countJobs(db: Database, criteria: JobCriteria, now: Date, bound: number = COUNT_BOUND): Promise<JobCount> {
  const { search } = criteria;
  if (!search) return countBounded(db, criteria, now, bound);
  const p = new QueryParams();
  // Every candidate, covering enough or not: `total` is the relaxed answer's size when `strict` is 0.
  const where = jobConditions({ ...criteria, search: { ...search, minCoverage: 0 } }, now, p);
  // A text search inlines its values, so it is never prepared (selectJobPage).
  const statement = db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      strict: sql<number>`(count(*) FILTER (WHERE ${coversEnough(search.concepts)}))::int`.mapWith(Number),
      exact: sql<number>`(count(*) FILTER (WHERE ${matchesAll(search.concepts)}))::int`.mapWith(Number),
      minExpiry: sql<string | null>`min(${jobs.expiryDate})`,
      catalogueVersion: catalogueVersionSql,
    })
    .from(jobs)
    .where(where)
    .prepare('');
  const [row] = await statement.execute(p.values);
  return {
    total: row?.total ?? 0,
    capped: false,
    strict: row?.strict ?? 0,
    exact: row?.exact ?? 0,
    minExpiry: row?.minExpiry ? new Date(row.minExpiry) : null,
    catalogueVersion: row?.catalogueVersion ?? 0,
  };
}

/**
 * `count(*)` over at most bound + 1 matching rows. The earliest expiry among the rows read is still
 * the count's horizon when it stops early: until one of them expires, more than `bound` jobs match.
 */
async function countBounded(db: Database, criteria: JobCriteria, now: Date, bound: number): Promise<JobCount> {
  const p = new QueryParams();
  const where = jobConditions(criteria, now, p);
  const limitParam = p.placeholder('countLimit', bound + 1);
  const statement = preparedStatement(db, `count|${p.shape}`, (name) => {
    const counted = db.select({ expiryDate: jobs.expiryDate }).from(jobs).where(where).limit(limitParam).as('counted');
    return db
      .select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        minExpiry: sql<string | null>`min(${counted.expiryDate})`,
        catalogueVersion: catalogueVersionSql,
      })
      .from(counted)
      .prepare(name);
  });
  const [row] = await statement.execute(p.values);
  const read = row?.total ?? 0;
  const capped = read > bound;
  const total = capped ? bound : read;
  return {
    total,
    capped,
    strict: total,
    exact: total,
    minExpiry: row?.minExpiry ? new Date(row.minExpiry) : null,
    catalogueVersion: row?.catalogueVersion ?? 0,
  };
}

const detailColumns = {
  ...jobListColumns,
  description: jobs.description,
  updatedAt: jobs.updatedAt,
  hiddenAt: jobs.hiddenAt,
  catalogueVersion: catalogueVersionSql,
};

/**
 * A job by id, expired or not (the service tells the two apart), with the catalogue version it was
 * read at (the catalogue cache keeps it against that). One prepared statement: the job page's only query.
 */
export async function findJobById(db: Database, id: string) {
  const statement = preparedStatement(db, 'job-by-id', (name) =>
    db
      .select(detailColumns)
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobs.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}
export type JobDetailRow = NonNullable<Awaited<ReturnType<typeof findJobById>>>;

/** What saving or applying needs to know about a job: that it exists, whether it expired, and its names. */
export async function findJobBrief(db: Database, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.companyName, expiryDate: jobs.expiryDate })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}

export async function selectFeatured(db: Database, now: Date, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      logo: companies.logo,
      location: jobs.location,
      type: jobs.type,
      stipend: jobs.stipend,
      expiryDate: jobs.expiryDate,
      applyLink: jobs.applyLink,
      catalogueVersion: catalogueVersionSql,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(sql`${jobs.isFeatured}`, gt(jobs.expiryDate, now)))
    .orderBy(desc(jobs.postedDate), desc(jobs.id))
    .limit(limit);
}

interface Aggregate<T> {
  rows: T[];
  minExpiry: Date | null;
  catalogueVersion: number;
}

/**
 * Distinct values over every active job, with the earliest expiry among them and the version.
 * These read every active row by design (once per catalogue version; the service caches them).
 */
async function aggregate<T>(db: Database, query: SQL): Promise<Aggregate<T>> {
  const result = await db.execute<T & { min_expiry: string | Date | null; catalogue_version: string | number }>(query);
  const first = result.rows[0];
  if (!first) return emptyAggregate(db, query);
  return {
    rows: result.rows,
    minExpiry: first.min_expiry ? new Date(first.min_expiry) : null,
    catalogueVersion: Number(first.catalogue_version),
  };
}

/**
 * An aggregate that read no row has no row to carry the version: the same query is counted again
 * with the version, in one statement (one snapshot). Still empty, the answer holds at that version
 * and by time alone for ever (jobs only leave the catalogue by time), so the catalogue cache keeps
 * it; else a job arrived in between, and the empty answer goes out unkept (version 0), as before.
 */
async function emptyAggregate<T>(db: Database, query: SQL): Promise<Aggregate<T>> {
  const again = await db.execute<{ n: number; catalogue_version: string | number }>(
    sql`SELECT (SELECT count(*) FROM (${query}) q)::int AS n, ${catalogueVersionSql} AS catalogue_version`,
  );
  const row = again.rows[0];
  return { rows: [], minExpiry: null, catalogueVersion: row && Number(row.n) === 0 ? Number(row.catalogue_version) : 0 };
}

/** An expiry as milliseconds since the epoch, microseconds kept as a fraction (exact in a double). */
const epochMs = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * Active jobs at `now` per domain spelling, read ahead of the clock until `until`
 * (docs/product/catalogue.md#read-ahead): the spelling's jobs still active at `until` (`settled`),
 * and the expiries, ascending, of those leaving before then (`leaving`, ms since the epoch). `key`
 * is PostgreSQL's lower() of the spelling: spellings that differ only in case are one category.
 * Like the other aggregates below it reads only the covering index jobs_expiry_date_idx
 * (0004_catalogue_version.sql).
 */
export async function selectCategoryCounts(db: Database, now: Date, until: Date) {
  return aggregate<{ name: string; key: string; settled: number; leaving: number[] | null }>(
    db,
    sql`
      SELECT name, lower(name) AS key, coalesce(s.settled, 0) AS settled, l.leaving, ${catalogueVersionSql} AS catalogue_version
      FROM (
        SELECT d AS name, count(*)::int AS settled
        FROM jobs, unnest(jobs.domains) AS d WHERE expiry_date > ${until} GROUP BY d
      ) s
      FULL JOIN (
        -- A range of the index: the jobs of the hour ahead. (An ordered aggregate over every row would
        -- cost the scan above its parallel workers: 2.0 s instead of 0.7 at 1,000,000 jobs.)
        SELECT d AS name, array_agg(${epochMs(sql`expiry_date`)} ORDER BY expiry_date) AS leaving
        FROM jobs, unnest(jobs.domains) AS d WHERE expiry_date > ${now} AND expiry_date <= ${until} GROUP BY d
      ) l USING (name)`,
  );
}

export type OptionField = 'locations' | 'domains' | 'companies' | 'types';

/** Each distinct value of one field over active jobs, with the last expiry among its jobs. */
const optionValues = (field: OptionField, now: Date): SQL => {
  switch (field) {
    case 'locations':
      return sql`SELECT location AS value, max(expiry_date) AS last_expiry FROM jobs WHERE expiry_date > ${now} GROUP BY location`;
    case 'domains':
      return sql`SELECT d AS value, max(expiry_date) AS last_expiry FROM jobs, unnest(jobs.domains) AS d WHERE expiry_date > ${now} GROUP BY d`;
    case 'companies':
      return sql`
        SELECT c.name AS value, j.last_expiry
        FROM companies c
        JOIN (SELECT company_id, max(expiry_date) AS last_expiry FROM jobs WHERE expiry_date > ${now} GROUP BY company_id) j ON j.company_id = c.id`;
    case 'types':
      return sql`SELECT type AS value, max(expiry_date) AS last_expiry FROM jobs WHERE expiry_date > ${now} GROUP BY type`;
  }
};

/**
 * Distinct values of one field over active jobs (unsorted: the service sorts them the same way on
 * every database). Such a list changes by time alone only when a value's last job expires, so its
 * `minExpiry` is the earliest of those moments, not the catalogue's next expiry: with expiries
 * spread over 90 days, a catalogue of 1,000,000 jobs has one every 9 s or so, and each would read
 * every active job again (docs/product/catalogue.md#option-lists).
 */
export async function selectOptionValues(db: Database, field: OptionField, now: Date) {
  return aggregate<{ value: string }>(
    db,
    sql`
      SELECT v.value, min(v.last_expiry) OVER () AS min_expiry, ${catalogueVersionSql} AS catalogue_version
      FROM (${optionValues(field, now)}) v`,
  );
}

/**
 * Every job active at `now`, its id and last change, newest first (the sitemap), read ahead of the
 * clock until `until` (docs/product/catalogue.md#read-ahead): `leaving` is the expiry (ms since the
 * epoch) of a job that leaves before then, else null.
 */
export async function selectActiveJobStamps(db: Database, now: Date, until: Date) {
  const result = await aggregate<{ id: string; updated_at: string | Date; leaving: number | null }>(
    db,
    sql`
      SELECT id, updated_at, CASE WHEN expiry_date <= ${until} THEN ${epochMs(sql`expiry_date`)} END AS leaving,
        ${catalogueVersionSql} AS catalogue_version
      FROM ${jobs} WHERE expiry_date > ${now}
      ORDER BY posted_date DESC, id DESC`,
  );
  return { ...result, rows: result.rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at), leaving: r.leaving === null ? null : Number(r.leaving) })) };
}

/**
 * Which of `jobIds` the user has applied to with Apply Now (apply-links.ts: whose apply link a
 * viewer sees); a job tracked by hand did not count the quota, so it does not show the link.
 */
export async function selectAppliedJobIds(db: Database, userId: string, jobIds: readonly string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.jobId, [...jobIds]), isNotNull(applications.applyClickedAt)));
  return rows.flatMap((r) => (r.jobId ? [r.jobId] : []));
}

/**
 * Saved-search alerts (docs/product/alerts.md#what-is-new): active jobs matching `criteria` that
 * were added after `since` (jobs.created_at, the database's clock: a re-import or an edit keeps it,
 * so a job is new once). The order is the mail's. Never prepared: a text search inlines its values.
 */
export async function selectNewJobsMatching(db: Database, criteria: JobCriteria, since: Date, now: Date, limit: number) {
  const p = new QueryParams();
  const where = and(jobConditions(criteria, now, p), gt(jobs.createdAt, since))!;
  const statement = db
    .select(pageColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    // The mail's order: newest first, jobs students reported closed last (docs/product/listing-health.md).
    .orderBy(asc(jobs.reportedClosed), desc(jobs.postedDate), desc(jobs.id))
    .limit(limit)
    .prepare('');
  return statement.execute(p.values);
}

/** When the latest job was added (the database's clock), or null for an empty catalogue: one step into jobs_created_at_idx. */
export async function selectLatestJobCreatedAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | Date | null>`max(${jobs.createdAt})` }).from(jobs);
  return row?.at ? new Date(row.at) : null;
}

// ---------------------------------------------------------------------------------------------
// Listing health (docs/product/listing-health.md): the columns lists show, set by other modules
// through jobs.service.ts
// ---------------------------------------------------------------------------------------------

/** A job locked for a health change, with what it shows now; undefined when there is no such job. */
export async function lockJobHealth(db: Database, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, expiryDate: jobs.expiryDate, hiddenAt: jobs.hiddenAt, reportedClosed: jobs.reportedClosed, feeReported: jobs.feeReported })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  return row;
}

/**
 * Writes only the health columns that change: each write bumps the catalogue version (trigger
 * jobs_catalogue_version_health), which a statement that changes nothing should not.
 */
export async function updateJobHealth(db: Database, jobId: string, patch: { reportedClosed?: boolean; feeReported?: boolean }) {
  if (patch.reportedClosed === undefined && patch.feeReported === undefined) return;
  await db.update(jobs).set(patch).where(eq(jobs.id, jobId));
}

/**
 * Active jobs whose apply link was never checked or last checked at or before `checkedBefore`, the
 * longest unchecked first, with the last check's link and failure count (the link checker's work).
 */
export async function selectLinksToCheck(db: Database, now: Date, checkedBefore: Date, limit: number) {
  return db
    .select({
      id: jobs.id,
      applyLink: jobs.applyLink,
      linkBroken: jobs.linkBroken,
      checkedUrl: jobLinkChecks.url,
      failures: jobLinkChecks.consecutiveFailures,
    })
    .from(jobs)
    .leftJoin(jobLinkChecks, eq(jobLinkChecks.jobId, jobs.id))
    .where(and(gt(jobs.expiryDate, now), isNull(jobs.hiddenAt), or(isNull(jobLinkChecks.checkedAt), lte(jobLinkChecks.checkedAt, checkedBefore))))
    .orderBy(sql`${jobLinkChecks.checkedAt} ASC NULLS FIRST`, asc(jobs.id))
    .limit(limit);
}

/** Sets link_broken on the jobs of `ids` that do not have it already (one version bump, or none). */
export async function setLinksBroken(db: Database, ids: readonly string[], broken: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({ linkBroken: broken })
    .where(and(inArray(jobs.id, [...ids]), sql`${jobs.linkBroken} <> ${broken}`))
    .returning({ id: jobs.id });
  return rows.length;
}
