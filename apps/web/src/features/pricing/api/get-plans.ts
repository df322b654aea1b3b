import type { Plan } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /subscription/plans`: Free and Premium with price, features and limits (the one place the price lives). */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const { data } = await api.get<Plan[]>('/subscription/plans', { signal });
  return data;
}

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: ['subscription', 'plans'], queryFn: ({ signal }) => getPlans(signal) });

export const usePlans = () => useQuery(getPlansQueryOptions());
