import {
  APPLICATION_LIMITS,
  applicationMessages,
  applicationStatuses,
  nextStepInRange,
  type Application,
  type ApplicationListQuery,
  type ApplicationListResponse,
  type ApplicationStageCounts,
  type ApplicationStatus,
  type ConfirmationAnswer,
  type CreateApplicationRequest,
  type MonthComparison,
  type UpdateApplicationRequest,
} from '@pathway/contracts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { activityTitles, recordActivity } from '../activity/activity.service.ts';
import { jobBrief } from '../jobs/jobs.service.ts';
import { kolkataMonth } from '../subscriptions/quota.ts';
import { lockQuota, refuseOverQuota } from '../subscriptions/quota.service.ts';
import {
  countAllApplications,
  countByStage,
  countRedirect,
  countTracked,
  countTrackedCreatedBetween,
  deleteApplicationRow,
  deleteTimeline,
  findActiveApplyLink,
  findApplicationForJob,
  hasApplied,
  incrementApplicationsCount,
  insertApplication,
  insertTimelineEntry,
  selectInStatusSince,
  selectNextSteps,
  selectPendingConfirmations,
  selectTimelines,
  selectTrackedApplication,
  selectTrackedJobsClosingBetween,
  selectTrackerPage,
  updateApplicationRow,
  type TrackedRow,
  selectTrackedJobIds,
} from './applications.repository.ts';
import { signApplyTicket, verifyApplyTicket } from './apply-ticket.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;
type TicketDeps = Deps & { config: Pick<AppDeps['config'], 'jwtSecret'> };

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Apply Now
// ---------------------------------------------------------------------------------------------

/** The application is recorded (now or before); `ticket` lets the apply tab through the redirect. */
export interface AppliedJob {
  applied: true;
  alreadyApplied: boolean;
  ticket: string;
}

/**
 * `PUT /jobs/apply/{id}` (docs/product/plans-and-payments.md#applying; docs/applications-api.md):
 * one Apply Now click per user and job counts. The first one counts toward the free plan's monthly
 * quota (calendar month in India), raises the job's applications count, writes an `applied`
 * activity and puts the job on the tracker in `clicked` (a job already tracked by hand keeps its
 * stage). Again later it changes nothing and answers `alreadyApplied` (never QUOTA_EXCEEDED); a job
 * removed from the tracker comes back in `clicked`.
 *
 * One transaction under the quota's lock (the user's row), so concurrent applies of one user are
 * counted one after another and never pass the quota together.
 */
export async function applyToJob(deps: TicketDeps, userId: string, jobId: string): Promise<AppliedJob> {
  const now = deps.now();
  const recorded = await deps.database.db.transaction(async (tx) => {
    const plan = await lockQuota(tx, userId, now);

    const job = await jobBrief(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', applicationMessages.jobNotFound, { reason: 'not_found' });
    let existing = await findApplicationForJob(tx, userId, jobId);
    if (existing?.applyClickedAt) {
      if (existing.removedAt) await restoreToTracker(tx, existing.id, 'clicked', now);
      return { applied: true, alreadyApplied: true } as const;
    }
    if (job.expiryDate.getTime() <= now.getTime()) {
      throw new AppError('NOT_FOUND', 'This job has expired and no longer takes applications.', {
        reason: 'expired',
        expiredAt: job.expiryDate.toISOString(),
      });
    }

    await refuseOverQuota(tx, 'applications', userId, plan, now);

    if (!existing) {
      const inserted = await insertApplication(tx, {
        userId,
        jobId,
        title: job.title,
        company: job.company,
        status: 'clicked',
        applyClickedAt: now,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (inserted) await insertTimelineEntry(tx, { applicationId: inserted.id, status: 'clicked', at: now });
      // A row added meanwhile by POST /applications (which takes no quota lock) is counted below.
      else existing = await findApplicationForJob(tx, userId, jobId);
    }
    if (existing) {
      if (existing.applyClickedAt) return { applied: true, alreadyApplied: true } as const;
      // Tracked by hand before: the click counts now, and the stage stays as the student set it.
      await updateApplicationRow(tx, existing.id, { applyClickedAt: now });
    }
    await incrementApplicationsCount(tx, jobId);
    await recordActivity(tx, { userId, type: 'applied', title: activityTitles.applied(job), at: now });
    return { applied: true, alreadyApplied: false } as const;
  });
  return { ...recorded, ticket: signApplyTicket(deps.config.jwtSecret, userId, jobId, now) };
}

/** For the dashboard's stats: every Apply Now click of the user, all time. */
export function applicationCount(deps: Deps, userId: string): Promise<number> {
  return countAllApplications(deps.database.db, userId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * `GET /jobs/redirect/{id}?ticket=…`: where the apply tab goes. The company's apply link only with
 * a valid ticket (apply-ticket.ts) for this job whose user has applied to it, and only the stored
 * link of an active job (http or https, checked at import and again here); a GET counts the click.
 * Anything else goes to the app's own pages: the job's page (which explains, and offers Apply), a
 * bad id to the job list. Never an error page in that tab.
 */
export async function redirectTarget(deps: TicketDeps, id: string, ticket: string | undefined, countClick: boolean): Promise<string> {
  if (!UUID.test(id)) return '/jobs';
  const jobId = id.toLowerCase();
  const page = `/jobs/${jobId}`;
  const { db } = deps.database;
  const now = deps.now();
  const userId = verifyApplyTicket(deps.config.jwtSecret, ticket, jobId, now);
  // The application must still be there (a deleted account takes its tickets with it).
  if (!userId || !(await hasApplied(db, userId, jobId))) return page;
  const link = countClick ? await countRedirect(db, jobId, now) : await findActiveApplyLink(db, jobId, now);
  return link && isHttpUrl(link) ? link : page;
}

// ---------------------------------------------------------------------------------------------
// The tracker (docs/applications-api.md)
// ---------------------------------------------------------------------------------------------

const notFound = () => new AppError('NOT_FOUND', applicationMessages.notFound);

function toApplication(row: TrackedRow, timeline: readonly { status: ApplicationStatus; at: Date }[]): Application {
  return {
    _id: row.id,
    jobId: row.jobId,
    title: row.title,
    company: row.company,
    link: row.link,
    status: row.status,
    notes: row.notes,
    nextStepAt: row.nextStepAt?.toISOString() ?? null,
    closingDate: row.closingDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeline: timeline.map((t) => ({ status: t.status, at: t.at.toISOString() })),
  };
}

async function withTimelines(db: Database, rows: readonly TrackedRow[]): Promise<Application[]> {
  const entries = await selectTimelines(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map<string, { status: ApplicationStatus; at: Date }[]>();
  for (const e of entries) {
    const list = byId.get(e.applicationId) ?? [];
    list.push({ status: e.status, at: e.at });
    byId.set(e.applicationId, list);
  }
  return rows.map((row) => toApplication(row, byId.get(row.id) ?? []));
}

async function readApplication(db: Database, userId: string, id: string): Promise<Application> {
  const row = await selectTrackedApplication(db, userId, id);
  if (!row) throw notFound();
  const [application] = await withTimelines(db, [row]);
  return application!;
}

/** Moves an application to `status` when it is another stage: the row and a timeline entry, in `tx`. */
async function changeStatus(tx: Database, id: string, from: ApplicationStatus, status: ApplicationStatus, now: Date): Promise<boolean> {
  if (from === status) return false;
  await updateApplicationRow(tx, id, { status, statusChangedAt: now, updatedAt: now, askAgainAfter: null });
  await insertTimelineEntry(tx, { applicationId: id, status, at: now });
  return true;
}

/** A row removed from the tracker (its click still counting) put back, as new, in `status`. */
async function restoreToTracker(tx: Database, id: string, status: ApplicationStatus, now: Date, notes = ''): Promise<void> {
  await updateApplicationRow(tx, id, {
    status,
    notes,
    removedAt: null,
    askAgainAfter: null,
    nextStepAt: null,
    statusChangedAt: now,
    updatedAt: now,
    // The tracker's "added this month" counts it as added again.
    createdAt: now,
  });
  await insertTimelineEntry(tx, { applicationId: id, status, at: now });
}

/** `GET /applications`: the caller's tracker, filtered, searched, sorted and paged. */
export async function listApplications(deps: Deps, userId: string, query: ApplicationListQuery): Promise<ApplicationListResponse> {
  const { db } = deps.database;
  const filter = { statuses: query.status, words: (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean) };
  const [rows, total] = await Promise.all([
    selectTrackerPage(db, userId, filter, query.sortBy, { limit: query.limit, offset: (query.page - 1) * query.limit }, deps.now()),
    countTracked(db, userId, filter),
  ]);
  return {
    data: await withTimelines(db, rows),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const alreadyTracked = () => new AppError('CONFLICT', applicationMessages.alreadyTracked, { reason: 'already_tracked' });
const jobNotFound = () => new AppError('NOT_FOUND', applicationMessages.jobNotFound, { reason: 'not_found' });

/**
 * `POST /applications`: a Pathway job (`jobId`, once per user: 409 after) or an opening found
 * elsewhere, in `status` (default `applied`). Never counts toward the monthly quota.
 */
export async function createApplication(deps: Deps, userId: string, body: CreateApplicationRequest): Promise<Application> {
  const now = deps.now();
  const { db } = deps.database;
  try {
    const id = await db.transaction(async (tx) => {
      const base = { userId, status: body.status, notes: body.notes ?? '', statusChangedAt: now, createdAt: now, updatedAt: now };
      let row;
      if (body.jobId !== undefined) {
        const job = await jobBrief(tx, body.jobId);
        if (!job) throw jobNotFound();
        const existing = await findApplicationForJob(tx, userId, job.id);
        if (existing && !existing.removedAt) throw alreadyTracked();
        if (existing) {
          await restoreToTracker(tx, existing.id, body.status, now, body.notes ?? '');
          return existing.id;
        }
        row = await insertApplication(tx, { ...base, jobId: job.id, title: job.title, company: job.company });
        if (!row) throw alreadyTracked();
      } else {
        row = await insertApplication(tx, { ...base, title: body.title!, company: body.company!, link: body.link ?? null });
        if (!row) throw new Error('an opening without a job cannot conflict');
      }
      await insertTimelineEntry(tx, { applicationId: row.id, status: body.status, at: now });
      return row.id;
    });
    return await readApplication(db, userId, id);
  } catch (error) {
    // Two requests at once: the second meets the first's row (or the job was deleted meanwhile).
    const code = pgCode(error);
    if (code === UNIQUE_VIOLATION) throw alreadyTracked();
    if (code === FOREIGN_KEY_VIOLATION) throw jobNotFound();
    throw error;
  }
}

/**
 * `PATCH /applications/{id}`: stage (a timeline entry when it changes), notes, next step (null
 * clears it; from yesterday to 2 years ahead by the server's clock). 404 for another user's id.
 */
export async function updateApplication(deps: Deps, userId: string, id: string, body: UpdateApplicationRequest): Promise<Application> {
  const now = deps.now();
  const nextStepAt = body.nextStepAt === undefined || body.nextStepAt === null ? body.nextStepAt : new Date(body.nextStepAt);
  if (nextStepAt && !nextStepInRange(nextStepAt, now)) {
    throw new AppError('VALIDATION_ERROR', applicationMessages.nextStepOutOfRange, {
      fields: { nextStepAt: applicationMessages.nextStepOutOfRange },
    });
  }
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await selectTrackedApplication(tx, userId, id, true);
    if (!row) throw notFound();
    if (body.status !== undefined) await changeStatus(tx, row.id, row.status, body.status, now);
    if (body.notes !== undefined || nextStepAt !== undefined) {
      await updateApplicationRow(tx, row.id, {
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(nextStepAt !== undefined ? { nextStepAt } : {}),
        updatedAt: now,
      });
    }
  });
  return readApplication(db, userId, id);
}

/**
 * The one way another module changes a stage (reminder mails' one-click answers): the status and
 * its timeline entry in one transaction; nothing when it is already in that stage. 404 when the
 * application is not the user's (or was removed from the tracker).
 */
export async function setApplicationStatus(deps: Deps, userId: string, applicationId: string, status: ApplicationStatus): Promise<Application> {
  const now = deps.now();
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await selectTrackedApplication(tx, userId, applicationId, true);
    if (!row) throw notFound();
    await changeStatus(tx, row.id, row.status, status, now);
  });
  return readApplication(db, userId, applicationId);
}

/** One of the user's tracked applications (404 when not theirs). */
export function getApplication(deps: Deps, userId: string, applicationId: string): Promise<Application> {
  return readApplication(deps.database.db, userId, applicationId);
}

/**
 * `DELETE /applications/{id}`: gone from the tracker with its notes and timeline. A row whose
 * Apply Now click counted stays behind, hidden, so that month's quota and the job's apply link
 * stay as they were.
 */
export async function removeApplication(deps: Deps, userId: string, id: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await selectTrackedApplication(tx, userId, id, true);
    if (!row) throw notFound();
    if (!row.applyClickedAt) {
      await deleteApplicationRow(tx, row.id);
      return;
    }
    await updateApplicationRow(tx, row.id, { removedAt: now, notes: '', nextStepAt: null, askAgainAfter: null, link: null, updatedAt: now });
    await deleteTimeline(tx, row.id);
  });
}

/** `GET /applications/pending-confirmation`: "did you apply?" candidates, newest click first. */
export async function pendingConfirmations(deps: Deps, userId: string): Promise<Application[]> {
  const { db } = deps.database;
  const rows = await selectPendingConfirmations(db, userId, deps.now(), APPLICATION_LIMITS.pendingConfirmations);
  return withTimelines(db, rows);
}

const confirmationMessages: Readonly<Record<ConfirmationAnswer, string>> = {
  yes: applicationMessages.confirmedYes,
  not_yet: applicationMessages.confirmedNotYet,
  wont: applicationMessages.confirmedWont,
};

/**
 * `POST /applications/{id}/confirmation`: Yes → `applied` now; Not yet → asked again after 3
 * days; I won't → `withdrawn`. An application no longer `clicked` stays as it is.
 */
export async function answerConfirmation(
  deps: Deps,
  userId: string,
  id: string,
  answer: ConfirmationAnswer,
): Promise<{ application: Application; message: string }> {
  const now = deps.now();
  const { db } = deps.database;
  const changed = await db.transaction(async (tx) => {
    const row = await selectTrackedApplication(tx, userId, id, true);
    if (!row) throw notFound();
    if (row.status !== 'clicked') return false;
    if (answer === 'yes') await changeStatus(tx, row.id, row.status, 'applied', now);
    else if (answer === 'wont') await changeStatus(tx, row.id, row.status, 'withdrawn', now);
    else await updateApplicationRow(tx, row.id, { askAgainAfter: new Date(now.getTime() + APPLICATION_LIMITS.askAgainAfterDays * DAY_MS) });
    return true;
  });
  return {
    application: await readApplication(db, userId, id),
    message: changed ? confirmationMessages[answer] : applicationMessages.alreadyAnswered,
  };
}

// ---------------------------------------------------------------------------------------------
// Figures and dates for the dashboard, the calendar feed and reminders
// ---------------------------------------------------------------------------------------------

/** Tracked applications per stage, every stage present. */
export async function applicationsByStage(deps: Deps, userId: string): Promise<ApplicationStageCounts> {
  const rows = await countByStage(deps.database.db, userId);
  const counts = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as ApplicationStageCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Applications added to the tracker this calendar month in India and the month before. */
export async function trackedThisMonth(deps: Deps, userId: string): Promise<MonthComparison> {
  const month = kolkataMonth(deps.now());
  const previous = kolkataMonth(new Date(month.start.getTime() - 1));
  const { db } = deps.database;
  const [thisMonth, lastMonth] = await Promise.all([
    countTrackedCreatedBetween(db, userId, month.start, month.end),
    countTrackedCreatedBetween(db, userId, previous.start, previous.end),
  ]);
  return { thisMonth, lastMonth };
}

export interface TrackedClosing {
  applicationId: string;
  userId: string;
  jobId: string;
  title: string;
  company: string;
  status: ApplicationStatus;
  closingDate: Date;
}

/**
 * Tracked Pathway jobs (any stage) whose expiry falls in [from, to), soonest first: one user's, or
 * everyone's when `userId` is undefined (reminder batches). Callers keep `clicked` ones for "not
 * yet applied".
 */
export async function trackedJobsClosingBetween(deps: Deps, userId: string | undefined, from: Date, to: Date): Promise<TrackedClosing[]> {
  return selectTrackedJobsClosingBetween(deps.database.db, userId, from, to);
}

export interface NextStep {
  applicationId: string;
  jobId: string | null;
  title: string;
  company: string;
  status: ApplicationStatus;
  nextStepAt: Date;
}

/** The user's next steps at or after `from`, soonest first. */
export async function nextStepsFrom(deps: Deps, userId: string, from: Date, limit: number): Promise<NextStep[]> {
  const rows = await selectNextSteps(deps.database.db, userId, from, limit);
  return rows.map((r) => ({ ...r, nextStepAt: r.nextStepAt! }));
}

/**
 * Everyone's tracked applications that entered `status` in [from, to) and have not changed stage
 * since, with the user's follow-up setting (follow-up reminders: `applied` 7 and 30 days ago).
 */
export function applicationsInStatusSince(deps: Deps, status: ApplicationStatus, from: Date, to: Date) {
  return selectInStatusSince(deps.database.db, status, from, to);
}

/** Jobs the user applied to, tracks in any stage ("I won't" is `withdrawn`) or once tracked: alerts leave them out. */
export function trackedJobIds(deps: Deps, userId: string): Promise<string[]> {
  return selectTrackedJobIds(deps.database.db, userId);
}
