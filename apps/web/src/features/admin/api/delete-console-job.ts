import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `DELETE /admin/jobs/{id}`, with the reason. */
export async function deleteConsoleJob({ id, reason }: { id: string; reason: string }): Promise<void> {
  await api.delete(`/admin/jobs/${encodeURIComponent(id)}`, { data: { reason } });
}

export function useDeleteConsoleJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteConsoleJob, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
