import type { ResetPasswordRequest } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/reset-password`: a new password for the holder of a reset token. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post('/users/reset-password', body, { sessionless: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { suppressErrorToast: true } });
}
