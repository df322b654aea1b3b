import { RUPEES_PER_LAKH } from '@pathway/contracts/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Made on first use, not when the module loads: building an Intl formatter loads locale data (tens
 * of milliseconds on a slow phone), which the pages that never show a price skip.
 */
let rupees: Intl.NumberFormat | undefined;
const rupeeFormatter = () => (rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** India Standard Time is UTC+05:30 all year (no daylight saving), so dates need no time zone data. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Rupees a year as lakh per annum, one decimal (docs/product/catalogue.md#money-and-numbers): 450000 → '4.5 LPA'. */
export function formatLpa(rupees: number): string {
  return `${(rupees / RUPEES_PER_LAKH).toFixed(1)} LPA`;
}

/**
 * A whole number with Indian digit grouping, without Intl: 1234567 → '12,34,567'. The landing page
 * shows only counts, and building an Intl formatter there would cost it a long task on a phone.
 */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value <= -1 ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** Rupees with Indian digit grouping: 199000 → '₹1,99,000'. */
export function formatRupees(amount: number): string {
  return rupeeFormatter().format(amount);
}

/**
 * An ISO date as people in India write it, on India's calendar: '2026-11-22' → '22 November 2026'.
 * Written out rather than with Intl.DateTimeFormat, whose first use loads locale and time zone data:
 * a long task on a phone, on every page that shows a job card.
 */
export function formatDate(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const ist = new Date(time + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** A moment as people in India read it, on India's clock: '2 December 2026, 10:00'. */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const ist = new Date(time + IST_OFFSET_MS);
  const hh = String(ist.getUTCHours()).padStart(2, '0');
  const mm = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(iso)}, ${hh}:${mm}`;
}

/** The value of an `<input type="datetime-local">` for a moment, on India's clock: '2026-12-02T10:00' ('' when unreadable). */
export function toIstInputValue(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** An `<input type="datetime-local">` value read as India time, as ISO 8601 with its offset: '2026-12-02T10:00:00+05:30'. */
export function fromIstInputValue(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : null;
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

/** Avatar fallback (docs/product/site.md#header-and-navigation): first letters of first and last name, or 'U'. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const initials = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}
