import {
  FREE_PLAN_LIMITS,
  PREMIUM_ACCESS_DAYS,
  PREMIUM_PRICE_RUPEES,
  type Plan,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '@pathway/contracts';

/**
 * The plans (docs/product/plans-and-payments.md#plans): GET /subscription/plans serves them, and every price
 * and limit the server checks is read from them, so each is written once.
 */
export const FREE_PLAN: Plan = {
  name: 'Free',
  tier: 'free',
  price: 0,
  currency: 'INR',
  billingCycle: 'monthly',
  features: [
    'Browse and search every job and internship',
    `${FREE_PLAN_LIMITS.jobViewsPerMonth} job details a month`,
    `${FREE_PLAN_LIMITS.applicationsPerMonth} applications a month`,
    'Save jobs to apply later',
  ],
  limits: { jobViewsPerMonth: FREE_PLAN_LIMITS.jobViewsPerMonth, applicationsPerMonth: FREE_PLAN_LIMITS.applicationsPerMonth },
  advancedFilters: false,
};

export const PREMIUM_PLAN: Plan = {
  name: 'Premium',
  tier: 'premium',
  price: PREMIUM_PRICE_RUPEES,
  currency: 'INR',
  billingCycle: 'monthly',
  features: [
    'Unlimited job details',
    'Unlimited applications',
    'Advanced filters: experience and salary',
    'Priority support',
    'No upgrade banners',
  ],
  limits: { jobViewsPerMonth: null, applicationsPerMonth: null },
  advancedFilters: true,
};

export const PLANS: readonly Plan[] = [FREE_PLAN, PREMIUM_PLAN];

/** What one paid Premium month costs, in paise (Razorpay's unit). */
export const PREMIUM_PRICE_PAISE = PREMIUM_PLAN.price * 100;
export const PREMIUM_ACCESS_MS = PREMIUM_ACCESS_DAYS * 24 * 60 * 60 * 1000;

/** The plan columns of a user row (or of `request.user`). */
export interface StoredPlan {
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  subscriptionExpiresAt: Date | null;
}

export interface EffectivePlan {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: Date | null;
  /** The stored row still says otherwise (a premium past its expiry): write free/inactive back. */
  stale: boolean;
}

/**
 * THE rule for the plan in force at `now` (docs/product/plans-and-payments.md#the-plan-in-force);
 * every check of a tier goes through here. Premium counts while it is active, or cancelled (paid
 * days are honoured), and not past its expiry; anything else is the free plan with status
 * `inactive`.
 */
export function effectivePlan(stored: StoredPlan, now: Date): EffectivePlan {
  const expiresAt = stored.subscriptionExpiresAt;
  const inForce =
    stored.subscriptionTier === 'premium' &&
    (stored.subscriptionStatus === 'active' || stored.subscriptionStatus === 'cancelled') &&
    (expiresAt === null || expiresAt.getTime() > now.getTime());
  if (inForce) return { tier: 'premium', status: stored.subscriptionStatus, expiresAt, stale: false };
  const stale = stored.subscriptionTier !== 'free' || stored.subscriptionStatus !== 'inactive';
  return { tier: 'free', status: 'inactive', expiresAt, stale };
}

export const isPremium = (stored: StoredPlan, now: Date): boolean => effectivePlan(stored, now).tier === 'premium';
