import type { AdminJobListQuery } from '@pathway/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobReports, jobs, type JobRow } from '../../db/schema.ts';

/** The console's view of a job's visibility: hidden wins over expired (docs/product/console-jobs.md). */
export const jobStatusSql = (now: Date) =>
  sql<'active' | 'expired' | 'hidden'>`CASE WHEN ${jobs.hiddenAt} IS NOT NULL THEN 'hidden' WHEN ${jobs.expiryDate} <= ${now.toISOString()}::timestamptz THEN 'expired' ELSE 'active' END`;

const openReportsSql = sql<number>`(SELECT count(*)::int FROM ${jobReports} r WHERE r.job_id = ${jobs.id} AND r.state = 'open')`.mapWith(Number);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of every job (active, expired and hidden), with the total. */
export async function selectConsoleJobs(db: Database, query: AdminJobListQuery, now: Date) {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      sql`(${jobs.title} ILIKE ${like} OR ${jobs.companyName} ILIKE ${like} OR ${jobs.location} ILIKE ${like} OR ${jobs.externalId} ILIKE ${like})`,
    );
  }
  if (query.status) conditions.push(sql`${jobStatusSql(now)} = ${query.status}`);
  if (query.type) conditions.push(eq(jobs.type, query.type));
  if (query.featured !== undefined) conditions.push(eq(jobs.isFeatured, query.featured));
  if (query.flagged !== undefined) {
    const flagged = sql`(cardinality(${jobs.flags}) > 0 OR ${jobs.feeReported} OR ${jobs.reportedClosed} OR ${jobs.linkBroken} OR ${openReportsSql} > 0)`;
    conditions.push(query.flagged ? flagged : sql`NOT ${flagged}`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const dir = query.sortOrder === 'asc' ? sql`ASC` : sql`DESC`;
  const key = {
    postedDate: jobs.postedDate,
    expiryDate: jobs.expiryDate,
    title: sql`lower(${jobs.title})`,
    company: sql`lower(${jobs.companyName})`,
    applications: jobs.applicationsCount,
  }[query.sortBy];
  const rows = await db
    .select({ job: jobs, status: jobStatusSql(now), openReports: openReportsSql })
    .from(jobs)
    .where(where)
    .orderBy(sql`${key} ${dir}`, sql`${jobs.id} ${dir}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [count] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(jobs).where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function selectConsoleJob(db: Database, id: string, now: Date, lock = false) {
  const query = db.select({ job: jobs, status: jobStatusSql(now), openReports: openReportsSql }).from(jobs).where(eq(jobs.id, id));
  const [row] = lock ? await query.for('update', { of: jobs }) : await query;
  return row;
}

/** Sets when a job closes and whether it is hidden, in one statement (one version bump). */
export async function updateJobVisibility(db: Database, id: string, values: { expiryDate: Date; hiddenAt: Date | null; listedUntil: Date | null }) {
  await db.update(jobs).set({ ...values, updatedAt: sql`now()` }).where(eq(jobs.id, id));
}

export async function deleteJobRow(db: Database, id: string): Promise<JobRow | undefined> {
  const [row] = await db.delete(jobs).where(eq(jobs.id, id)).returning();
  return row;
}
