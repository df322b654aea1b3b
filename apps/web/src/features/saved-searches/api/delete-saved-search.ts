import { savedSearchMessages, type SavedSearch } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `DELETE /saved-searches/{id}`: the search and its alerts go. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(`/saved-searches/${encodeURIComponent(id)}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    meta: { successMessage: savedSearchMessages.deleted },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearch[]>(userQueryKeys.savedSearches, (list) => list?.filter((s) => s._id !== id));
      return queryClient.invalidateQueries({ queryKey: userQueryKeys.savedSearches });
    },
  });
}
