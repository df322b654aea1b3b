import type { AuthResponse, LoginRequest } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/login`: the tokens and the user; an unverified account answers EMAIL_NOT_VERIFIED. */
export async function login(body: LoginRequest): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/users/login', body, { sessionless: true });
  return data;
}

export function useLogin() {
  // The page says what went wrong (docs/product/accounts.md#messages), so the generic toast stays
  // quiet.
  return useMutation({ mutationFn: login, meta: { suppressErrorToast: true } });
}
