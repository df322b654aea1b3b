import type { SubscriptionInfo } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth, USER_QUERY_ROOT } from '@/lib/auth';
import { loadApiClient } from '@/lib/api-core';

/** Under the user's root, so that signing out drops it. */
export const subscriptionInfoQueryKey = [...USER_QUERY_ROOT, 'subscription', 'info'] as const;

/** `GET /subscription/info`: the plan in force now, this month's usage, the limits and when they reset. */
export async function getSubscriptionInfo(signal?: AbortSignal): Promise<SubscriptionInfo> {
  const api = await loadApiClient();
  const { data } = await api.get<SubscriptionInfo>('/subscription/info', { signal });
  return data;
}

export const getSubscriptionInfoQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionInfoQueryKey,
    queryFn: ({ signal }) => getSubscriptionInfo(signal),
    // Usage changes with every job opened or applied to elsewhere: fetched afresh on each visit.
    staleTime: 0,
  });

/** The signed-in user's plan and usage; nothing is asked for a guest. */
export function useSubscriptionInfo() {
  const { user } = useAuth();
  return useQuery({ ...getSubscriptionInfoQueryOptions(), enabled: user !== null });
}
