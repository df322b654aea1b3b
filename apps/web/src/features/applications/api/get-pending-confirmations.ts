import type { PendingConfirmationResponse } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `GET /applications/pending-confirmation`: clicked applications to ask "Did you apply?" about, newest click first. */
export async function getPendingConfirmations(signal?: AbortSignal): Promise<PendingConfirmationResponse> {
  const { data } = await api.get<PendingConfirmationResponse>('/applications/pending-confirmation', { signal });
  return data;
}

export const getPendingConfirmationsQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKeys.pendingConfirmations,
    queryFn: ({ signal }) => getPendingConfirmations(signal),
    // Asked afresh whenever the student comes back: a new page, or a return to this tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const usePendingConfirmations = () => useQuery(getPendingConfirmationsQueryOptions());
