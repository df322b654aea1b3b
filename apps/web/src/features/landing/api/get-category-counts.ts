import type { CategoryCount } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublic } from '@/lib/public-api';

/** `GET /jobs/category`: active jobs per category, largest first. */
export async function getCategoryCounts(signal?: AbortSignal): Promise<CategoryCount[]> {
  const counts = await getPublic<CategoryCount[]>('/jobs/category', {}, signal);
  return Array.isArray(counts) ? counts : [];
}

export const getCategoryCountsQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'categories'], queryFn: ({ signal }) => getCategoryCounts(signal) });

export const useCategoryCounts = () => useQuery(getCategoryCountsQueryOptions());
