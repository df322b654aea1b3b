import type { CreateSavedSearchRequest, SavedSearch } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `POST /saved-searches`: keeps the current /jobs search under a name with an alert frequency. */
export async function createSavedSearch(body: CreateSavedSearchRequest): Promise<SavedSearch> {
  const { data } = await api.post<SavedSearch>('/saved-searches', body);
  return data;
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    // The dialog shows what went wrong next to the field or in a toast of its own.
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.savedSearches }),
  });
}
