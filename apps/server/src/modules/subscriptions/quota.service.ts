import type { QuotaKind } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Database } from '../../db/client.ts';
import { effectivePlan, type EffectivePlan, type StoredPlan } from '../plans/plan.ts';
import { lockCurrentPlan } from '../plans/plan.service.ts';
import { FREE_MONTHLY_LIMITS, kolkataMonth, quotaExceeded } from './quota.ts';
import { countQuotaUsed, hasJobView, insertJobView } from './subscriptions.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * THE lock of a quota: the user's row, held until `tx` ends, so that one user's spends run one
 * after another and two at the edge of the limit never pass together. Answers the plan in force
 * (401 when the account is gone).
 */
export function lockQuota(tx: Database, userId: string, now: Date): Promise<EffectivePlan> {
  return lockCurrentPlan(tx, userId, now);
}

/**
 * Inside the transaction of `lockQuota`, before recording a new use: QUOTA_EXCEEDED when a free
 * account has used this month's `quota` up; premium has no limit. A repeat (the same job again)
 * is the caller's to skip first, as it costs nothing.
 */
export async function refuseOverQuota(tx: Database, quota: QuotaKind, userId: string, plan: EffectivePlan, now: Date): Promise<void> {
  if (plan.tier === 'premium') return;
  const month = kolkataMonth(now);
  const used = await countQuotaUsed(tx, quota, userId, month);
  if (used >= FREE_MONTHLY_LIMITS[quota]) throw quotaExceeded(quota, used, month);
}

/**
 * GET /jobs/:id for a signed-in viewer: records the view, spending the jobViews quota the first
 * time this month. Call it after the job was found (missing and expired jobs cost nothing).
 * Premium views are neither limited nor recorded.
 */
export async function countJobView(deps: Deps, viewer: StoredPlan & { id: string }, jobId: string): Promise<void> {
  const now = deps.now();
  // The session's own read of the plan: premium costs no transaction at all.
  if (effectivePlan(viewer, now).tier === 'premium') return;
  await deps.database.db.transaction(async (tx) => {
    const plan = await lockQuota(tx, viewer.id, now);
    if (plan.tier === 'premium') return;
    const month = kolkataMonth(now);
    if (await hasJobView(tx, viewer.id, month.key, jobId)) return;
    await refuseOverQuota(tx, 'jobViews', viewer.id, plan, now);
    await insertJobView(tx, { userId: viewer.id, jobId, month: month.key, createdAt: now });
  });
}

/** This month's use of each quota, and when the count starts again (GET /subscription/info). */
export async function monthlyUsage(deps: Deps, userId: string, now: Date = deps.now()): Promise<Record<QuotaKind, number> & { resetsAt: Date }> {
  const { db } = deps.database;
  const month = kolkataMonth(now);
  const [applications, jobViews] = await Promise.all([
    countQuotaUsed(db, 'applications', userId, month),
    countQuotaUsed(db, 'jobViews', userId, month),
  ]);
  return { applications, jobViews, resetsAt: month.end };
}
