import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  activities,
  applications,
  applicationTimeline,
  contactMessages,
  jobDismissals,
  jobs,
  oneTimeCodes,
  orders,
  savedJobs,
  savedSearches,
  users,
  type User,
} from '../../db/schema.ts';

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
        applied: sql<boolean>`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.userId} = ${savedJobs.userId}
          AND ${applications.jobId} = ${savedJobs.jobId} AND ${applications.applyClickedAt} IS NOT NULL)`,
      })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt)),
    // Apply Now clicks (the quota's rows), also those since removed from the tracker.
    db
      .select({ jobId: applications.jobId, title: applications.title, company: applications.company, appliedAt: applications.applyClickedAt })
      .from(applications)
      .where(and(eq(applications.userId, userId), isNotNull(applications.applyClickedAt)))
      .orderBy(desc(applications.applyClickedAt)),
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
  const tracker = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      title: applications.title,
      company: applications.company,
      link: applications.link,
      status: applications.status,
      notes: applications.notes,
      nextStepAt: applications.nextStepAt,
      closingDate: jobs.expiryDate,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, userId), isNull(applications.removedAt)))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
  const timeline =
    tracker.length === 0
      ? []
      : await db
          .select({ applicationId: applicationTimeline.applicationId, status: applicationTimeline.status, at: applicationTimeline.at })
          .from(applicationTimeline)
          .where(inArray(applicationTimeline.applicationId, tracker.map((t) => t.id)))
          .orderBy(asc(applicationTimeline.at), asc(applicationTimeline.id));
  // Saved searches and "Not interested" jobs (docs/product/alerts.md#data).
  const [searches, dismissed] = await Promise.all([
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id)),
    db
      .select({ jobId: jobDismissals.jobId, title: jobs.title, company: jobs.companyName, dismissedAt: jobDismissals.createdAt })
      .from(jobDismissals)
      .innerJoin(jobs, eq(jobs.id, jobDismissals.jobId))
      .where(eq(jobDismissals.userId, userId))
      .orderBy(desc(jobDismissals.createdAt)),
  ]);
  return { saved, applied: applied.map((a) => ({ ...a, appliedAt: a.appliedAt! })), activity, orders: orderRows, tracker, timeline, searches, dismissed };
}

// ---------------------------------------------------------------------------------------------
// Notification settings and the calendar token (docs/applications-api.md)
// ---------------------------------------------------------------------------------------------

export async function selectNotificationSettings(db: Database, userId: string) {
  const [row] = await db
    .select({
      deadlineReminders: users.deadlineReminders,
      followUps: users.followUps,
      calendarTokenCreatedAt: users.calendarTokenCreatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Raw statement: a setting is no change to the profile (users.updated_at). False when the user is gone. */
export async function updateNotificationSettings(
  db: Database,
  userId: string,
  patch: { deadlineReminders?: boolean | undefined; followUps?: boolean | undefined },
): Promise<boolean> {
  const sets = [
    patch.deadlineReminders === undefined ? undefined : sql`${sql.identifier(users.deadlineReminders.name)} = ${patch.deadlineReminders}`,
    patch.followUps === undefined ? undefined : sql`${sql.identifier(users.followUps.name)} = ${patch.followUps}`,
  ].filter((x) => x !== undefined);
  if (sets.length === 0) return (await selectNotificationSettings(db, userId)) !== undefined;
  const result = await db.execute<{ id: string }>(
    sql`UPDATE ${users} SET ${sql.join(sets, sql`, `)} WHERE ${users.id} = ${userId} RETURNING ${users.id}`,
  );
  return result.rows.length === 1;
}

/** Sets (or, with null, clears) the calendar token's hash; false when the user is gone. */
export async function setCalendarTokenHash(db: Database, userId: string, hash: string | null, createdAt: Date | null): Promise<boolean> {
  const result = await db.execute<{ id: string }>(
    sql`UPDATE ${users} SET ${sql.identifier(users.calendarTokenHash.name)} = ${hash},
          ${sql.identifier(users.calendarTokenCreatedAt.name)} = ${createdAt ? createdAt.toISOString() : null}::timestamptz
        WHERE ${users.id} = ${userId} RETURNING ${users.id}`,
  );
  return result.rows.length === 1;
}

export async function findUserIdByCalendarTokenHash(db: Database, hash: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.calendarTokenHash, hash)).limit(1);
  return row?.id;
}

/**
 * Erases the account: the user row, and through ON DELETE CASCADE their sessions, reset tokens,
 * saved jobs, applications (the tracker and its timeline), job views, orders and activity; plus the codes sent to their email
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

// ---------------------------------------------------------------------------------------------
// The operations console (docs/console-api.md#users)
// ---------------------------------------------------------------------------------------------

export interface UserSearch {
  q?: string | undefined;
  role?: User['role'] | undefined;
  state?: 'active' | 'disabled' | 'unverified' | undefined;
  sortBy: 'createdAt' | 'email' | 'name';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A page of accounts matching part of an email or name, and the total. */
export async function searchUsers(db: Database, search: UserSearch): Promise<{ rows: User[]; total: number }> {
  const pattern = search.q ? containsPattern(search.q) : undefined;
  const condition = and(
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
      : undefined,
    search.role ? eq(users.role, search.role) : undefined,
    search.state === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    search.state === 'active' ? and(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt)) : undefined,
    search.state === 'unverified' ? and(isNull(users.disabledAt), isNull(users.emailVerifiedAt)) : undefined,
  );
  const direction = search.sortOrder === 'asc' ? asc : desc;
  const order =
    search.sortBy === 'email'
      ? [direction(users.email)]
      : search.sortBy === 'name'
        ? [direction(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), direction(users.id)]
        : [direction(users.createdAt), direction(users.id)];
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(condition).orderBy(...order).limit(search.limit).offset(search.offset),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user row locked until the transaction ends (a console change reads "before" and writes "after" under it). */
export async function lockUser(tx: Database, id: string): Promise<User | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function updateConsoleFields(tx: Database, id: string, fields: { role?: User['role']; disabledAt?: Date | null }): Promise<void> {
  await tx.update(users).set(fields).where(eq(users.id, id));
}

export async function lockUserByEmail(tx: Database, email: string): Promise<User | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).for('update').limit(1);
  return row;
}
