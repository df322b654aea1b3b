/**
 * When a job stops taking applications, in India's calendar days (docs/applications-api.md#deadlines,
 * docs/product/applications-web.md#deadlines): the one rule the web's cards, the mails, the calendar
 * feed and the dashboard all use. Without zod, so that a page that must load fast may import it as
 * `@pathway/contracts/deadlines`; `@pathway/contracts` re-exports it.
 *
 * `now` is always given: the server passes its clock (`deps.now`), the web `new Date()`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps UTC+05:30 all year (no daylight saving), so no time zone data is needed. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Closing soon on a card: this many days or fewer left stands out. */
export const CLOSING_SOON_DAYS = 3;

function timeOf(expiry: Date | string): number {
  return (typeof expiry === 'string' ? new Date(expiry) : expiry).getTime();
}

function istDayNumber(time: number): number {
  return Math.floor((time + IST_OFFSET_MS) / DAY_MS);
}

/** The expiry instant itself is already closed: the last open moment is the one before it. */
function lastOpenTime(expiry: Date | string): number {
  return timeOf(expiry) - 1;
}

/**
 * The last moment the job takes applications (ISO 8601), for 'Apply by {date}'; null for an
 * unreadable date.
 */
export function lastOpenInstant(expiry: Date | string): string | null {
  const last = lastOpenTime(expiry);
  return Number.isNaN(last) ? null : new Date(last).toISOString();
}

/**
 * The closing day in India, 'YYYY-MM-DD': the last day a job takes applications (an expiry at
 * midnight closes with the day before; an imported bare date ends with its last moment).
 * Throws a RangeError for an unreadable date.
 */
export function closingDay(expiry: Date | string): string {
  return new Date(istDayNumber(lastOpenTime(expiry)) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole India calendar days from `now` to the closing day: 0 when today is the last day, null once
 * it has closed (or the date cannot be read).
 */
export function daysUntilClosing(expiry: Date | string, now: Date): number | null {
  const last = lastOpenTime(expiry);
  if (Number.isNaN(last) || last < now.getTime()) return null;
  return istDayNumber(last) - istDayNumber(now.getTime());
}

export type ClosingState = 'closed' | 'soon' | 'open';

export interface Closing {
  /** 'Closes in 3 days', 'Closes tomorrow', 'Closes today', 'Closed'. */
  label: string;
  /** Days left (null once closed). */
  days: number | null;
  state: ClosingState;
}

/** What a card or a mail says about a job's deadline; null when the date cannot be read. */
export function closingOf(expiry: Date | string, now: Date): Closing | null {
  if (Number.isNaN(timeOf(expiry))) return null;
  const days = daysUntilClosing(expiry, now);
  if (days === null) return { label: 'Closed', days, state: 'closed' };
  const state: ClosingState = days <= CLOSING_SOON_DAYS ? 'soon' : 'open';
  // "Tomorrow", not "in 1 day": the count is of calendar days, and "1 day" reads as 24 hours.
  const label = days === 0 ? 'Closes today' : days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`;
  return { label, days, state };
}

/** The label alone: 'Closes in 3 days', 'Closes tomorrow', 'Closes today', 'Closed' ('' for an unreadable date). */
export function closingLabel(expiry: Date | string, now: Date): string {
  return closingOf(expiry, now)?.label ?? '';
}
