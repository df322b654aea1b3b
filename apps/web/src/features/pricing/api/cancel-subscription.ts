import type { SubscriptionInfo } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUserData, setSessionPlan } from '../plan-cache';
import { subscriptionInfoQueryKey } from '@/lib/user-api/get-subscription-info';

/** `POST /subscription/cancel`: status `cancelled`; Premium stays until its expiry (docs/product/plans-and-payments.md#cancel-and-expiry). */
export async function cancelSubscription(): Promise<SubscriptionInfo> {
  const { data } = await api.post<SubscriptionInfo>('/subscription/cancel');
  return data;
}

/** Failures get the app's 'Error' toast with the server's message. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (info) => {
      queryClient.setQueryData(subscriptionInfoQueryKey, info);
      setSessionPlan(queryClient, {
        subscriptionTier: info.tier,
        subscriptionStatus: info.status,
        subscriptionExpiresAt: info.expiresAt,
      });
    },
    onSettled: () => refreshUserData(queryClient),
  });
}
