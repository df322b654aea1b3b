import type { AdminOverview } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

/** `GET /admin/overview`: figures over a range of days. */
export async function getOverview(range: { from?: string; to?: string }, signal?: AbortSignal): Promise<AdminOverview> {
  const { data } = await api.get<AdminOverview>(`/admin/overview${searchOf({ ...range })}`, { signal });
  return data;
}

export const getOverviewQueryOptions = (range: { from?: string; to?: string }) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'overview', range], queryFn: ({ signal }) => getOverview(range, signal), placeholderData: keepPreviousData });

export const useOverview = (range: { from?: string; to?: string }) => useQuery(getOverviewQueryOptions(range));
