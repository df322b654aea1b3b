import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `POST /admin/users/{id}/verification-mail`: a new sign-up code to an unverified account. */
export async function resendVerification({ id, reason }: { id: string; reason?: string }): Promise<void> {
  await api.post(`/admin/users/${encodeURIComponent(id)}/verification-mail`, reason ? { reason } : {});
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendVerification, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
