import { JOB_SUMMARY_ELEMENT_ID, type JobListResponse, type JobSummary, jobSummarySchema } from '@pathway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { jobsQueryRoot } from './api/get-jobs';

/** The summary the server embedded in this page's HTML for job `id`, if it did. */
export function readEmbeddedJobSummary(doc: Document | undefined, id: string): JobSummary | undefined {
  const text = doc?.getElementById(JOB_SUMMARY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = jobSummarySchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data._id === id ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the job page can show of job `id` before its details arrive (and to a guest): the summary the
 * server put in the page's HTML, else the job as a list the user came from has it.
 */
export function findJobSummary(queryClient: QueryClient, id: string): JobSummary | undefined {
  const embedded = readEmbeddedJobSummary(typeof document === 'undefined' ? undefined : document, id);
  if (embedded) return embedded;
  for (const [, list] of queryClient.getQueriesData<JobListResponse>({ queryKey: [...jobsQueryRoot, 'list'] })) {
    const job = list?.data.find((j) => j._id === id);
    if (job) return job;
  }
  return undefined;
}
