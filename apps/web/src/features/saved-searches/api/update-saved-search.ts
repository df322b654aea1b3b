import type { SavedSearch, UpdateSavedSearchRequest } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

export interface UpdateSavedSearchVariables {
  id: string;
  changes: UpdateSavedSearchRequest;
}

/** `PATCH /saved-searches/{id}`: a new name, or frequency (`off` pauses its alerts). */
export async function updateSavedSearch({ id, changes }: UpdateSavedSearchVariables): Promise<SavedSearch> {
  const { data } = await api.patch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, changes);
  return data;
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    meta: { suppressErrorToast: true },
    onSuccess: (updated) => {
      queryClient.setQueryData<SavedSearch[]>(userQueryKeys.savedSearches, (list) => list?.map((s) => (s._id === updated._id ? updated : s)));
      return queryClient.invalidateQueries({ queryKey: userQueryKeys.savedSearches });
    },
  });
}
