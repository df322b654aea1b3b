import type { SavedJobIdsResponse } from '@pathway/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { userQueryKeys } from './query-keys';
import { loadApiClient } from '@/lib/api-core';

/** `GET /users/saved-jobs/ids`: every job the user saved, so each card can show it. */
export async function getSavedJobIds(signal?: AbortSignal): Promise<SavedJobIdsResponse> {
  const api = await loadApiClient();
  const { data } = await api.get<SavedJobIdsResponse>('/users/saved-jobs/ids', { signal });
  return data;
}

export const getSavedJobIdsQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.savedJobIds, queryFn: ({ signal }) => getSavedJobIds(signal) });

/** The saved ids of a signed-in user; nothing is asked for a guest. */
export function useSavedJobIds() {
  const { user } = useAuth();
  return useQuery({ ...getSavedJobIdsQueryOptions(), enabled: user !== null });
}

/** Marks a job saved or not in the cached ids at once (optimistic), before the server answers. */
export function setJobSaved(queryClient: QueryClient, jobId: string, saved: boolean): void {
  queryClient.setQueryData<SavedJobIdsResponse>(userQueryKeys.savedJobIds, (ids) => {
    if (!ids) return saved ? [jobId] : ids;
    const has = ids.includes(jobId);
    if (saved && !has) return [jobId, ...ids];
    if (!saved && has) return ids.filter((id) => id !== jobId);
    return ids;
  });
}
