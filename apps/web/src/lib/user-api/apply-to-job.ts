import type { ApplyJobResponse, Job } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { API_BASE_URL, ApiError, loadApiClient } from '@/lib/api-core';
import { useAuth } from '@/lib/auth';
import { logError } from '@/lib/log-error';
import { toast, type ToastOptions } from '@/lib/toast';
import { quotaPromptOf, showUpgradePrompt } from '@/lib/upgrade-prompt';
import { userQueryKeys } from './query-keys';

/** `PUT /jobs/apply/{id}`: records the application (once per job) and counts the monthly quota. */
export async function applyToJob(jobId: string): Promise<ApplyJobResponse> {
  const api = await loadApiClient();
  const { data } = await api.put<ApplyJobResponse>(`/jobs/apply/${encodeURIComponent(jobId)}`);
  return data;
}

/**
 * Where the new tab goes (docs/profile-api.md "Applying and the apply link"): the apply answer's
 * `redirectUrl`, whose short-lived ticket stands for the user (a new tab cannot send the bearer
 * header), and nothing else; the server sends it on to the company's page. An answer without one
 * opens the job's own page here.
 */
export function portalTabUrl(answer: Partial<Pick<ApplyJobResponse, 'redirectUrl'>>, jobId: string): string {
  const id = encodeURIComponent(jobId);
  const { redirectUrl } = answer;
  return typeof redirectUrl === 'string' && redirectUrl.startsWith(`${API_BASE_URL}/jobs/redirect/${id}?`) ? redirectUrl : `/jobs/${id}`;
}

/** docs/product/plans-and-payments.md#messages. */
export const applyMessages = {
  loginRequired: { title: 'Login Required', description: 'Please login to apply for jobs.', variant: 'destructive' },
  redirected: {
    title: 'Redirected To Career Portal',
    description: "Please complete your application on the Company's Career Portal.",
    variant: 'info',
  },
  failed: { title: 'Error', description: 'Failed to submit application.', variant: 'destructive' },
} as const satisfies Record<string, ToastOptions>;

const refusalTitles: Partial<Record<string, string>> = {
  PREMIUM_REQUIRED: 'Upgrade to Premium',
  EMAIL_NOT_VERIFIED: 'Email Not Verified',
};

/**
 * A refusal whose reason the user can act on (the plan's limit, an unverified email): the toast
 * carries the server's own words, the monthly limit under the upgrade prompt's title. Null for any
 * other failure.
 */
export function refusalToast(error: unknown): ToastOptions | null {
  const quota = quotaPromptOf(error);
  if (quota) return { title: quota.title, description: quota.message, variant: 'destructive' };
  if (!(error instanceof ApiError)) return null;
  const title = refusalTitles[error.code];
  return title ? { title, description: error.message, variant: 'destructive' } : null;
}

/**
 * A tab opened now, inside the click, so that popup blockers let it through; it is pointed at the
 * portal once the application is recorded. It cannot reach back to this page (no opener).
 */
function openPortalTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = 'Opening career portal…';
    tab.document.body.textContent = "Opening the company's career portal…";
  } catch {
    // A browser that keeps the blank page to itself still lets us navigate the tab.
  }
  return tab;
}

/**
 * Apply Now (docs/profile-api.md "Applying and the apply link"): guests are asked to log in; for a signed-in user the application is
 * recorded (the free plan's monthly quota; at the limit, the upgrade prompt), then the company's
 * portal opens in the new tab through the answer's redirect. Premium accounts apply the same way.
 */
export function useApplyToJob(): (job: Pick<Job, '_id'>) => void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: applyToJob,
    meta: { suppressErrorToast: true },
    // The click is tracked as 'clicked' (docs/product/applications-web.md#did-you-apply). The
    // question itself waits until the student comes back (the next page or a return to this tab).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.activity }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.applications }),
      ]),
  });
  const signedIn = user !== null;

  return useCallback(
    (job) => {
      if (!signedIn) {
        toast(applyMessages.loginRequired);
        return;
      }
      const tab = openPortalTab();
      mutateAsync(job._id).then(
        (answer) => {
          toast(applyMessages.redirected);
          const url = portalTabUrl(answer, job._id);
          if (tab && !tab.closed) tab.location.replace(url);
          else window.open(url, '_blank', 'noopener,noreferrer');
        },
        (error: unknown) => {
          tab?.close();
          logError('Could not apply to the job', error);
          // A lost session is already on its way to /login.
          if (error instanceof ApiError && error.status === 401) return;
          // The monthly limit: the page's upgrade prompt when it has one, else the toast.
          const prompt = quotaPromptOf(error);
          if (prompt && showUpgradePrompt(prompt)) return;
          toast(refusalToast(error) ?? applyMessages.failed);
        },
      );
    },
    [signedIn, mutateAsync],
  );
}
