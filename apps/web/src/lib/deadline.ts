/**
 * When a job stops taking applications, in India's calendar days (docs/product/applications-web.md#deadlines).
 * The same rule as `daysUntilClosing` in packages/contracts (held equal by deadline.test.ts), written
 * here without zod so that the job list's first load stays small.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps UTC+05:30 all year (no daylight saving), so no time zone data is needed. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Closing soon: this many days or fewer left is shown as urgent. */
export const CLOSING_SOON_DAYS = 3;

function istDayNumber(time: number): number {
  return Math.floor((time + IST_OFFSET_MS) / DAY_MS);
}

/**
 * Whole India calendar days from `now` to the job's last open day: 0 when today is the last day,
 * null once it has closed (or the date cannot be read). The expiry instant itself is already
 * closed, so an expiry at midnight closes with the day before.
 */
export function daysUntilClosing(expiry: string | Date, now: Date = new Date()): number | null {
  const time = (typeof expiry === 'string' ? new Date(expiry) : expiry).getTime();
  if (Number.isNaN(time)) return null;
  const lastOpen = time - 1;
  if (lastOpen < now.getTime()) return null;
  return istDayNumber(lastOpen) - istDayNumber(now.getTime());
}

export type ClosingState = 'closed' | 'soon' | 'open';

export interface Closing {
  /** 'Closes in 3 days', 'Closes tomorrow', 'Closes today', 'Closed'. */
  label: string;
  /** Days left (null once closed). */
  days: number | null;
  state: ClosingState;
}

/** What a card says about a job's deadline; null when the date cannot be read. */
export function closingOf(expiry: string | Date, now: Date = new Date()): Closing | null {
  const time = (typeof expiry === 'string' ? new Date(expiry) : expiry).getTime();
  if (Number.isNaN(time)) return null;
  const days = daysUntilClosing(expiry, now);
  if (days === null) return { label: 'Closed', days, state: 'closed' };
  const state: ClosingState = days <= CLOSING_SOON_DAYS ? 'soon' : 'open';
  if (days === 0) return { label: 'Closes today', days, state };
  if (days === 1) return { label: 'Closes tomorrow', days, state };
  return { label: `Closes in ${days} days`, days, state };
}

/** The last moment the job takes applications (ISO 8601), for 'Apply by {date}'; null for an unreadable date. */
export function lastOpenInstant(expiry: string | Date): string | null {
  const time = (typeof expiry === 'string' ? new Date(expiry) : expiry).getTime();
  return Number.isNaN(time) ? null : new Date(time - 1).toISOString();
}

/** The label alone: 'Closes in 3 days', 'Closes tomorrow', 'Closes today', 'Closed' ('' for an unreadable date). */
export function closingLabel(expiry: string | Date, now: Date = new Date()): string {
  return closingOf(expiry, now)?.label ?? '';
}
