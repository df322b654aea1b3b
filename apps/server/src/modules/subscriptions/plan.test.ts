import { describe, expect, it } from 'vitest';
import { effectivePlan, jobViewsQuotaMessage, kolkataDate, kolkataMonth } from './plan.ts';

describe('effectivePlan', () => {
  const now = new Date('2027-03-10T00:00:00Z');
  const later = new Date('2027-03-20T00:00:00Z');
  const earlier = new Date('2027-03-01T00:00:00Z');
  it.each([
    ['free', 'inactive', null, 'free', 'inactive', false],
    ['free', 'active', later, 'free', 'inactive', true],
    ['premium', 'active', later, 'premium', 'active', false],
    ['premium', 'active', null, 'premium', 'active', false],
    ['premium', 'cancelled', later, 'premium', 'cancelled', false],
    ['premium', 'cancelled', earlier, 'free', 'inactive', true],
    ['premium', 'active', earlier, 'free', 'inactive', true],
    ['premium', 'active', now, 'free', 'inactive', true],
    ['premium', 'inactive', later, 'free', 'inactive', true],
  ] as const)('%s / %s / expires %s → %s / %s (stale %s)', (tier, status, expiresAt, wantTier, wantStatus, stale) => {
    expect(effectivePlan({ subscriptionTier: tier, subscriptionStatus: status, subscriptionExpiresAt: expiresAt }, now)).toEqual({
      tier: wantTier,
      status: wantStatus,
      expiresAt,
      stale,
    });
  });
});

describe('dates in India', () => {
  it('names the day the quota starts again, in IST', () => {
    const end = kolkataMonth(new Date('2026-11-30T18:29:59Z')).end;
    expect(end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(kolkataDate(end)).toBe('1 December');
    expect(kolkataDate(new Date('2026-12-31T18:30:00Z'), true)).toBe('1 January 2027');
    expect(jobViewsQuotaMessage(5, end)).toBe(
      'You have viewed 5 of 5 job details on the Free plan this month. Upgrade to Premium for unlimited access, or wait until 1 December.',
    );
  });
});
