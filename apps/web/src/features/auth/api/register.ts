import type { AuthResponse, RegisterRequest } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/register`: creates an unverified account and mails a 6-digit code. */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/users/register', body, { sessionless: true });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { suppressErrorToast: true } });
}
