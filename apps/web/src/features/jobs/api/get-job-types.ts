import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@/lib/public-api';
import { jobsQueryRoot } from './get-jobs';

/** `GET /jobs/jobsTypes`: job types of active jobs, sorted, for the filter sidebar. */
export async function getJobTypes(signal?: AbortSignal): Promise<string[]> {
  const data = await getCatalogue<unknown>('/jobs/jobsTypes', {}, signal);
  return Array.isArray(data) ? data : [];
}

export const getJobTypesQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'options', 'types'], queryFn: ({ signal }) => getJobTypes(signal) });

export const useJobTypes = () => useQuery(getJobTypesQueryOptions());
