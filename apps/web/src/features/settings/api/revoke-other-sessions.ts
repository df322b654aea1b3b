import type { RevokeSessionsResponse } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** `POST /users/sessions/revoke-others`: signs out every session but this one; answers how many. */
export async function revokeOtherSessions(): Promise<RevokeSessionsResponse> {
  const { data } = await api.post<RevokeSessionsResponse>('/users/sessions/revoke-others');
  return data;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
