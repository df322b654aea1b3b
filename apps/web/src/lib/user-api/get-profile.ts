import type { User } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userQueryKeys } from './query-keys';
import { loadApiClient } from '@/lib/api-core';

/**
 * `GET /users/profile`: the whole profile. The session reads the same answer under the same key,
 * so a page that needs every field shares it instead of asking twice.
 */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const api = await loadApiClient();
  const { data } = await api.get<User>('/users/profile', { signal });
  return data;
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(getProfileQueryOptions());
