import type { AuthResponse, ResetTokenResponse, VerifyOtpRequest, VerifyOtpResponse } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/verify-otp`: tokens for register and login codes, a reset token for forgot-password. */
export async function verifyOtp(body: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  const { data } = await api.post<VerifyOtpResponse>('/users/verify-otp', body, { sessionless: true });
  return data;
}

export function isAuthResponse(answer: VerifyOtpResponse): answer is AuthResponse {
  return typeof (answer as Partial<AuthResponse>).token === 'string';
}

export function isResetTokenResponse(answer: VerifyOtpResponse): answer is ResetTokenResponse {
  return typeof (answer as Partial<ResetTokenResponse>).resetToken === 'string';
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp, meta: { suppressErrorToast: true } });
}
