import { describe, expect, it } from 'vitest';
import { formatRelativeTime, planStatusLabel, stepsRemaining } from './dashboard-format';

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
