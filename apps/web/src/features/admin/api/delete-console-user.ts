import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `DELETE /admin/users/{id}`: the account and its data, on the person's request. */
export async function deleteConsoleUser({ id, reason }: { id: string; reason: string }): Promise<void> {
  await api.delete(`/admin/users/${encodeURIComponent(id)}`, { data: { reason } });
}

export function useDeleteConsoleUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteConsoleUser, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
