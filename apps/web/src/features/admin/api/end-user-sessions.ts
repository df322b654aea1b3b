import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `POST /admin/users/{id}/sessions/revoke`: every session of the account ends. */
export async function endUserSessions({ id, reason }: { id: string; reason: string }): Promise<{ revoked: number }> {
  const { data } = await api.post<{ revoked: number }>(`/admin/users/${encodeURIComponent(id)}/sessions/revoke`, { reason });
  return data;
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endUserSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
