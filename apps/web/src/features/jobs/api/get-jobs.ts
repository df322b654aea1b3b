import type { JobListResponse } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '@/lib/public-api';
import type { JobListParams } from '../job-search-params';

export const jobsQueryRoot = ['jobs'] as const;

/** `GET /jobs`: one page of active jobs for a search. */
export async function getJobs(params: JobListParams, signal?: AbortSignal): Promise<JobListResponse> {
  return getCatalogue<JobListResponse>('/jobs', params, signal);
}

/**
 * A page of the list with the search text it answers: while the next page loads the previous one
 * stays on screen, and what is said about its search (`search`, the report) must be said of it.
 */
export type JobList = JobListResponse & { query: string };

/**
 * `viewer`: who the answer is explained for (docs/product/matches.md), '' for a guest: a list read
 * before signing in, or before the profile changed, is not shown as if it were theirs.
 */
export const getJobsQueryOptions = (params: JobListParams, viewer = '') =>
  queryOptions({
    queryKey: [...jobsQueryRoot, 'list', params, viewer],
    queryFn: async ({ signal }): Promise<JobList> => ({
      ...(await getJobs(params, signal)),
      query: String(params.query ?? ''),
    }),
    // The previous page stays on screen while the next one loads (no flash of placeholders).
    placeholderData: keepPreviousData,
  });

export const useJobs = (params: JobListParams, viewer = '') => useQuery(getJobsQueryOptions(params, viewer));
