import type { SubscriptionInfo } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { monthlyApplicationUsage } from '../applications/applications.service.ts';
import { monthlyJobViews } from './job-views.service.ts';
import { FREE_PLAN, kolkataMonth, PREMIUM_PLAN } from './plan.ts';
import { cancelPremium, currentPlan } from './plan.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** GET /subscription/info: the plan in force (expiry checked now), this month's usage and the limits that apply. */
export async function subscriptionInfo(deps: Deps, userId: string): Promise<SubscriptionInfo> {
  const now = deps.now();
  const plan = await currentPlan(deps, userId, now);
  const [jobViews, applications] = await Promise.all([monthlyJobViews(deps, userId), monthlyApplicationUsage(deps, userId)]);
  const limits = (plan.tier === 'premium' ? PREMIUM_PLAN : FREE_PLAN).limits;
  return {
    tier: plan.tier,
    status: plan.status,
    expiresAt: plan.expiresAt?.toISOString() ?? null,
    usage: { jobViews, applications: applications.used },
    limits: { ...limits },
    usageResetsAt: kolkataMonth(now).end.toISOString(),
  };
}

/** POST /subscription/cancel, answering the plan as it is afterwards. */
export async function cancelSubscription(deps: Deps, userId: string): Promise<SubscriptionInfo> {
  await cancelPremium(deps, userId);
  return subscriptionInfo(deps, userId);
}
