import type { Paged, PaymentEvent } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey, searchOf } from './query-keys';

/** `GET /admin/payment-events`: received webhooks and what each did. */
export async function getPaymentEvents(filters: { q?: string; page?: number }, signal?: AbortSignal): Promise<Paged<PaymentEvent>> {
  const { data } = await api.get<Paged<PaymentEvent>>(`/admin/payment-events${searchOf({ ...filters })}`, { signal });
  return data;
}

export const getPaymentEventsQueryOptions = (filters: { q?: string; page?: number }) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'payment-events', filters],
    queryFn: ({ signal }) => getPaymentEvents(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePaymentEvents = (filters: { q?: string; page?: number }) => useQuery(getPaymentEventsQueryOptions(filters));
