import { LISTING_HEALTH, listingHealthTexts, type JobReport, type JobReportRequest } from '@pathway/contracts';
import type { Database } from '../../db/client.ts';
import type { JobReportRow } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { getJob, healthChanged, lockJobForHealth, setJobReportHealth } from '../jobs/jobs.service.ts';
import { countReportsForHealth, findReport, insertReport } from './listing-health.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const notFound = () => new AppError('NOT_FOUND', 'We could not find that job.');

/**
 * Brings a job's reported-closed and fee-report marks in line with its reports, in the caller's
 * transaction, the job's row locked first: reports of one job are counted one after another, so
 * three students reporting at once cross the threshold exactly once. The operations console calls
 * this after confirming or dismissing a report. Answers whether anything changed.
 */
export async function syncReportHealth(db: Database, jobId: string): Promise<boolean> {
  const job = await lockJobForHealth(db, jobId);
  if (!job) return false;
  return applyReportHealth(db, job);
}

async function applyReportHealth(db: Database, job: { id: string; reportedClosed: boolean; feeReported: boolean }): Promise<boolean> {
  const counts = await countReportsForHealth(db, job.id);
  const next = { reportedClosed: counts.closing >= LISTING_HEALTH.reportsToMarkClosed, feeReported: counts.fee > 0 };
  await setJobReportHealth(db, job.id, job, next);
  return next.reportedClosed !== job.reportedClosed || next.feeReported !== job.feeReported;
}

/**
 * `POST /jobs/{id}/report` (docs/product/listing-health.md#reports): once per student and job
 * (409 after); an unknown or expired job is 404. One transaction: the report, the count and the
 * job's marks.
 */
export async function reportJob(deps: Deps, userId: string, jobId: string, request: JobReportRequest): Promise<JobReport> {
  const now = deps.now();
  const db = deps.database.db;
  const { report, changed } = await db.transaction(async (tx) => {
    const job = await lockJobForHealth(tx, jobId);
    // Hidden by a moderator or expired: gone for students, as on the job page.
    if (!job || job.hiddenAt || job.expiryDate.getTime() <= now.getTime()) throw notFound();
    const note = request.note ? request.note : null;
    const inserted = await insertReport(tx, { jobId, userId, reason: request.reason, note, createdAt: now });
    if (!inserted) throw new AppError('CONFLICT', listingHealthTexts.alreadyReported);
    return { report: inserted, changed: await applyReportHealth(tx, job) };
  });
  if (changed) healthChanged(db);
  const job = await getJob(deps, jobId);
  return toJobReport(report, job.health);
}

/** `GET /jobs/{id}/report`: the caller's report of the job, or null. */
export async function myReport(deps: Deps, userId: string, jobId: string): Promise<JobReport | null> {
  const job = await getJob(deps, jobId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw notFound();
    throw err;
  });
  const report = await findReport(deps.database.db, userId, jobId);
  return report ? toJobReport(report, job.health) : null;
}

function toJobReport(row: JobReportRow, health: JobReport['health']): JobReport {
  return {
    _id: row.id,
    jobId: row.jobId,
    reason: row.reason,
    note: row.note,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    health,
  };
}
