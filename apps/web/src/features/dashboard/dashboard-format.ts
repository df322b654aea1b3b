import { type MonthComparison, monthChangePercent, type SubscriptionStatus } from '@pathway/contracts';

/** The completion the dashboard shows when the stats answer leaves it out. */
export const DEFAULT_PROFILE_COMPLETION = 75;

export type Trend = 'up' | 'down' | 'flat';

/**
 * A stat card's month line, from the data (docs/product/profile.md#dashboard): '+50% from last
 * month' with '3 this month, 2 last month'; with nothing last month there is no honest
 * percentage, so only '3 this month'.
 */
export function monthChange(figure: MonthComparison): { headline: string; detail: string; trend: Trend } {
  const percent = monthChangePercent(figure);
  if (percent === null) {
    return { headline: `${figure.thisMonth} this month`, detail: 'None last month', trend: figure.thisMonth > 0 ? 'up' : 'flat' };
  }
  const detail = `${figure.thisMonth} this month, ${figure.lastMonth} last month`;
  if (percent === 0) return { headline: 'Same as last month', detail, trend: 'flat' };
  return { headline: `${percent > 0 ? '+' : ''}${percent}% from last month`, detail, trend: percent > 0 ? 'up' : 'down' };
}

/** '5 minus floor(completion percent / 20)', never below 0. */
export function stepsRemaining(percent: number): number {
  return Math.max(0, 5 - Math.floor(percent / 20));
}

/** The plan's status badge (docs/product/plans-and-payments.md#the-plan-in-force); a cancelled plan reads 'Expired'. */
export function planStatusLabel(status: SubscriptionStatus | string | null | undefined): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'cancelled':
      return 'Expired';
    default:
      return 'Inactive';
  }
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in seconds, and the age from which it is used
  ['year', 365 * 86_400, 365 * 86_400],
  ['month', 30 * 86_400, 30 * 86_400],
  ['week', 7 * 86_400, 7 * 86_400],
  ['day', 86_400, 86_400],
  ['hour', 3_600, 3_600],
  ['minute', 60, 60],
];

/** 'just now', '5 minutes ago', '2 hours ago', 'yesterday', '3 weeks ago'. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  const age = Math.abs(seconds);
  for (const [unit, length, from] of UNITS) {
    if (age >= from) return relative.format(Math.trunc(seconds / length), unit);
  }
  return 'just now';
}
