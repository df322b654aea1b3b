import { describe, expect, it } from 'vitest';
import { effectivePlan } from './plan.ts';

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
