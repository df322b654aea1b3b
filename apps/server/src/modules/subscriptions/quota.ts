import { FREE_PLAN_LIMITS, type QuotaExceededDetails, type QuotaKind } from '@pathway/contracts';
import { AppError } from '../../platform/errors.ts';

/**
 * The free plan's monthly quotas (docs/product/plans-and-payments.md#monthly-quotas): 5
 * applications and 5 job details per calendar month in India. This file holds the rule's pure
 * parts (the month, the reset date, the refusal); quota.service.ts spends a quota under the lock.
 */
export const FREE_MONTHLY_LIMITS: Readonly<Record<QuotaKind, number>> = {
  applications: FREE_PLAN_LIMITS.applicationsPerMonth,
  jobViews: FREE_PLAN_LIMITS.jobViewsPerMonth,
};

/** India keeps one offset all year (no daylight saving since 1945): UTC+05:30. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A calendar month in Asia/Kolkata (QUOTA_TIME_ZONE): [start, end) as instants, for counts by
 * time, and its 'YYYY-MM' key, for rows stored per month (job views).
 */
export interface QuotaMonth {
  start: Date;
  end: Date;
  key: string;
}

/** The month in India that `now` falls in. */
export function kolkataMonth(now: Date): QuotaMonth {
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

/** The refusal's words: the limit, and the day the month's count starts again. */
export const quotaExceededMessages: Readonly<Record<QuotaKind, (limit: number, resetsAt: Date) => string>> = {
  applications: (limit, resetsAt) =>
    `You have used all ${limit} applications of the Free plan this month. ` +
    `Upgrade to Premium for unlimited applications, or wait until ${kolkataDate(resetsAt)}.`,
  jobViews: (limit, resetsAt) =>
    `You have viewed ${limit} of ${limit} job details on the Free plan this month. ` +
    `Upgrade to Premium for unlimited access, or wait until ${kolkataDate(resetsAt)}.`,
};

/** THE QUOTA_EXCEEDED error, for either quota: the message above and typed details. */
export function quotaExceeded(quota: QuotaKind, used: number, month: QuotaMonth): AppError {
  const limit = FREE_MONTHLY_LIMITS[quota];
  const details: QuotaExceededDetails = { quota, limit, used, resetsAt: month.end.toISOString() };
  return new AppError('QUOTA_EXCEEDED', quotaExceededMessages[quota](limit, month.end), details);
}
