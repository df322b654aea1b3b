import { describe, expect, it } from 'vitest';
import { daysSince, formatDate, formatDaysAgo, formatLpa, formatRupees, initialsOf } from './format';

describe('formatLpa (SPEC §9: rupees / 100000, one decimal, then LPA)', () => {
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
});

describe('initialsOf (avatar fallback, SPEC §2)', () => {
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
