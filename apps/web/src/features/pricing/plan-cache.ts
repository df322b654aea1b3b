import type { SubscriptionInfo, User } from '@pathway/contracts';
import { PREMIUM_ACCESS_DAYS } from '@pathway/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, USER_QUERY_ROOT } from '@/lib/auth';
import { subscriptionInfoQueryKey } from '@/lib/user-api/get-subscription-info';

const DAY_MS = 24 * 60 * 60 * 1000;

type PlanFields = Pick<User, 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiresAt'>;

/**
 * Writes a plan into the cached session user at once, so that every screen reading it (the job
 * filters, the banner, the dashboard's plan card) changes without waiting for the next fetch.
 */
export function setSessionPlan(queryClient: QueryClient, plan: PlanFields): void {
  queryClient.setQueryData<User>(currentUserQueryKey, (user) => (user ? { ...user, ...plan } : user));
}

/**
 * After a verified payment (docs/product/plans-and-payments.md#orders-and-payment) the client sets
 * the tier to the lower-cased plan name, the status to active and the expiry 30 days on; the
 * server's answer, when it gives one, has the exact expiry (a renewal adds to the current one).
 * Then every answer about the user is fetched again.
 */
export function activatePlan(queryClient: QueryClient, planName: string, subscription?: SubscriptionInfo): Promise<void> {
  const tier = planName.toLowerCase() === 'premium' ? 'premium' : 'free';
  const expiresAt = subscription?.expiresAt ?? new Date(Date.now() + PREMIUM_ACCESS_DAYS * DAY_MS).toISOString();
  setSessionPlan(queryClient, { subscriptionTier: tier, subscriptionStatus: 'active', subscriptionExpiresAt: expiresAt });
  if (subscription) queryClient.setQueryData(subscriptionInfoQueryKey, subscription);
  return refreshUserData(queryClient);
}

/** The profile, the plan, stats and activity: fetched again where shown, stale elsewhere. */
export function refreshUserData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: USER_QUERY_ROOT });
}
