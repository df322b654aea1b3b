import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsQueryRoot } from './get-jobs';

/** `GET /jobs/companies`: companies of active jobs, sorted, for the filter sidebar. */
export async function getJobCompanies(signal?: AbortSignal): Promise<string[]> {
  const { data } = await api.get<string[]>('/jobs/companies', { signal });
  return Array.isArray(data) ? data : [];
}

export const getJobCompaniesQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'options', 'companies'], queryFn: ({ signal }) => getJobCompanies(signal) });

export const useJobCompanies = () => useQuery(getJobCompaniesQueryOptions());
