/** India keeps UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
export const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The calendar day in India of an instant, 'YYYY-MM-DD'. */
export function kolkataDay(instant: Date): string {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a day in India ('YYYY-MM-DD') begins, plus `minutes` into it. */
export function kolkataInstant(day: string, minutes = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - KOLKATA_OFFSET_MS + minutes * 60_000);
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD' both). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The latest hh:mm India time at or before `now`: today's when it has passed, else yesterday's. */
export function latestDailySlot(now: Date, hour: number, minute: number): { day: string; at: Date } {
  let day = kolkataDay(now);
  let at = kolkataInstant(day, hour * 60 + minute);
  if (at.getTime() > now.getTime()) {
    day = addDays(day, -1);
    at = kolkataInstant(day, hour * 60 + minute);
  }
  return { day, at };
}
