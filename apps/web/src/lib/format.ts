import { RUPEES_PER_LAKH } from '@pathway/contracts/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const dateFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Rupees a year as lakh per annum, one decimal (SPEC §9): 450000 → '4.5 LPA'. */
export function formatLpa(rupees: number): string {
  return `${(rupees / RUPEES_PER_LAKH).toFixed(1)} LPA`;
}

/** Rupees with Indian digit grouping: 199000 → '₹1,99,000'. */
export function formatRupees(rupees: number): string {
  return rupeeFormatter.format(rupees);
}

/** An ISO date as people in India write it: '2026-11-22' → '22 November 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormatter.format(date);
}

/** Whole days from `iso` to `now`; never negative (a clock a little ahead is still 'today'). */
export function daysSince(iso: string, now: Date = new Date()): number {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return 0;
  return Math.max(0, Math.floor((now.getTime() - then) / DAY_MS));
}

/** 'Today', '1 day ago', '5 days ago'. */
export function formatDaysAgo(iso: string, now: Date = new Date()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Avatar fallback (SPEC §2): first letters of first and last name, or 'U'. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const initials = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}
