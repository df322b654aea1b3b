import { useAuth } from '@/lib/auth';

/**
 * docs/product/plans-and-payments.md#the-plan-in-force: the tier is compared with lowercase
 * 'premium', so a missing tier, 'free' or 'Free' all count as not premium.
 */
export function isPremiumTier(tier: unknown): boolean {
  return typeof tier === 'string' && tier.toLowerCase() === 'premium';
}

export function useIsPremium(): boolean {
  const { user } = useAuth();
  return isPremiumTier(user?.subscriptionTier ?? 'free');
}
