import type { SavedJobSortField } from '@pathway/contracts';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, jobs, savedJobs } from '../../db/schema.ts';
import { jobListColumns } from '../jobs/jobs.repository.ts';

/** Saves once per user and job; answers whether a row was added (false: it was saved already). */
export async function insertSavedJob(db: Database, row: { userId: string; jobId: string; createdAt: Date }): Promise<boolean> {
  const inserted = await db.insert(savedJobs).values(row).onConflictDoNothing().returning({ jobId: savedJobs.jobId });
  return inserted.length === 1;
}

/** Removes the caller's save of a job; answers the job's names when a row was removed. */
export async function deleteSavedJob(db: Database, userId: string, jobId: string) {
  const removed = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  if (removed.length === 0) return undefined;
  // The save's foreign key keeps the job there for as long as the save was.
  const [job] = await db.select({ title: jobs.title, company: jobs.companyName }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return job;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The saved-jobs search, as `savedJobMatches()` in the contracts: every word appears, case ignored,
 * in the title, company, location, type, a skill or a domain. The fields are joined with line
 * breaks, which a word (split on white space) can never contain, so a word never spans two fields.
 */
function matchesAllWords(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const haystack = sql`(${jobs.title} || E'\\n' || ${jobs.companyName} || E'\\n' || ${jobs.location} || E'\\n' || ${jobs.type}
    || E'\\n' || array_to_string(${jobs.skills}, E'\\n') || E'\\n' || array_to_string(${jobs.domains}, E'\\n'))`;
  return and(...words.map((word) => sql`${haystack} ILIKE ${`%${escapeLike(word)}%`}`));
}

function orderOf(sortBy: SavedJobSortField, now: Date): SQL[] {
  if (sortBy === 'savedAt') return [desc(savedJobs.createdAt), desc(savedJobs.jobId)];
  // Closing soon: open jobs soonest first, then closed ones, most recently closed first.
  const open = sql`${jobs.expiryDate} > ${now.toISOString()}::timestamptz`;
  return [sql`CASE WHEN ${open} THEN 0 ELSE 1 END`, sql`CASE WHEN ${open} THEN ${jobs.expiryDate} END ASC`, desc(jobs.expiryDate), desc(savedJobs.jobId)];
}

export async function selectSavedJobPage(
  db: Database,
  userId: string,
  words: readonly string[],
  window: { limit: number; offset: number },
  sort: { sortBy: SavedJobSortField; now: Date } = { sortBy: 'savedAt', now: new Date(0) },
) {
  return db
    .select({ savedAt: savedJobs.createdAt, ...jobListColumns })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(savedJobs.userId, userId), matchesAllWords(words)))
    .orderBy(...orderOf(sort.sortBy, sort.now))
    .limit(window.limit)
    .offset(window.offset);
}
export type SavedJobRow = Awaited<ReturnType<typeof selectSavedJobPage>>[number];

export async function countSavedJobs(db: Database, userId: string, words: readonly string[] = []): Promise<number> {
  const where = and(eq(savedJobs.userId, userId), matchesAllWords(words));
  const [row] =
    words.length === 0
      ? await db.select({ n: count() }).from(savedJobs).where(where)
      : await db.select({ n: count() }).from(savedJobs).innerJoin(jobs, eq(jobs.id, savedJobs.jobId)).where(where);
  return row?.n ?? 0;
}

export async function selectSavedJobIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
  return rows.map((r) => r.jobId);
}

/** Saves in [start, end) of jobs still saved: the dashboard's month figures. */
export async function countSavedBetween(db: Database, userId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), gte(savedJobs.createdAt, start), lt(savedJobs.createdAt, end)));
  return row?.n ?? 0;
}

/** Saved jobs whose expiry is in [from, to), soonest first: one user's, or everyone's when `userId` is undefined. */
export async function selectSavedJobsClosingBetween(db: Database, userId: string | undefined, from: Date, to: Date) {
  return db
    .select({ userId: savedJobs.userId, jobId: jobs.id, title: jobs.title, company: jobs.companyName, closingDate: jobs.expiryDate })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(userId === undefined ? undefined : eq(savedJobs.userId, userId), gte(jobs.expiryDate, from), lt(jobs.expiryDate, to)))
    .orderBy(asc(jobs.expiryDate), asc(savedJobs.userId), asc(jobs.id));
}
