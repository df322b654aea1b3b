import type { AdminReport, Paged } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

export interface ReportFilters {
  q?: string;
  state?: string;
  reason?: string;
  page?: number;
}

/** `GET /admin/reports`: the moderation queue. */
export async function getReports(filters: ReportFilters, signal?: AbortSignal): Promise<Paged<AdminReport>> {
  const { data } = await api.get<Paged<AdminReport>>(`/admin/reports${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getReportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'reports', filters], queryFn: ({ signal }) => getReports(filters, signal), placeholderData: keepPreviousData });

export const useReports = (filters: ReportFilters) => useQuery(getReportsQueryOptions(filters));
