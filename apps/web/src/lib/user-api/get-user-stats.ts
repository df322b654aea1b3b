import type { UserStats } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from './query-keys';

/**
 * `GET /users/stats`: saved jobs, completion, applications and the tracker's figures (per stage,
 * this month against last, what closes soon). Older answers may leave fields out. Shared: the
 * dashboard shows it, the tracker counts its stages with it.
 */
export async function getUserStats(signal?: AbortSignal): Promise<Partial<UserStats>> {
  const { data } = await api.get<Partial<UserStats>>('/users/stats', { signal });
  return data;
}

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.stats, queryFn: ({ signal }) => getUserStats(signal) });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());
