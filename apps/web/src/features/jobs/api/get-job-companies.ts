import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@/lib/public-api';
import { jobsQueryRoot } from './get-jobs';

/** `GET /jobs/companies`: companies of active jobs, sorted, for the filter sidebar. */
export async function getJobCompanies(signal?: AbortSignal): Promise<string[]> {
  const data = await getCatalogue<unknown>('/jobs/companies', {}, signal);
  return Array.isArray(data) ? data : [];
}

export const getJobCompaniesQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'options', 'companies'], queryFn: ({ signal }) => getJobCompanies(signal) });

export const useJobCompanies = () => useQuery(getJobCompaniesQueryOptions());
