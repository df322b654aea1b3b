import type { AdminJobDetail } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `GET /admin/jobs/{id}`: one job with every field the import sets. */
export async function getConsoleJob(id: string, signal?: AbortSignal): Promise<AdminJobDetail> {
  const { data } = await api.get<AdminJobDetail>(`/admin/jobs/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const getConsoleJobQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'job', id], queryFn: ({ signal }) => getConsoleJob(id, signal) });

export const useConsoleJob = (id: string) => useQuery(getConsoleJobQueryOptions(id));
