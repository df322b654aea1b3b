import type { SavedJobsResponse } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logError } from '@/lib/log-error';
import { toast } from '@/lib/toast';
import { setJobSaved } from '@/lib/user-api/get-saved-job-ids';
import { userQueryKeys } from '@/lib/user-api/query-keys';
import { serialPerJob } from '@/lib/user-api/serial-per-job';
import { unsaveJob, unsaveMessages } from '@/lib/user-api/unsave-job';

/**
 * Remove on /saved-jobs (docs/product/profile.md#saved-jobs): the job leaves the list at once; if
 * the server refuses, it comes back and the failure is shown.
 */
export function useRemoveSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => serialPerJob(jobId, () => unsaveJob(jobId)),
    meta: { suppressErrorToast: true },
    onMutate: async (jobId) => {
      await queryClient.cancelQueries({ queryKey: userQueryKeys.savedJobs });
      const lists = queryClient.getQueriesData<SavedJobsResponse>({ queryKey: userQueryKeys.savedJobLists });
      queryClient.setQueriesData<SavedJobsResponse>({ queryKey: userQueryKeys.savedJobLists }, (list) => {
        if (!list?.data.some((item) => item.job._id === jobId)) return list;
        const total = Math.max(0, list.pagination.total - 1);
        return {
          data: list.data.filter((item) => item.job._id !== jobId),
          pagination: { ...list.pagination, total, totalPages: Math.ceil(total / list.pagination.limit) },
        };
      });
      setJobSaved(queryClient, jobId, false);
      return { lists };
    },
    onSuccess: () => toast({ title: 'Success', description: unsaveMessages.success }),
    onError: (error, jobId, context) => {
      for (const [key, list] of context?.lists ?? []) queryClient.setQueryData(key, list);
      setJobSaved(queryClient, jobId, true);
      logError('Could not remove the saved job', error);
      toast({ title: 'Error', description: unsaveMessages.failure, variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKeys.savedJobs }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.activity }),
      ]),
  });
}
