import type { AdminJob, Paged } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

export interface ConsoleJobFilters {
  q?: string;
  status?: string;
  type?: string;
  featured?: string;
  flagged?: string;
  sortBy?: string;
  sortOrder?: string;
  page?: number;
}

/** `GET /admin/jobs`: every job, active, expired or hidden. */
export async function getConsoleJobs(filters: ConsoleJobFilters, signal?: AbortSignal): Promise<Paged<AdminJob>> {
  const { data } = await api.get<Paged<AdminJob>>(`/admin/jobs${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getConsoleJobsQueryOptions = (filters: ConsoleJobFilters) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'jobs', filters], queryFn: ({ signal }) => getConsoleJobs(filters, signal), placeholderData: keepPreviousData });

export const useConsoleJobs = (filters: ConsoleJobFilters) => useQuery(getConsoleJobsQueryOptions(filters));
