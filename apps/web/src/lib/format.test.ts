import { describe, expect, it } from 'vitest';
import {
  daysSince,
  formatCount,
  formatDate,
  formatDateTime,
  formatDaysAgo,
  formatLpa,
  formatRupees,
  fromIstInputValue,
  initialsOf,
  toIstInputValue,
} from './format';

describe('formatLpa (rupees / 100000, one decimal, then LPA)', () => {
  it.each([
    [450_000, '4.5 LPA'],
    [1_200_000, '12.0 LPA'],
    [325_000, '3.3 LPA'],
    [0, '0.0 LPA'],
  ])('%i → %s', (rupees, text) => {
    expect(formatLpa(rupees)).toBe(text);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(199)).toBe('₹199');
    expect(formatRupees(199_000)).toBe('₹1,99,000');
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
  });
});

describe('relative days', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts whole days since a date', () => {
    expect(daysSince('2026-11-22T08:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-21T11:00:00Z', now)).toBe(1);
    expect(daysSince('2026-11-12T12:00:00Z', now)).toBe(10);
  });

  it('never goes negative and tolerates bad input', () => {
    expect(daysSince('2026-11-25T12:00:00Z', now)).toBe(0);
    expect(daysSince('not a date', now)).toBe(0);
  });

  it('reads as today, 1 day ago, N days ago', () => {
    expect(formatDaysAgo('2026-11-22T01:00:00Z', now)).toBe('Today');
    expect(formatDaysAgo('2026-11-21T10:00:00Z', now)).toBe('1 day ago');
    expect(formatDaysAgo('2026-11-17T12:00:00Z', now)).toBe('5 days ago');
  });
});

describe('formatDate', () => {
  it('writes a date the way it is read in India', () => {
    expect(formatDate('2026-11-22')).toBe('22 November 2026');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });

  it("gives Intl's en-IN long date on India's calendar, across midnight in India and every month", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const moments = ['2026-11-14T18:29:59.999Z', '2026-11-14T18:30:00Z', '2024-02-29T12:00:00Z', '2026-12-31T18:30:00Z'];
    for (let month = 0; month < 12; month += 1) moments.push(new Date(Date.UTC(2027, month, 1, 3)).toISOString());
    for (const iso of moments) expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
  });
});

describe('initialsOf (avatar fallback)', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf('asha', 'Verma')).toBe('AV');
  });

  it("falls back to 'U' with no names", () => {
    expect(initialsOf(undefined, undefined)).toBe('U');
    expect(initialsOf('', '  ')).toBe('U');
    expect(initialsOf(null, null)).toBe('U');
  });

  it('uses what it has', () => {
    expect(initialsOf('Ravi', '')).toBe('R');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way, exactly as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const n of [0, 7, 42, 999, 1_000, 12_345, 99_999, 100_000, 340_000, 1_234_567, 12_345_678, 987_654_321, -1_500, 12.9]) {
      expect(formatCount(n), String(n)).toBe(intl.format(Math.trunc(n)));
    }
  });
});

describe('moments on India time', () => {
  it('writes a date and a 24-hour time in India', () => {
    expect(formatDateTime('2026-12-02T04:30:00.000Z')).toBe('2 December 2026, 10:00');
    expect(formatDateTime('2026-12-01T20:00:00.000Z')).toBe('2 December 2026, 01:30');
    expect(formatDateTime('whenever')).toBe('whenever');
  });

  it('round-trips a datetime-local value as India time, whatever zone the browser is in', () => {
    expect(toIstInputValue('2026-12-02T04:30:00.000Z')).toBe('2026-12-02T10:00');
    expect(toIstInputValue(null)).toBe('');
    expect(fromIstInputValue('2026-12-02T10:00')).toBe('2026-12-02T10:00:00+05:30');
    expect(new Date(fromIstInputValue('2026-12-02T10:00')!).toISOString()).toBe('2026-12-02T04:30:00.000Z');
    expect(fromIstInputValue('')).toBeNull();
    expect(fromIstInputValue('2026-12-02')).toBeNull();
  });
});
