import type { ResendOtpRequest, ResendOtpResponse } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /users/resend-otp`: mails a new code; the answer says when another may be asked for. */
export async function resendOtp(body: ResendOtpRequest): Promise<ResendOtpResponse> {
  const { data } = await api.post<ResendOtpResponse>('/users/resend-otp', body, { sessionless: true });
  return data;
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp, meta: { suppressErrorToast: true } });
}
