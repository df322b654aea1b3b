import type { AdminMessageSummary, Paged } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

export interface MessageFilters {
  status?: string;
  q?: string;
  page?: number;
}

/** `GET /admin/messages`: the support inbox. */
export async function getMessages(filters: MessageFilters, signal?: AbortSignal): Promise<Paged<AdminMessageSummary>> {
  const { data } = await api.get<Paged<AdminMessageSummary>>(`/admin/messages${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getMessagesQueryOptions = (filters: MessageFilters) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'messages', filters], queryFn: ({ signal }) => getMessages(filters, signal), placeholderData: keepPreviousData });

export const useMessages = (filters: MessageFilters) => useQuery(getMessagesQueryOptions(filters));
