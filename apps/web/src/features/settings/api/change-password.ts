import type { ChangePasswordRequest } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/change-password`: needs the current password; other sessions are signed out. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.post('/users/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { suppressErrorToast: true } });
}
