import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@/lib/public-api';
import { jobsQueryRoot } from './get-jobs';

/** `GET /jobs/locations`: locations of active jobs, sorted, for the filter sidebar. */
export async function getJobLocations(signal?: AbortSignal): Promise<string[]> {
  const data = await getCatalogue<unknown>('/jobs/locations', {}, signal);
  return Array.isArray(data) ? data : [];
}

export const getJobLocationsQueryOptions = () =>
  queryOptions({ queryKey: [...jobsQueryRoot, 'options', 'locations'], queryFn: ({ signal }) => getJobLocations(signal) });

export const useJobLocations = () => useQuery(getJobLocationsQueryOptions());
