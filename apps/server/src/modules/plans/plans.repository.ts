import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { StoredPlan } from './plan.ts';

const planColumns = {
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
};

export async function selectPlan(db: Database, userId: string): Promise<StoredPlan | undefined> {
  const [row] = await db.select(planColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The user's plan, with the user row locked until the transaction ends: plan changes and quota
 * counts of one user run one at a time. NO KEY UPDATE does not block the foreign-key checks of rows
 * that point at the user (saves, activity, job views).
 */
export async function lockPlan(tx: Database, userId: string): Promise<StoredPlan | undefined> {
  const [row] = await tx.select(planColumns).from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

/**
 * Writes `next` only if the row still holds `seen` (compare and set): a write-back decided on an
 * old read never undoes a payment that landed in between. Answers whether it wrote.
 */
export async function replacePlan(db: Database, userId: string, seen: StoredPlan, next: StoredPlan): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(next)
    .where(
      and(
        eq(users.id, userId),
        eq(users.subscriptionTier, seen.subscriptionTier),
        eq(users.subscriptionStatus, seen.subscriptionStatus),
        seen.subscriptionExpiresAt === null
          ? isNull(users.subscriptionExpiresAt)
          : // A Date holds milliseconds; the column may hold microseconds.
            sql`date_trunc('milliseconds', ${users.subscriptionExpiresAt}) = ${seen.subscriptionExpiresAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
