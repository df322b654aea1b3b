import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { activityTitles, recordActivity } from '../activity/activity.service.ts';
import { lockQuota, refuseOverQuota } from '../subscriptions/quota.service.ts';
import {
  countAllApplications,
  countRedirect,
  findActiveApplyLink,
  hasApplied,
  incrementApplicationsCount,
  insertApplication,
} from './applications.repository.ts';
import { jobBrief } from '../jobs/jobs.service.ts';
import { signApplyTicket, verifyApplyTicket } from './apply-ticket.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;
type TicketDeps = Deps & { config: Pick<AppDeps['config'], 'jwtSecret'> };

/** The application is recorded (now or before); `ticket` lets the apply tab through the redirect. */
export interface AppliedJob {
  applied: true;
  alreadyApplied: boolean;
  ticket: string;
}

/**
 * `PUT /jobs/apply/{id}` (docs/product/plans-and-payments.md#applying): records one application per
 * user and job. The first time it counts toward the free plan's monthly quota (calendar month in
 * India), raises the job's applications count and writes an `applied` activity; again later it
 * changes nothing and answers `alreadyApplied` (never QUOTA_EXCEEDED).
 *
 * One transaction under the quota's lock (the user's row), so concurrent applies of one user are
 * counted one after another and never pass the quota together.
 */
export async function applyToJob(deps: TicketDeps, userId: string, jobId: string): Promise<AppliedJob> {
  const now = deps.now();
  const recorded = await deps.database.db.transaction(async (tx) => {
    const plan = await lockQuota(tx, userId, now);

    const job = await jobBrief(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', 'We could not find that job.', { reason: 'not_found' });
    if (await hasApplied(tx, userId, jobId)) return { applied: true, alreadyApplied: true } as const;
    if (job.expiryDate.getTime() <= now.getTime()) {
      throw new AppError('NOT_FOUND', 'This job has expired and no longer takes applications.', {
        reason: 'expired',
        expiredAt: job.expiryDate.toISOString(),
      });
    }

    await refuseOverQuota(tx, 'applications', userId, plan, now);

    // The lock makes a conflict impossible here; should one happen, it is an earlier application.
    if (!(await insertApplication(tx, { userId, jobId, createdAt: now }))) return { applied: true, alreadyApplied: true } as const;
    await incrementApplicationsCount(tx, jobId);
    await recordActivity(tx, { userId, type: 'applied', title: activityTitles.applied(job), at: now });
    return { applied: true, alreadyApplied: false } as const;
  });
  return { ...recorded, ticket: signApplyTicket(deps.config.jwtSecret, userId, jobId, now) };
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
