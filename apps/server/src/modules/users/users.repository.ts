import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, applications, contactMessages, jobs, oneTimeCodes, orders, savedJobs, users, type User } from '../../db/schema.ts';

export async function findUser(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Everything kept about the user besides the account row, for the data export. */
export async function selectUserData(db: Database, userId: string) {
  const [saved, applied, activity, orderRows] = await Promise.all([
    db
      .select({
        jobId: savedJobs.jobId,
        title: jobs.title,
        company: jobs.companyName,
        applyLink: jobs.applyLink,
        savedAt: savedJobs.createdAt,
        // The export shows the link only where the job answers do (jobs/apply-links.ts).
        applied: sql<boolean>`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.userId} = ${savedJobs.userId} AND ${applications.jobId} = ${savedJobs.jobId})`,
      })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt)),
    db
      .select({ jobId: applications.jobId, title: jobs.title, company: jobs.companyName, appliedAt: applications.createdAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt)),
    db
      .select({ id: activities.id, type: activities.type, title: activities.title, time: activities.createdAt })
      .from(activities)
      .where(eq(activities.userId, userId))
      .orderBy(desc(activities.createdAt)),
    db
      .select({
        id: orders.id,
        planName: orders.planName,
        billingCycle: orders.billingCycle,
        amount: orders.amount,
        currency: orders.currency,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt)),
  ]);
  return { saved, applied, activity, orders: orderRows };
}

/**
 * Erases the account: the user row, and through ON DELETE CASCADE their sessions, reset tokens,
 * saved jobs, applications, job views, orders and activity; plus the codes sent to their email
 * (kept by email, not by user). False when the user was already gone.
 */
export async function deleteUser(db: Database, id: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    // Messages to support sent from the account's address are its data too (DPDP Act erasure).
    await tx.delete(contactMessages).where(eq(contactMessages.email, email));
    return rows.length === 1;
  });
}
