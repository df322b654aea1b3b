import type { AdminUserListResponse } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

export interface ConsoleUserFilters {
  q?: string;
  role?: string;
  state?: string;
  page?: number;
}

/** `GET /admin/users`: accounts by email or name, role and state. */
export async function getConsoleUsers(filters: ConsoleUserFilters, signal?: AbortSignal): Promise<AdminUserListResponse> {
  const { data } = await api.get<AdminUserListResponse>(`/admin/users${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getConsoleUsersQueryOptions = (filters: ConsoleUserFilters) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'users', filters],
    queryFn: ({ signal }) => getConsoleUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useConsoleUsers = (filters: ConsoleUserFilters) => useQuery(getConsoleUsersQueryOptions(filters));
