import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobLinkChecks, jobReports, type JobReportRow } from '../../db/schema.ts';

/** A new report, or undefined when this user already reported this job (the unique key). */
export async function insertReport(
  db: Database,
  report: { jobId: string; userId: string; reason: JobReportRow['reason']; note: string | null; createdAt: Date },
): Promise<JobReportRow | undefined> {
  const [row] = await db.insert(jobReports).values(report).onConflictDoNothing({ target: [jobReports.userId, jobReports.jobId] }).returning();
  return row;
}

export async function findReport(db: Database, userId: string, jobId: string): Promise<JobReportRow | undefined> {
  const [row] = await db
    .select()
    .from(jobReports)
    .where(and(eq(jobReports.userId, userId), eq(jobReports.jobId, jobId)))
    .limit(1);
  return row;
}

/**
 * What a job's reports add up to: how many different students reported it closed or its link
 * broken (dismissed reports do not count), and whether a fee report is open or was confirmed.
 */
export async function countReportsForHealth(db: Database, jobId: string): Promise<{ closing: number; fee: number }> {
  const [row] = await db
    .select({
      closing: sql<number>`(count(DISTINCT ${jobReports.userId}) FILTER (WHERE ${jobReports.reason} IN ('closed', 'broken_link') AND ${jobReports.state} <> 'dismissed'))::int`.mapWith(Number),
      fee: sql<number>`(count(*) FILTER (WHERE ${jobReports.reason} = 'fee' AND ${jobReports.state} <> 'dismissed'))::int`.mapWith(Number),
    })
    .from(jobReports)
    .where(eq(jobReports.jobId, jobId));
  return { closing: row?.closing ?? 0, fee: row?.fee ?? 0 };
}

export interface LinkCheckWrite {
  jobId: string;
  url: string;
  checkedAt: Date;
  consecutiveFailures: number;
  lastStatus: number | null;
  lastError: string | null;
}

/** Records checks (one statement): each job's row is replaced by its newest check. */
export async function upsertLinkChecks(db: Database, checks: readonly LinkCheckWrite[]): Promise<void> {
  if (checks.length === 0) return;
  await db
    .insert(jobLinkChecks)
    .values([...checks])
    .onConflictDoUpdate({
      target: jobLinkChecks.jobId,
      set: {
        url: sql`excluded.url`,
        checkedAt: sql`excluded.checked_at`,
        consecutiveFailures: sql`excluded.consecutive_failures`,
        lastStatus: sql`excluded.last_status`,
        lastError: sql`excluded.last_error`,
      },
    });
}

/** Checks of `jobIds` (tests, operators). */
export async function selectLinkChecks(db: Database, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return db.select().from(jobLinkChecks).where(inArray(jobLinkChecks.jobId, [...jobIds]));
}
