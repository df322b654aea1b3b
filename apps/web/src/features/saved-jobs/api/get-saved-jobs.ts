import type { SavedJobsResponse } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

export interface SavedJobsParams {
  page: number;
  limit: number;
  query?: string;
  /** Left out for the default order (newest save first); `closingDate`: closing soonest first. */
  sortBy?: 'closingDate';
}

/** `GET /users/saved-jobs`: one page of the user's saved jobs, newest save first or closing soonest first. */
export async function getSavedJobs(params: SavedJobsParams, signal?: AbortSignal): Promise<SavedJobsResponse> {
  const { data } = await api.get<SavedJobsResponse>('/users/saved-jobs', { params, signal });
  return data;
}

export const getSavedJobsQueryOptions = (params: SavedJobsParams) =>
  queryOptions({
    queryKey: [...userQueryKeys.savedJobLists, params],
    queryFn: ({ signal }) => getSavedJobs(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSavedJobs = (params: SavedJobsParams) => useQuery(getSavedJobsQueryOptions(params));
