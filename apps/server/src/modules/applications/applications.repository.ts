import type { ApplicationSortField, ApplicationStatus } from '@pathway/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, applicationTimeline, jobs, users } from '../../db/schema.ts';

// ---------------------------------------------------------------------------------------------
// Apply Now (the quota's rows)
// ---------------------------------------------------------------------------------------------

/** Whether the user's Apply Now click on the job was counted (its apply link is theirs to see). */
export async function hasApplied(db: Database, userId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId), isNotNull(applications.applyClickedAt)))
    .limit(1);
  return rows.length === 1;
}

/** Apply Now clicks of the user, all time (removed from the tracker or not). */
export async function countAllApplications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.applyClickedAt)));
  return row?.n ?? 0;
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

// ---------------------------------------------------------------------------------------------
// The tracker's rows
// ---------------------------------------------------------------------------------------------

type NewApplication = typeof applications.$inferInsert;
type ApplicationPatch = Partial<
  Pick<NewApplication, 'status' | 'notes' | 'nextStepAt' | 'askAgainAfter' | 'applyClickedAt' | 'statusChangedAt' | 'removedAt' | 'createdAt' | 'updatedAt' | 'link'>
>;

/** The user's row for a job, removed from the tracker or not. */
export async function findApplicationForJob(db: Database, userId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .limit(1);
  return row;
}

/** Inserts one row; undefined when the user already has a row for the job (one per user and job). */
export async function insertApplication(db: Database, row: NewApplication) {
  const [inserted] = await db.insert(applications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateApplicationRow(db: Database, id: string, patch: ApplicationPatch): Promise<void> {
  await db.update(applications).set(patch).where(eq(applications.id, id));
}

export async function insertTimelineEntry(db: Database, entry: { applicationId: string; status: ApplicationStatus; at: Date }): Promise<void> {
  await db.insert(applicationTimeline).values(entry);
}

export async function deleteTimeline(db: Database, applicationId: string): Promise<void> {
  await db.delete(applicationTimeline).where(eq(applicationTimeline.applicationId, applicationId));
}

export async function deleteApplicationRow(db: Database, id: string): Promise<void> {
  await db.delete(applications).where(eq(applications.id, id));
}

const visible = (userId: string) => and(eq(applications.userId, userId), isNull(applications.removedAt));

/** What an answer shows of a row: its columns, and the job's expiry as the closing date. */
const trackerColumns = {
  id: applications.id,
  userId: applications.userId,
  jobId: applications.jobId,
  title: applications.title,
  company: applications.company,
  link: applications.link,
  status: applications.status,
  notes: applications.notes,
  nextStepAt: applications.nextStepAt,
  askAgainAfter: applications.askAgainAfter,
  applyClickedAt: applications.applyClickedAt,
  statusChangedAt: applications.statusChangedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  closingDate: jobs.expiryDate,
};

/** One of the user's tracked applications, locked for update when `lock`; undefined when not theirs or removed. */
export async function selectTrackedApplication(db: Database, userId: string, id: string, lock = false) {
  const query = db
    .select(trackerColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), visible(userId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}
export type TrackedRow = NonNullable<Awaited<ReturnType<typeof selectTrackedApplication>>>;

/** The tracker's search: every word in the title or the company, case ignored. */
function matchesAllWords(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const haystack = sql`(${applications.title} || E'\\n' || ${applications.company})`;
  return and(...words.map((word) => sql`${haystack} ILIKE ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`));
}

export interface TrackerFilter {
  statuses: readonly ApplicationStatus[];
  words: readonly string[];
}

function filterWhere(userId: string, filter: TrackerFilter): SQL | undefined {
  return and(
    visible(userId),
    filter.statuses.length > 0 ? inArray(applications.status, [...filter.statuses]) : undefined,
    matchesAllWords(filter.words),
  );
}

function orderOf(sortBy: ApplicationSortField, now: Date): SQL[] {
  if (sortBy === 'updatedAt') return [desc(applications.updatedAt), desc(applications.id)];
  // Open jobs soonest first, then closed ones most recent first, then those without a date.
  const open = sql`${jobs.expiryDate} > ${now.toISOString()}::timestamptz`;
  return [
    sql`CASE WHEN ${jobs.expiryDate} IS NULL THEN 2 WHEN ${open} THEN 0 ELSE 1 END`,
    sql`CASE WHEN ${open} THEN ${jobs.expiryDate} END ASC`,
    sql`${jobs.expiryDate} DESC`,
    desc(applications.updatedAt),
    desc(applications.id),
  ];
}

export async function selectTrackerPage(
  db: Database,
  userId: string,
  filter: TrackerFilter,
  sortBy: ApplicationSortField,
  window: { limit: number; offset: number },
  now: Date,
) {
  return db
    .select(trackerColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(filterWhere(userId, filter))
    .orderBy(...orderOf(sortBy, now))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countTracked(db: Database, userId: string, filter: TrackerFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(filterWhere(userId, filter));
  return row?.n ?? 0;
}

/** Every timeline entry of `applicationIds`, oldest first within each. */
export async function selectTimelines(db: Database, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ applicationId: applicationTimeline.applicationId, status: applicationTimeline.status, at: applicationTimeline.at })
    .from(applicationTimeline)
    .where(inArray(applicationTimeline.applicationId, [...applicationIds]))
    .orderBy(asc(applicationTimeline.applicationId), asc(applicationTimeline.at), asc(applicationTimeline.id));
}

/** `clicked` applications to ask about: not asked again before `askAgainAfter`; newest click first. */
export async function selectPendingConfirmations(db: Database, userId: string, now: Date, limit: number) {
  return db
    .select(trackerColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        visible(userId),
        eq(applications.status, 'clicked'),
        or(isNull(applications.askAgainAfter), lte(applications.askAgainAfter, now)),
      ),
    )
    .orderBy(desc(applications.statusChangedAt), desc(applications.id))
    .limit(limit);
}

export async function countByStage(db: Database, userId: string) {
  return db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(visible(userId))
    .groupBy(applications.status);
}

/** Tracked applications added in [start, end). */
export async function countTrackedCreatedBetween(db: Database, userId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(visible(userId), gte(applications.createdAt, start), lt(applications.createdAt, end)));
  return row?.n ?? 0;
}

/** Tracked applications of Pathway jobs whose expiry is in [from, to); one user's or everyone's. */
export async function selectTrackedJobsClosingBetween(db: Database, userId: string | undefined, from: Date, to: Date) {
  return db
    .select({
      applicationId: applications.id,
      userId: applications.userId,
      jobId: jobs.id,
      title: applications.title,
      company: applications.company,
      status: applications.status,
      closingDate: jobs.expiryDate,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        userId === undefined ? undefined : eq(applications.userId, userId),
        isNull(applications.removedAt),
        gte(jobs.expiryDate, from),
        lt(jobs.expiryDate, to),
      ),
    )
    .orderBy(asc(jobs.expiryDate), asc(applications.id));
}

/** The user's tracked applications with a next step at or after `from`, soonest first. */
export async function selectNextSteps(db: Database, userId: string, from: Date, limit: number) {
  return db
    .select({
      applicationId: applications.id,
      jobId: applications.jobId,
      title: applications.title,
      company: applications.company,
      status: applications.status,
      nextStepAt: applications.nextStepAt,
    })
    .from(applications)
    .where(and(visible(userId), isNotNull(applications.nextStepAt), gte(applications.nextStepAt, from)))
    .orderBy(asc(applications.nextStepAt), asc(applications.id))
    .limit(limit);
}

/**
 * Everyone's applications in `status` since a moment in [from, to) (no change of stage since),
 * with the user's follow-up setting: what follow-up reminders need.
 */
export async function selectInStatusSince(db: Database, status: ApplicationStatus, from: Date, to: Date) {
  return db
    .select({
      applicationId: applications.id,
      userId: applications.userId,
      jobId: applications.jobId,
      title: applications.title,
      company: applications.company,
      statusChangedAt: applications.statusChangedAt,
      followUps: users.followUps,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        eq(applications.status, status),
        isNull(applications.removedAt),
        gte(applications.statusChangedAt, from),
        lt(applications.statusChangedAt, to),
      ),
    )
    .orderBy(asc(applications.statusChangedAt), asc(applications.id));
}

/** Every Pathway job the user has on the tracker or clicked Apply Now on, removed ones too (alerts leave them out). */
export async function selectTrackedJobIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.jobId)));
  return rows.flatMap((r) => (r.jobId ? [r.jobId] : []));
}
