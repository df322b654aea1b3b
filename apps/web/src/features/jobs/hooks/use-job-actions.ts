import type { Job } from '@pathway/contracts';
import { useCallback } from 'react';
import { API_BASE_URL } from '@/lib/api-core';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';

export type JobAction = (job: Pick<Job, '_id' | 'title' | 'company'>) => void;

export interface JobActions {
  apply: JobAction;
  save: JobAction;
}

/** SPEC §7: the apply redirect opens under the API base, in a new tab with no opener. */
export function applyRedirectUrl(jobId: string): string {
  return `${API_BASE_URL}/jobs/redirect/${encodeURIComponent(jobId)}`;
}

/**
 * Apply Now and Save Job as the list and the detail page use them. Guests are asked to log in
 * (SPEC §6, §8). Signed-in users go to the company's portal through the redirect; recording the
 * application and saving jobs come with the saved-jobs issue, which replaces these handlers.
 */
export function useJobActions(): JobActions {
  const { user } = useAuth();
  const signedIn = user !== null;

  const apply = useCallback<JobAction>(
    (job) => {
      if (!signedIn) {
        toast({ title: 'Login Required', description: 'Please login to apply for jobs.', variant: 'destructive' });
        return;
      }
      window.open(applyRedirectUrl(job._id), '_blank', 'noopener,noreferrer');
    },
    [signedIn],
  );

  const save = useCallback<JobAction>(
    () => {
      if (!signedIn) {
        toast({ title: 'Login Required', description: 'Please login to save jobs.', variant: 'destructive' });
      }
    },
    [signedIn],
  );

  return { apply, save };
}
