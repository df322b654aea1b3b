import { describe, expect, it } from 'vitest';
import { formatRelativeTime, monthChange, planStatusLabel, stepsRemaining } from './dashboard-format';

describe('dashboard numbers and words', () => {
  it('steps remaining is 5 − floor(p / 20)', () => {
    expect([0, 19, 20, 38, 75, 99, 100].map(stepsRemaining)).toEqual([5, 5, 4, 4, 2, 1, 0]);
  });

  it('a cancelled plan reads Expired', () => {
    expect(planStatusLabel('active')).toBe('Active');
    expect(planStatusLabel('cancelled')).toBe('Expired');
    expect(planStatusLabel('inactive')).toBe('Inactive');
  });

  it('writes times relative to now', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const ago = (seconds: number) => formatRelativeTime(new Date(now.getTime() - seconds * 1000).toISOString(), now);
    expect(ago(10)).toBe('just now');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(2 * 3600)).toBe('2 hours ago');
    expect(ago(26 * 3600)).toBe('yesterday');
    expect(ago(3 * 86_400)).toBe('3 days ago');
    expect(ago(15 * 86_400)).toBe('2 weeks ago');
    expect(ago(400 * 86_400)).toBe('last year');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe("the stat cards' month line, from the data", () => {
  it('compares this month with the last one in percent, rounded', () => {
    expect(monthChange({ thisMonth: 3, lastMonth: 2 })).toEqual({
      headline: '+50% from last month',
      detail: '3 this month, 2 last month',
      trend: 'up',
    });
    expect(monthChange({ thisMonth: 1, lastMonth: 3 })).toEqual({
      headline: '-67% from last month',
      detail: '1 this month, 3 last month',
      trend: 'down',
    });
    expect(monthChange({ thisMonth: 4, lastMonth: 4 }).headline).toBe('Same as last month');
  });

  it('gives no percentage when last month had none', () => {
    expect(monthChange({ thisMonth: 5, lastMonth: 0 })).toEqual({ headline: '5 this month', detail: 'None last month', trend: 'up' });
    expect(monthChange({ thisMonth: 0, lastMonth: 0 })).toEqual({ headline: '0 this month', detail: 'None last month', trend: 'flat' });
  });
});
