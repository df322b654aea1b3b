import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /orders/verify-Payment`: the server checks the signature and activates Premium. */
export async function verifyPayment(payment: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  const { data } = await api.post<VerifyPaymentResponse>('/orders/verify-Payment', payment);
  return data;
}

/** The checkout reports a failure itself ('Payment Verification Failed'). */
export const useVerifyPayment = () => useMutation({ mutationFn: verifyPayment, meta: { suppressErrorToast: true } });
