import type { DeleteAccountRequest } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `DELETE /users/account`: erases the account and its data once the password is confirmed. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await api.delete('/users/account', { data: body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { suppressErrorToast: true } });
}
