import type { MonthComparison, SavedJobItem, SavedJobsQuery, SavedJobsResponse, SaveJobResponse } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { activityTitles, recordActivity } from '../activity/activity.service.ts';
import { applyLinkAccess, jobForViewer, type ApplyLinkAccess, type ApplyLinkViewer } from '../jobs/apply-links.ts';
import { toJobListItem } from '../jobs/jobs.mapper.ts';
import { jobBrief } from '../jobs/jobs.service.ts';
import { kolkataMonth } from '../subscriptions/quota.ts';
import {
  countSavedBetween,
  countSavedJobs,
  deleteSavedJob,
  insertSavedJob,
  selectSavedJobIds,
  selectSavedJobPage,
  selectSavedJobsClosingBetween,
  type SavedJobRow,
} from './saved-jobs.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

const jobNotFound = () => new AppError('NOT_FOUND', 'We could not find that job.', { reason: 'not_found' });

function toSavedJobItem(row: SavedJobRow, now: Date, access: ApplyLinkAccess): SavedJobItem {
  return {
    _id: row.id,
    savedAt: row.savedAt.toISOString(),
    job: { ...jobForViewer(toJobListItem(row), access), isExpired: row.expiryDate.getTime() <= now.getTime() },
  };
}

/**
 * `GET /users/saved-jobs`: the caller's saves, newest first (or closing soonest first), expired ones included and marked;
 * apply links as the catalogue shows them to this viewer (jobs/apply-links.ts).
 */
export async function listSavedJobs(deps: Deps, viewer: ApplyLinkViewer, query: SavedJobsQuery): Promise<SavedJobsResponse> {
  const { db } = deps.database;
  const userId = viewer.id;
  const words = (query.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const now = deps.now();
  const [rows, total] = await Promise.all([
    selectSavedJobPage(db, userId, words, { limit: query.limit, offset: (query.page - 1) * query.limit }, { sortBy: query.sortBy, now }),
    countSavedJobs(db, userId, words),
  ]);
  const access = await applyLinkAccess(deps, viewer, rows.map((row) => row.id));
  return {
    data: rows.map((row) => toSavedJobItem(row, now, access)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export function savedJobIds(deps: Deps, userId: string): Promise<string[]> {
  return selectSavedJobIds(deps.database.db, userId);
}

/** For the dashboard's stats: every save, expired jobs too. */
export function savedJobsCount(deps: Deps, userId: string): Promise<number> {
  return countSavedJobs(deps.database.db, userId);
}

/** Jobs saved (and still saved) this calendar month in India and the month before. */
export async function savedThisMonth(deps: Deps, userId: string): Promise<MonthComparison> {
  const month = kolkataMonth(deps.now());
  const previous = kolkataMonth(new Date(month.start.getTime() - 1));
  const { db } = deps.database;
  const [thisMonth, lastMonth] = await Promise.all([
    countSavedBetween(db, userId, month.start, month.end),
    countSavedBetween(db, userId, previous.start, previous.end),
  ]);
  return { thisMonth, lastMonth };
}

export interface SavedClosing {
  userId: string;
  jobId: string;
  title: string;
  company: string;
  closingDate: Date;
}

/** Saved jobs whose expiry falls in [from, to), soonest first; one user's, or everyone's when `userId` is undefined. */
export function savedJobsClosingBetween(deps: Deps, userId: string | undefined, from: Date, to: Date): Promise<SavedClosing[]> {
  return selectSavedJobsClosingBetween(deps.database.db, userId, from, to);
}

/**
 * `POST /jobs/{id}/save`: idempotent; an activity only when the save is new. An expired job cannot
 * be saved (404, reason expired).
 */
export async function saveJob(deps: Deps, userId: string, jobId: string): Promise<SaveJobResponse> {
  const now = deps.now();
  const job = await jobBrief(deps.database.db, jobId);
  if (!job) throw jobNotFound();
  if (job.expiryDate.getTime() <= now.getTime()) {
    throw new AppError('NOT_FOUND', 'This job has expired and can no longer be saved.', {
      reason: 'expired',
      expiredAt: job.expiryDate.toISOString(),
    });
  }
  try {
    await deps.database.db.transaction(async (tx) => {
      const added = await insertSavedJob(tx, { userId, jobId, createdAt: now });
      if (added) await recordActivity(tx, { userId, type: 'save', title: activityTitles.saved(job), at: now });
    });
  } catch (error) {
    // The job was deleted between the look-up and the insert.
    if (isForeignKeyViolation(error)) throw jobNotFound();
    throw error;
  }
  return { saved: true };
}

/** `DELETE /jobs/{id}/unsave`: idempotent; works for expired jobs; an activity only when a save was removed. */
export async function unsaveJob(deps: Deps, userId: string, jobId: string): Promise<SaveJobResponse> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const job = await deleteSavedJob(tx, userId, jobId);
    if (job) await recordActivity(tx, { userId, type: 'unsave', title: activityTitles.unsaved(job), at: now });
  });
  return { saved: false };
}
