import { accountMessages, type ApplyJobResponse } from '@pathway/contracts';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../platform/errors.ts';
import { activityTitles, recordActivity } from '../activity/activity.service.ts';
import {
  countAllApplications,
  countApplicationsBetween,
  countRedirect,
  findActiveApplyLink,
  findJobBrief,
  hasApplied,
  incrementApplicationsCount,
  insertApplication,
  lockUserPlan,
} from './applications.repository.ts';
import { FREE_APPLICATIONS_PER_MONTH, hasUnlimitedApplications, kolkataMonth, quotaExceededMessage } from './quota.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * `PUT /jobs/apply/{id}` (PRODUCT.md "Plans and limits"): records one application per user and job.
 * The first time it counts toward the free plan's monthly quota (calendar month in India), raises
 * the job's applications count and writes an `applied` activity; again later it changes nothing
 * and answers `alreadyApplied` (never QUOTA_EXCEEDED).
 *
 * One transaction with the user's row locked first, so concurrent applies of one user are counted
 * one after another and never pass the quota together.
 */
export async function applyToJob(deps: Deps, userId: string, jobId: string): Promise<ApplyJobResponse> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const plan = await lockUserPlan(tx, userId);
    if (!plan) throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);

    const job = await findJobBrief(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', 'We could not find that job.', { reason: 'not_found' });
    if (await hasApplied(tx, userId, jobId)) return { applied: true, alreadyApplied: true };
    if (job.expiryDate.getTime() <= now.getTime()) {
      throw new AppError('NOT_FOUND', 'This job has expired and no longer takes applications.', {
        reason: 'expired',
        expiredAt: job.expiryDate.toISOString(),
      });
    }

    if (!hasUnlimitedApplications(plan, now)) {
      const month = kolkataMonth(now);
      const used = await countApplicationsBetween(tx, userId, month.start, month.end);
      if (used >= FREE_APPLICATIONS_PER_MONTH) {
        throw new AppError('QUOTA_EXCEEDED', quotaExceededMessage(month.end), {
          limit: FREE_APPLICATIONS_PER_MONTH,
          used,
          resetsAt: month.end.toISOString(),
        });
      }
    }

    // The lock makes a conflict impossible here; should one happen, it is an earlier application.
    if (!(await insertApplication(tx, { userId, jobId, createdAt: now }))) return { applied: true, alreadyApplied: true };
    await incrementApplicationsCount(tx, jobId);
    await recordActivity(tx, { userId, type: 'applied', title: activityTitles.applied(job), at: now });
    return { applied: true, alreadyApplied: false };
  });
}

/** This month's use of the free plan's quota (for `GET /subscription/info`, issue 7). */
export async function monthlyApplicationUsage(deps: Deps, userId: string): Promise<{ used: number; limit: number; resetsAt: string }> {
  const month = kolkataMonth(deps.now());
  const used = await countApplicationsBetween(deps.database.db, userId, month.start, month.end);
  return { used, limit: FREE_APPLICATIONS_PER_MONTH, resetsAt: month.end.toISOString() };
}

/** For the dashboard's stats: every application of the user, all time. */
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
 * `GET /jobs/redirect/{id}`: where the apply tab goes. Only ever the stored apply link of an active
 * job (http or https, checked at import and again here), and a GET counts the click; anything else
 * goes to the app's own pages: an unknown or expired job to its page (which explains), a bad id to
 * the job list.
 */
export async function redirectTarget(deps: Deps, id: string, countClick: boolean): Promise<string> {
  if (!UUID.test(id)) return '/jobs';
  const { db } = deps.database;
  const now = deps.now();
  const link = countClick ? await countRedirect(db, id, now) : await findActiveApplyLink(db, id, now);
  return link && isHttpUrl(link) ? link : `/jobs/${id.toLowerCase()}`;
}
