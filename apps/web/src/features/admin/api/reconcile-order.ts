import type { ReconcileResponse } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `POST /admin/orders/{id}/reconcile`: asks the provider and upgrades once if the order was paid. */
export async function reconcileOrder(id: string): Promise<ReconcileResponse> {
  const { data } = await api.post<ReconcileResponse>(`/admin/orders/${encodeURIComponent(id)}/reconcile`);
  return data;
}

export function useReconcileOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reconcileOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
