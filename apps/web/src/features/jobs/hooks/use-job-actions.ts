import type { Job } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '@/lib/auth';
import { logError } from '@/lib/log-error';
import { toast } from '@/lib/toast';
import { refusalToast, useApplyToJob } from '@/lib/user-api/apply-to-job';
import { setJobSaved, useSavedJobIds } from '@/lib/user-api/get-saved-job-ids';
import { userQueryKeys } from '@/lib/user-api/query-keys';
import { saveJob } from '@/lib/user-api/save-job';
import { serialPerJob } from '@/lib/user-api/serial-per-job';
import { unsaveJob, unsaveMessages } from '@/lib/user-api/unsave-job';

export type JobAction = (job: Pick<Job, '_id' | 'title' | 'company'>) => void;

/**
 * Save Job toggles: it saves, or removes a job that is saved already. It also knows which jobs are
 * saved, so every card shows the state without each page passing it down.
 */
export type SaveJobAction = JobAction & { isSaved?: (jobId: string) => boolean };

export interface JobActions {
  apply: JobAction;
  save: SaveJobAction;
  isSaved: (jobId: string) => boolean;
}

const SAVE_MUTATION_KEY = ['save-job'] as const;

export const saveMessages = {
  loginRequired: { title: 'Login Required', description: 'Please login to save jobs.', variant: 'destructive' },
  saved: { title: 'Success', description: 'Job saved successfully!' },
  removed: { title: 'Success', description: unsaveMessages.success },
  removeFailed: { title: 'Error', description: unsaveMessages.failure, variant: 'destructive' },
} as const;

/** Saves or removes one job; the card shows the new state at once and goes back if the call fails. */
function useToggleSavedJob() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: SAVE_MUTATION_KEY,
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      serialPerJob(jobId, () => (save ? saveJob(jobId) : unsaveJob(jobId))),
    meta: { suppressErrorToast: true },
    onMutate: async ({ jobId, save }) => {
      await queryClient.cancelQueries({ queryKey: userQueryKeys.savedJobIds });
      setJobSaved(queryClient, jobId, save);
    },
    onSuccess: (_answer, { save }) => toast(save ? saveMessages.saved : saveMessages.removed),
    onError: (error, { jobId, save }) => {
      setJobSaved(queryClient, jobId, !save);
      logError(save ? 'Could not save the job' : 'Could not remove the saved job', error);
      // A failed save is only logged (docs/product/site.md#errors-and-toasts), unless the user can
      // do something about it.
      const refusal = refusalToast(error);
      if (refusal) toast(refusal);
      else if (!save) toast(saveMessages.removeFailed);
    },
    onSettled: async () => {
      // The ids are fetched again once the last of several quick clicks has settled.
      const others = queryClient.isMutating({ mutationKey: SAVE_MUTATION_KEY }) > 1;
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: others ? userQueryKeys.savedJobLists : userQueryKeys.savedJobs,
        }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.activity }),
      ]);
    },
  });
  return mutate;
}

/**
 * Apply Now and Save Job wherever a job appears (docs/product/plans-and-payments.md#applying).
 * Guests are asked to log in. Apply records the application, then opens the company's portal in a
 * new tab without opener.
 */
export function useJobActions(): JobActions {
  const { user } = useAuth();
  const signedIn = user !== null;
  const apply = useApplyToJob();
  const toggle = useToggleSavedJob();
  const { data: savedIds } = useSavedJobIds();
  const saved = useMemo(() => new Set(signedIn ? savedIds : []), [signedIn, savedIds]);
  const isSaved = useCallback((jobId: string) => saved.has(jobId), [saved]);

  const save = useMemo<SaveJobAction>(
    () =>
      Object.assign<JobAction, Pick<SaveJobAction, 'isSaved'>>(
        (job) => {
          if (!signedIn) {
            toast(saveMessages.loginRequired);
            return;
          }
          toggle({ jobId: job._id, save: !saved.has(job._id) });
        },
        { isSaved },
      ),
    [signedIn, toggle, saved, isSaved],
  );

  return useMemo(() => ({ apply, save, isSaved }), [apply, save, isSaved]);
}
