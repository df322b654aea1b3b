import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** `DELETE /users/sessions/{id}`: signs that device out (its tokens stop working at once). */
export async function endSession(id: string): Promise<void> {
  await api.delete(`/users/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Also after a failure: a 404 means it had already ended, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
