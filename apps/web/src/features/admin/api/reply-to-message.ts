import type { AdminMessage } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `POST /admin/messages/{id}/reply`: mailed to the sender; the message is closed. */
export async function replyToMessage({ id, body }: { id: string; body: string }): Promise<AdminMessage> {
  const { data } = await api.post<AdminMessage>(`/admin/messages/${encodeURIComponent(id)}/reply`, { body });
  return data;
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToMessage, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
