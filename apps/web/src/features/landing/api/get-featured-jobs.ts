import type { FeaturedJob } from '@pathway/contracts';
import { FEATURED_JOBS_DEFAULT } from '@pathway/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublic } from '@/lib/public-api';

/** `GET /jobs/featured`: the landing page shows 3. */
export async function getFeaturedJobs(limit = FEATURED_JOBS_DEFAULT, signal?: AbortSignal): Promise<FeaturedJob[]> {
  const jobs = await getPublic<FeaturedJob[]>('/jobs/featured', { limit }, signal);
  return Array.isArray(jobs) ? jobs.slice(0, limit) : [];
}

export const getFeaturedJobsQueryOptions = (limit = FEATURED_JOBS_DEFAULT) =>
  queryOptions({ queryKey: ['jobs', 'featured', limit], queryFn: ({ signal }) => getFeaturedJobs(limit, signal) });

export const useFeaturedJobs = (limit = FEATURED_JOBS_DEFAULT) => useQuery(getFeaturedJobsQueryOptions(limit));
