import type { SavedSearch } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `GET /saved-searches`: the user's saved searches, oldest first (at most 20, so never paged). */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { data } = await api.get<SavedSearch[]>('/saved-searches', { signal });
  return data;
}

export const getSavedSearchesQueryOptions = () =>
  queryOptions({ queryKey: userQueryKeys.savedSearches, queryFn: ({ signal }) => getSavedSearches(signal) });

export const useSavedSearches = () => useQuery(getSavedSearchesQueryOptions());
