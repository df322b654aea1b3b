import type { SubscriptionStatus } from '@pathway/contracts';

/** The completion the dashboard shows when the stats answer leaves it out. */
export const DEFAULT_PROFILE_COMPLETION = 75;

/** Fixed change labels of the stat cards (docs/product/profile.md#dashboard). */
export const STAT_CHANGE_LABELS = { savedJobs: '+12%', applications: '+5%' } as const;

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
