import type { QueryClient } from '@tanstack/react-query';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** After any change to a tracked application: the tracker, the prompts, the dashboard's figures and activity. */
export function invalidateTracker(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueryKeys.applications }),
    queryClient.invalidateQueries({ queryKey: userQueryKeys.pendingConfirmations }),
    queryClient.invalidateQueries({ queryKey: userQueryKeys.stats }),
    queryClient.invalidateQueries({ queryKey: userQueryKeys.activity }),
  ]);
}
