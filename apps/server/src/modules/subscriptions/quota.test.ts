import { describe, expect, it } from 'vitest';
import { hasUnlimitedApplications, kolkataMonth, quotaExceededMessage } from './quota.ts';

describe('kolkataMonth', () => {
  it('is the calendar month in India, as instants', () => {
    expect(kolkataMonth(new Date('2027-01-15T12:00:00Z'))).toEqual({
      start: new Date('2026-12-31T18:30:00Z'),
      end: new Date('2027-01-31T18:30:00Z'),
      key: '2027-01',
    });
  });

  it('turns at midnight IST, not UTC, and across the year', () => {
    expect(kolkataMonth(new Date('2027-01-31T18:29:59.999Z')).key).toBe('2027-01');
    expect(kolkataMonth(new Date('2027-01-31T18:30:00Z')).key).toBe('2027-02');
    expect(kolkataMonth(new Date('2026-12-31T18:30:00Z'))).toMatchObject({ key: '2027-01' });
    expect(kolkataMonth(new Date('2026-12-31T18:29:00Z'))).toMatchObject({
      key: '2026-12',
      end: new Date('2026-12-31T18:30:00Z'),
    });
    // February of a leap year.
    expect(kolkataMonth(new Date('2028-02-29T12:00:00Z')).end).toEqual(new Date('2028-02-29T18:30:00Z'));
  });
});

describe('hasUnlimitedApplications', () => {
  const now = new Date('2027-03-10T00:00:00Z');
  const later = new Date('2027-03-20T00:00:00Z');
  const earlier = new Date('2027-03-01T00:00:00Z');
  it.each([
    ['free', 'inactive', null, false],
    ['free', 'active', later, false],
    ['premium', 'active', later, true],
    ['premium', 'active', null, true],
    ['premium', 'cancelled', later, true],
    ['premium', 'cancelled', earlier, false],
    ['premium', 'active', earlier, false],
    ['premium', 'inactive', later, false],
  ] as const)('%s / %s / expires %s → %s', (tier, status, expiresAt, expected) => {
    expect(hasUnlimitedApplications({ subscriptionTier: tier, subscriptionStatus: status, subscriptionExpiresAt: expiresAt }, now)).toBe(expected);
  });
});

describe('quotaExceededMessage', () => {
  it('names the limit and the day it starts again, in India', () => {
    expect(quotaExceededMessage(new Date('2026-11-30T18:30:00Z'))).toBe(
      'You have used all 5 applications of the Free plan this month. Upgrade to Premium for unlimited applications, or wait until 1 December.',
    );
  });
});
