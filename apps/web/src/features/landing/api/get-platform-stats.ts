import type { PlatformStats } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublic } from '@/lib/public-api';

/** `GET /stats/platform`: the landing page's four numbers. */
export const getPlatformStats = (signal?: AbortSignal) => getPublic<PlatformStats>('/stats/platform', {}, signal);

export const getPlatformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'platform'], queryFn: ({ signal }) => getPlatformStats(signal) });

export const usePlatformStats = () => useQuery(getPlatformStatsQueryOptions());
