import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@/lib/public-api';
import { jobsQueryRoot } from './get-jobs';

/** `GET /jobs/domains`: domains of active jobs, sorted, for the filter sidebar. */
export async function getJobDomains(signal?: AbortSignal): Promise<string[]> {
  const data = await getCatalogue<unknown>('/jobs/domains', {}, signal);
  return Array.isArray(data) ? data : [];
}

export const getJobDomainsQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'options', 'domains'], queryFn: ({ signal }) => getJobDomains(signal) });

export const useJobDomains = () => useQuery(getJobDomainsQueryOptions());
