import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { alertMailJobs, alertMails, jobDismissals, savedSearches, users } from '../../db/schema.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type Frequency = SavedSearchRow['frequency'];

// ---------------------------------------------------------------------------------------------
// The user's saved searches
// ---------------------------------------------------------------------------------------------

export async function selectSavedSearches(db: Database, userId: string): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** One of the user's saved searches; another user's is not found. `lock` holds the row until the transaction ends. */
export async function selectSavedSearch(db: Database, userId: string, id: string, lock = false): Promise<SavedSearchRow | undefined> {
  const query = db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A saved search by id alone (alert tasks), with its owner. */
export async function selectSavedSearchById(db: Database, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row;
}

/** Locks the user's row: saves by one user queue behind each other, so the limit holds under concurrency. */
export async function lockUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

export async function countSavedSearches(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedSearch(
  db: Database,
  row: { userId: string; name: string; params: Record<string, unknown>; frequency: Frequency; now: Date },
): Promise<SavedSearchRow> {
  const [inserted] = await db
    .insert(savedSearches)
    .values({ userId: row.userId, name: row.name, params: row.params, frequency: row.frequency, createdAt: row.now, updatedAt: row.now })
    .returning();
  return inserted!;
}

export async function updateSavedSearchRow(
  db: Database,
  id: string,
  patch: Partial<Pick<SavedSearchRow, 'name' | 'params' | 'frequency'>> & { updatedAt: Date; resetSince?: boolean },
): Promise<SavedSearchRow | undefined> {
  const { resetSince, ...set } = patch;
  const [row] = await db
    .update(savedSearches)
    // A changed search starts afresh: jobs already there are not "new" to it.
    .set({ ...set, ...(resetSince ? { alertsSince: sql`now()` } : {}) })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

export async function deleteSavedSearchRow(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Alerts
// ---------------------------------------------------------------------------------------------

/**
 * Who an alert goes to: address, first name, verified or not, and the plan columns. Read-only (the
 * users module owns the rows), as reminders read their recipients.
 */
export async function selectRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
      subscriptionTier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof selectRecipient>>>;

/** Searches of `frequency` (of verified accounts) that have not looked for jobs since before `before`, oldest first. */
export async function selectDueSearchIds(db: Database, frequency: Exclude<Frequency, 'off'>, before: Date | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.frequency, frequency),
        sql`${users.emailVerifiedAt} IS NOT NULL`,
        ...(before ? [lt(savedSearches.alertsSince, before)] : []),
      ),
    )
    .orderBy(asc(savedSearches.alertsSince), asc(savedSearches.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The database's clock: jobs.created_at is written by it, so "new since" is measured by it too. */
export async function databaseNow(db: Database): Promise<Date> {
  const result = await db.execute<{ now: string | Date }>(sql`SELECT clock_timestamp() AS now`);
  return new Date(result.rows[0]!.now);
}

/** Moves the search's "new since" forward (never back). */
export async function advanceAlertsSince(db: Database, id: string, since: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({ alertsSince: sql`greatest(${savedSearches.alertsSince}, ${since.toISOString()}::timestamptz)` })
    .where(eq(savedSearches.id, id));
}

export async function selectDismissedJobIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ jobId: jobDismissals.jobId }).from(jobDismissals).where(eq(jobDismissals.userId, userId));
  return rows.map((r) => r.jobId);
}

/** Which of `jobIds` an earlier alert of this search already carried. */
export async function selectMailedJobIds(db: Database, savedSearchId: string, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: alertMailJobs.jobId })
    .from(alertMailJobs)
    .where(and(eq(alertMailJobs.savedSearchId, savedSearchId), inArray(alertMailJobs.jobId, [...jobIds])));
  return new Set(rows.map((r) => r.jobId));
}

export async function selectAlertMailByTaskKey(db: Database, taskKey: string) {
  const [row] = await db.select().from(alertMails).where(eq(alertMails.taskKey, taskKey)).limit(1);
  return row;
}

/** The jobs an alert mail claimed, in the order it lists them (its claim kept them in that order). */
export async function selectAlertMailJobIds(db: Database, alertMailId: string): Promise<string[]> {
  const rows = await db.select({ jobId: alertMailJobs.jobId }).from(alertMailJobs).where(eq(alertMailJobs.alertMailId, alertMailId));
  return rows.map((r) => r.jobId);
}

/**
 * Claims jobs for one alert mail: the mail row (pending) and one row per job, which the key
 * (search, job) refuses for a job an earlier or concurrent mail of the search claimed. Answers the
 * mail's id and the jobs it got; none claimed leaves nothing behind.
 */
export async function claimAlertJobs(
  db: Database,
  claim: { savedSearchId: string; taskKey: string; frequency: Frequency; jobIds: readonly string[]; now: Date },
): Promise<{ alertMailId: string; jobIds: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [mail] = await tx
      .insert(alertMails)
      .values({ savedSearchId: claim.savedSearchId, taskKey: claim.taskKey, frequency: claim.frequency, jobCount: 0, createdAt: claim.now })
      .onConflictDoNothing({ target: alertMails.taskKey })
      .returning({ id: alertMails.id });
    if (!mail) return undefined;
    const claimed = await tx
      .insert(alertMailJobs)
      .values(claim.jobIds.map((jobId) => ({ savedSearchId: claim.savedSearchId, jobId, alertMailId: mail.id })))
      .onConflictDoNothing()
      .returning({ jobId: alertMailJobs.jobId });
    if (claimed.length === 0) {
      await tx.delete(alertMails).where(eq(alertMails.id, mail.id));
      return { alertMailId: mail.id, jobIds: [] };
    }
    const got = new Set(claimed.map((c) => c.jobId));
    const jobIds = claim.jobIds.filter((id) => got.has(id));
    await tx.update(alertMails).set({ jobCount: jobIds.length }).where(eq(alertMails.id, mail.id));
    return { alertMailId: mail.id, jobIds };
  });
}

/** The mail went out: it counts as sent, and the search remembers when. */
export async function markAlertSent(db: Database, alertMailId: string, savedSearchId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(alertMails).set({ status: 'sent', sentAt: now }).where(eq(alertMails.id, alertMailId));
    await tx.update(savedSearches).set({ lastSentAt: now }).where(eq(savedSearches.id, savedSearchId));
  });
}

export async function insertDismissal(db: Database, userId: string, jobId: string, now: Date): Promise<void> {
  await db.insert(jobDismissals).values({ userId, jobId, createdAt: now }).onConflictDoNothing();
}

/** Alert mails sent per India day between two instants (the operations overview). */
export async function countAlertMailsByDay(db: Database, from: Date, to: Date): Promise<{ day: string; sent: number }[]> {
  const result = await db.execute<{ day: string; sent: number | string }>(sql`
    SELECT to_char(${alertMails.sentAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*) AS sent
    FROM ${alertMails}
    WHERE ${alertMails.status} = 'sent' AND ${alertMails.sentAt} >= ${from.toISOString()}::timestamptz AND ${alertMails.sentAt} < ${to.toISOString()}::timestamptz
    GROUP BY 1 ORDER BY 1`);
  return result.rows.map((r) => ({ day: r.day, sent: Number(r.sent) }));
}

