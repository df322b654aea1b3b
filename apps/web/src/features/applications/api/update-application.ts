import type { Application, ApplicationListResponse, UpdateApplicationRequest } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationListsKey } from './get-applications';
import { invalidateTracker } from './invalidate-tracker';

export interface UpdateApplicationVariables {
  id: string;
  changes: UpdateApplicationRequest;
}

/** `PATCH /applications/{id}`: stage (a new timeline entry), notes, next step; answers the application. */
export async function updateApplication({ id, changes }: UpdateApplicationVariables): Promise<Application> {
  const { data } = await api.patch<Application>(`/applications/${encodeURIComponent(id)}`, changes);
  return data;
}

/** Puts the server's answer in every cached page that holds it, so the card moves at once. */
function replaceInLists(lists: ApplicationListResponse | undefined, updated: Application) {
  if (!lists) return lists;
  return { ...lists, data: lists.data.map((item) => (item._id === updated._id ? updated : item)) };
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    // Each caller says what failed where (a toast for a stage, messages next to fields for the details).
    meta: { suppressErrorToast: true },
    onSuccess: (updated) => {
      queryClient.setQueriesData<ApplicationListResponse>({ queryKey: applicationListsKey }, (lists) => replaceInLists(lists, updated));
      return invalidateTracker(queryClient);
    },
  });
}
