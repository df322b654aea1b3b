import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationMessages } from '@pathway/contracts';
import { api } from '@/lib/api-client';
import { invalidateTracker } from './invalidate-tracker';

/** `DELETE /applications/{id}`: the application and its timeline leave the tracker. */
export async function deleteApplication(id: string): Promise<void> {
  await api.delete(`/applications/${encodeURIComponent(id)}`);
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    meta: { successMessage: applicationMessages.deleted },
    onSuccess: () => invalidateTracker(queryClient),
  });
}
