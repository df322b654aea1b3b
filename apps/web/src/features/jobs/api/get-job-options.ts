import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@/lib/public-api';
import { jobsQueryRoot } from './get-jobs';

/** The filter sidebar's option lists: the values of active jobs, sorted, each from its own path. */
const optionListPaths = {
  types: '/jobs/jobsTypes',
  locations: '/jobs/locations',
  domains: '/jobs/domains',
  companies: '/jobs/companies',
} as const;

export type JobOptionList = keyof typeof optionListPaths;

/** `GET /jobs/jobsTypes`, `/jobs/locations`, `/jobs/domains` or `/jobs/companies`. */
export async function getJobOptions(list: JobOptionList, signal?: AbortSignal): Promise<string[]> {
  const data = await getCatalogue<unknown>(optionListPaths[list], {}, signal);
  return Array.isArray(data) ? data : [];
}

export const getJobOptionsQueryOptions = (list: JobOptionList) =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'options', list], queryFn: ({ signal }) => getJobOptions(list, signal) });

export const useJobOptions = (list: JobOptionList) => useQuery(getJobOptionsQueryOptions(list));
