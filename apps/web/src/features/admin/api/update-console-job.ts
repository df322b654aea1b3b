import type { AdminJob, AdminJobUpdateInput } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `PATCH /admin/jobs/{id}`: edit, feature, expire, hide or restore. */
export async function updateConsoleJob({ id, change }: { id: string; change: AdminJobUpdateInput }): Promise<AdminJob> {
  const { data } = await api.patch<AdminJob>(`/admin/jobs/${encodeURIComponent(id)}`, change);
  return data;
}

export function useUpdateConsoleJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConsoleJob, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
