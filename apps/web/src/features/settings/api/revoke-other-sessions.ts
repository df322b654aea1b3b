import type { RevokeSessionsResponse } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/sessions/revoke-others`: signs out every session but this one; answers how many. */
export async function revokeOtherSessions(): Promise<RevokeSessionsResponse> {
  const { data } = await api.post<RevokeSessionsResponse>('/users/sessions/revoke-others');
  return data;
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
