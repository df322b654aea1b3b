import type { CreateOrderRequest, CreateOrderResponse } from '@pathway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /orders/create-order`: an order at the server's price, for the checkout to open. */
export async function createOrder(request: CreateOrderRequest): Promise<CreateOrderResponse> {
  const { data } = await api.post<CreateOrderResponse>('/orders/create-order', request);
  return data;
}

/** The checkout reports a failure itself ('Payment Failed'). */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder, meta: { suppressErrorToast: true } });
