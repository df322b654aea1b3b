import type { SubscriptionInfo } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { FREE_PLAN, PREMIUM_PLAN } from '../plans/plan.ts';
import { currentPlan, markPremiumCancelled } from '../plans/plan.service.ts';
import { kolkataDate } from './quota.ts';
import { monthlyUsage } from './quota.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** GET /subscription/info: the plan in force (expiry checked now), this month's usage and the limits that apply. */
export async function subscriptionInfo(deps: Deps, userId: string): Promise<SubscriptionInfo> {
  const now = deps.now();
  const plan = await currentPlan(deps, userId, now);
  const usage = await monthlyUsage(deps, userId, now);
  const limits = (plan.tier === 'premium' ? PREMIUM_PLAN : FREE_PLAN).limits;
  return {
    tier: plan.tier,
    status: plan.status,
    expiresAt: plan.expiresAt?.toISOString() ?? null,
    usage: { jobViews: usage.jobViews, applications: usage.applications },
    limits: { ...limits },
    usageResetsAt: usage.resetsAt.toISOString(),
  };
}

/**
 * POST /subscription/cancel: premium stays until its expiry, then lapses to free (no renewal is
 * ever charged: each month is a separate payment). Cancelling again changes nothing.
 */
async function cancelPremium(deps: Deps, userId: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const plan = await markPremiumCancelled(tx, userId, now);
    if (!plan) return;
    const title = plan.expiresAt ? `Cancelled Premium: access continues until ${kolkataDate(plan.expiresAt, true)}` : 'Cancelled Premium';
    await recordActivity(tx, { userId, type: 'unsubscribed', title, at: now });
  });
}

/** POST /subscription/cancel, answering the plan as it is afterwards. */
export async function cancelSubscription(deps: Deps, userId: string): Promise<SubscriptionInfo> {
  await cancelPremium(deps, userId);
  return subscriptionInfo(deps, userId);
}
