import type { ActivityListResponse } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `GET /users/activity`: the latest activity items, newest first. */
export async function getActivity(signal?: AbortSignal): Promise<ActivityListResponse> {
  const { data } = await api.get<ActivityListResponse>('/users/activity', { signal });
  return data;
}

export const getActivityQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.activity, queryFn: ({ signal }) => getActivity(signal) });

export const useActivity = () => useQuery(getActivityQueryOptions());
