import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { effectivePlan, FREE_PLAN, jobViewsQuotaMessage, kolkataMonth, type StoredPlan } from './plan.ts';
import { lockCurrentPlan } from './plan.service.ts';
import { countJobViews, hasJobView, insertJobView } from './subscriptions.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

export const FREE_JOB_VIEWS_PER_MONTH = FREE_PLAN.limits.jobViewsPerMonth ?? Number.POSITIVE_INFINITY;

/**
 * GET /jobs/:id for a signed-in viewer (PRODUCT.md "Plans and limits"): on the free plan each
 * month (Asia/Kolkata) allows FREE_JOB_VIEWS_PER_MONTH different jobs; the same job again that month
 * is free; premium has no limit. Call it after the job was found (missing and expired jobs cost
 * nothing). Throws QUOTA_EXCEEDED past the limit.
 *
 * The same pattern as applications: the user row is locked first, so concurrent views of one user
 * are counted one after another and never pass the limit together.
 */
export async function countJobView(deps: Deps, viewer: StoredPlan & { id: string }, jobId: string): Promise<void> {
  const now = deps.now();
  // The session's own read of the plan: premium costs no transaction at all.
  if (effectivePlan(viewer, now).tier === 'premium') return;
  await deps.database.db.transaction(async (tx) => {
    const plan = await lockCurrentPlan(tx, viewer.id, now);
    if (plan.tier === 'premium') return;
    const month = kolkataMonth(now);
    if (await hasJobView(tx, viewer.id, month.key, jobId)) return;
    const used = await countJobViews(tx, viewer.id, month.key);
    if (used >= FREE_JOB_VIEWS_PER_MONTH) {
      throw new AppError('QUOTA_EXCEEDED', jobViewsQuotaMessage(FREE_JOB_VIEWS_PER_MONTH, month.end), {
        quota: 'jobViews',
        limit: FREE_JOB_VIEWS_PER_MONTH,
        used,
        resetsAt: month.end.toISOString(),
      });
    }
    await insertJobView(tx, { userId: viewer.id, jobId, month: month.key, createdAt: now });
  });
}

/** This month's distinct job details viewed (GET /subscription/info). */
export async function monthlyJobViews(deps: Deps, userId: string): Promise<number> {
  return countJobViews(deps.database.db, userId, kolkataMonth(deps.now()).key);
}
