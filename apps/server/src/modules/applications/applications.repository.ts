import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema.ts';

export async function hasApplied(db: Database, userId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .limit(1);
  return rows.length === 1;
}

export async function countAllApplications(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
  return row?.n ?? 0;
}

/** Records the application once; answers false when the user had already applied to the job. */
export async function insertApplication(db: Database, row: { userId: string; jobId: string; createdAt: Date }): Promise<boolean> {
  const inserted = await db.insert(applications).values(row).onConflictDoNothing().returning({ id: applications.id });
  return inserted.length === 1;
}

// The counters are raw statements: the query builder's update() would also set updated_at
// ($onUpdate), and a counter is not a change to the job (the sitemap's lastmod reads updated_at).

export async function incrementApplicationsCount(db: Database, jobId: string): Promise<void> {
  await db.execute(sql`UPDATE ${jobs} SET ${sql.identifier(jobs.applicationsCount.name)} = ${jobs.applicationsCount} + 1 WHERE ${jobs.id} = ${jobId}`);
}

/** Counts a click on an active job's apply link and answers the link; undefined when unknown or expired. */
export async function countRedirect(db: Database, jobId: string, now: Date): Promise<string | undefined> {
  const result = await db.execute<{ apply_link: string }>(
    sql`UPDATE ${jobs} SET ${sql.identifier(jobs.redirectCount.name)} = ${jobs.redirectCount} + 1
        WHERE ${jobs.id} = ${jobId} AND ${jobs.expiryDate} > ${now.toISOString()}::timestamptz
        RETURNING ${jobs.applyLink}`,
  );
  return result.rows[0]?.apply_link;
}

export async function findActiveApplyLink(db: Database, jobId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ applyLink: jobs.applyLink })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), gt(jobs.expiryDate, now)))
    .limit(1);
  return row?.applyLink;
}
