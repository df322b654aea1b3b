import type { AdminUserDetail } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

export const consoleUserQueryKey = (id: string) => [...consoleQueryKey, 'user', id] as const;

/** `GET /admin/users/{id}`: profile, plan, sessions, activity and orders of one account. */
export async function getConsoleUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const { data } = await api.get<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const getConsoleUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: consoleUserQueryKey(id), queryFn: ({ signal }) => getConsoleUser(id, signal), staleTime: 0 });

export const useConsoleUser = (id: string) => useQuery(getConsoleUserQueryOptions(id));
