import type { AdminMessage, ContactMessageStatus } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `PATCH /admin/messages/{id}`: open or close without a reply. */
export async function updateMessage({ id, status }: { id: string; status: ContactMessageStatus }): Promise<AdminMessage> {
  const { data } = await api.patch<AdminMessage>(`/admin/messages/${encodeURIComponent(id)}`, { status });
  return data;
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMessage, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
