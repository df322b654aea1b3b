import { currentUserQueryKey, USER_QUERY_ROOT } from '@/lib/auth';

/**
 * Keys of the signed-in user's own data, all under USER_QUERY_ROOT so that signing out drops them.
 * Written once here because several features read them and the job actions refresh them.
 */
export const userQueryKeys = {
  profile: currentUserQueryKey,
  stats: [...USER_QUERY_ROOT, 'stats'] as const,
  activity: [...USER_QUERY_ROOT, 'activity'] as const,
  /** Both the saved ids and every page of the saved list. */
  savedJobs: [...USER_QUERY_ROOT, 'saved-jobs'] as const,
  savedJobIds: [...USER_QUERY_ROOT, 'saved-jobs', 'ids'] as const,
  savedJobLists: [...USER_QUERY_ROOT, 'saved-jobs', 'list'] as const,
  /** Every page of the application tracker (Apply Now adds to it). */
  applications: [...USER_QUERY_ROOT, 'applications'] as const,
  /** The tracked applications to ask "Did you apply?" about. */
  pendingConfirmations: [...USER_QUERY_ROOT, 'pending-confirmation'] as const,
  /** The saved searches (/jobs saves one, /saved-searches lists them). */
  savedSearches: [...USER_QUERY_ROOT, 'saved-searches'] as const,
};
