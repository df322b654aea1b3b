import { FREE_PLAN_LIMITS, type SubscriptionStatus, type SubscriptionTier } from '@pathway/contracts';
import { isPremium } from '../subscriptions/plan.ts';

/** The calendar month in Asia/Kolkata that `now` falls in (one definition, in the subscriptions module). */
export { kolkataMonth } from '../subscriptions/plan.ts';

export interface Plan {
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  subscriptionExpiresAt: Date | null;
}

/**
 * PRODUCT.md "Plans and limits": premium that is active, or cancelled and not yet expired, applies
 * without limit; free and lapsed premium accounts have the free plan's monthly quota. The rule
 * itself is `effectivePlan` (modules/subscriptions/plan.ts), the one place that decides a tier.
 */
export function hasUnlimitedApplications(plan: Plan, now: Date): boolean {
  return isPremium(plan, now);
}

export const FREE_APPLICATIONS_PER_MONTH = FREE_PLAN_LIMITS.applicationsPerMonth;

const resetDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });

/** Names the limit and when it starts again (PRODUCT.md); the web shows it as it is. */
export const quotaExceededMessage = (resetsAt: Date) =>
  `You have used all ${FREE_APPLICATIONS_PER_MONTH} applications of the Free plan this month. ` +
  `Upgrade to Premium for unlimited applications, or wait until ${resetDay.format(resetsAt)}.`;
