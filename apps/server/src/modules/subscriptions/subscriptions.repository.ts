import type { QuotaKind } from '@pathway/contracts';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, jobViews } from '../../db/schema.ts';
import type { QuotaMonth } from './quota.ts';

/**
 * What the user has used of a quota in `month`: Apply Now clicks in [start, end), job views
 * stored under the month's key.
 */
export async function countQuotaUsed(db: Database, quota: QuotaKind, userId: string, month: QuotaMonth): Promise<number> {
  const [row] =
    quota === 'applications'
      ? await db
          .select({ n: count() })
          .from(applications)
          // Apply Now clicks only: applications tracked by hand never count (docs/applications-api.md).
          .where(and(eq(applications.userId, userId), gte(applications.applyClickedAt, month.start), lt(applications.applyClickedAt, month.end)))
      : await db
          .select({ n: count() })
          .from(jobViews)
          .where(and(eq(jobViews.userId, userId), eq(jobViews.month, month.key)));
  return row?.n ?? 0;
}

export async function hasJobView(db: Database, userId: string, month: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(jobViews)
    .where(and(eq(jobViews.userId, userId), eq(jobViews.month, month), eq(jobViews.jobId, jobId)))
    .limit(1);
  return rows.length === 1;
}

export async function insertJobView(db: Database, view: { userId: string; jobId: string; month: string; createdAt: Date }): Promise<void> {
  await db.insert(jobViews).values(view).onConflictDoNothing();
}
