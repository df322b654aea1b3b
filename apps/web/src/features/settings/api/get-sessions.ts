import type { SessionListResponse } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_QUERY_ROOT } from '@/lib/auth';

/** Under the user's root, so signing out drops it. */
export const sessionsQueryKey = [...USER_QUERY_ROOT, 'sessions'] as const;

/** `GET /users/sessions`: where the account is signed in, the caller's session marked `current`. */
export async function getSessions(signal?: AbortSignal): Promise<SessionListResponse> {
  const { data } = await api.get<SessionListResponse>('/users/sessions', { signal });
  return data;
}

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
    // Another device may have signed in or out since: read afresh each time the page opens.
    staleTime: 0,
  });

export const useSessions = () => useQuery(getSessionsQueryOptions());
