import type { SubscriptionInfo } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { FREE_PLAN, PREMIUM_PLAN } from './plan.ts';
import { cancelPremium, currentPlan } from './plan.service.ts';
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

/** POST /subscription/cancel, answering the plan as it is afterwards. */
export async function cancelSubscription(deps: Deps, userId: string): Promise<SubscriptionInfo> {
  await cancelPremium(deps, userId);
  return subscriptionInfo(deps, userId);
}
