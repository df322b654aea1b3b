import type { AdminMessage } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `GET /admin/messages/{id}`: one message and its replies. */
export async function getMessage(id: string, signal?: AbortSignal): Promise<AdminMessage> {
  const { data } = await api.get<AdminMessage>(`/admin/messages/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const getMessageQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'message', id], queryFn: ({ signal }) => getMessage(id, signal), staleTime: 0 });

export const useMessage = (id: string) => useQuery(getMessageQueryOptions(id));
