import type { AdminReportListQuery } from '@pathway/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobReports, jobs, users } from '../../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The moderation queue: reports with their job and reporter, oldest first unless asked otherwise. */
export async function selectReportPage(db: Database, query: AdminReportListQuery, now: Date) {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(jobReports.state, query.state));
  if (query.reason) conditions.push(eq(jobReports.reason, query.reason));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(sql`(${jobs.title} ILIKE ${like} OR ${jobs.companyName} ILIKE ${like} OR ${jobReports.note} ILIKE ${like})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const dir = query.sortOrder === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await db
    .select({
      report: jobReports,
      reporterEmail: users.email,
      job: { id: jobs.id, title: jobs.title, company: jobs.companyName, flags: jobs.flags, feeReported: jobs.feeReported, hiddenAt: jobs.hiddenAt, expiryDate: jobs.expiryDate },
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .leftJoin(users, eq(users.id, jobReports.userId))
    .where(where)
    .orderBy(sql`${jobReports.createdAt} ${dir}`, sql`${jobReports.id} ${dir}`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .where(where);
  return { rows, total: count?.total ?? 0, now };
}

export async function lockReport(db: Database, id: string) {
  const [row] = await db.select().from(jobReports).where(eq(jobReports.id, id)).for('update');
  return row;
}

/** Resolves the open reports of a job that say the same thing (one claim, one decision). */
export async function resolveOpenReports(
  db: Database,
  jobId: string,
  reason: string,
  values: { state: 'confirmed' | 'dismissed'; resolvedAt: Date; resolvedBy: string | null },
): Promise<string[]> {
  const rows = await db
    .update(jobReports)
    .set(values)
    .where(and(eq(jobReports.jobId, jobId), sql`${jobReports.reason} = ${reason}`, eq(jobReports.state, 'open')))
    .returning({ id: jobReports.id });
  return rows.map((r) => r.id);
}
