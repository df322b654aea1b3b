import type { UserStats } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `GET /users/stats`. */
export async function getUserStats(signal?: AbortSignal): Promise<Partial<UserStats>> {
  const { data } = await api.get<Partial<UserStats>>('/users/stats', { signal });
  return data;
}

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.stats, queryFn: ({ signal }) => getUserStats(signal) });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());
