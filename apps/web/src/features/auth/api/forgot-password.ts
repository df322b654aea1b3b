import type { ForgotPasswordRequest } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/forgot-password`: the same answer whether or not the account exists. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await api.post('/users/forgot-password', body, { sessionless: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { suppressErrorToast: true } });
}
