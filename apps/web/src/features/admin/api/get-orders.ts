import type { AdminOrder, Paged } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

export interface OrderFilters {
  status?: string;
  q?: string;
  page?: number;
}

/** `GET /admin/orders`: every buyer's orders with their state. */
export async function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<Paged<AdminOrder>> {
  const { data } = await api.get<Paged<AdminOrder>>(`/admin/orders${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: [...consoleQueryKey, 'orders', filters], queryFn: ({ signal }) => getOrders(filters, signal), placeholderData: keepPreviousData });

export const useOrders = (filters: OrderFilters) => useQuery(getOrdersQueryOptions(filters));
