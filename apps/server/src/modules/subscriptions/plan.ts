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
 * THE rule for the plan in force at `now` (docs/product/plans-and-payments.md#the-plan-in-force); every check of a tier
 * goes through here. Premium counts while it is active, or cancelled (paid days are honoured), and
 * not past its expiry; anything else is the free plan with status `inactive`.
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

/** India keeps one offset all year (no daylight saving since 1945): UTC+05:30. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar month in Asia/Kolkata (QUOTA_TIME_ZONE) that `now` falls in: [start, end) as instants, and 'YYYY-MM'. */
export function kolkataMonth(now: Date): { start: Date; end: Date; key: string } {
  const local = new Date(now.getTime() + KOLKATA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - KOLKATA_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - KOLKATA_OFFSET_MS),
    key: `${year}-${String(month + 1).padStart(2, '0')}`,
  };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '1 December' (with the year when `withYear`): the date of an instant in India. */
export function kolkataDate(instant: Date, withYear = false): string {
  const local = new Date(instant.getTime() + KOLKATA_OFFSET_MS);
  const day = `${local.getUTCDate()} ${MONTH_NAMES[local.getUTCMonth()]}`;
  return withYear ? `${day} ${local.getUTCFullYear()}` : day;
}

/** QUOTA_EXCEEDED for job details: the limit, and when the month's count starts again (applications: applications/quota.ts). */
export const jobViewsQuotaMessage = (limit: number, resetsAt: Date) =>
  `You have viewed ${limit} of ${limit} job details on the Free plan this month. Upgrade to Premium for unlimited access, or wait until ${kolkataDate(resetsAt)}.`;
