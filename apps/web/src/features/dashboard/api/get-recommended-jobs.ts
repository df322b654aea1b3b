import type { RecommendedJobsResponse } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_QUERY_ROOT } from '@/lib/auth';

/** Under the user's root: signing out drops it with the rest of their data. */
export const recommendedJobsQueryKey = [...USER_QUERY_ROOT, 'recommended-jobs'] as const;

/** `GET /jobs/recommended`: the six best matches the profile is eligible for (docs/product/matches.md#recommended-for-you). */
export async function getRecommendedJobs(signal?: AbortSignal): Promise<RecommendedJobsResponse> {
  const { data } = await api.get<RecommendedJobsResponse>('/jobs/recommended', { signal });
  return data;
}

/** `profileKey`: what the server compares jobs with; a changed profile reads them again. */
export const getRecommendedJobsQueryOptions = (profileKey = '') =>
  queryOptions({ queryKey: [...recommendedJobsQueryKey, profileKey], queryFn: ({ signal }) => getRecommendedJobs(signal) });

export const useRecommendedJobs = (profileKey = '') => useQuery(getRecommendedJobsQueryOptions(profileKey));
