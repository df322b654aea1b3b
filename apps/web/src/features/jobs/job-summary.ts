import type { JobListResponse, JobSummary } from '@pathway/contracts';
import { JOB_SUMMARY_ELEMENT_ID, workModes } from '@pathway/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { isRecord } from '@/lib/api-core';
import { jobsQueryRoot } from './api/get-jobs';

/**
 * Whether `value` has the shape of the contract's `jobSummarySchema`. Checked by hand, as the app
 * checks any answer of our server, rather than with the schema itself: that would bring zod
 * (≈ 30 KB gzipped) into the job page's first load for seven fields.
 */
function isJobSummary(value: unknown): value is JobSummary {
  if (!isRecord(value)) return false;
  const { _id, title, company, logo, type, workMode, isUrgent } = value;
  return (
    typeof _id === 'string' &&
    typeof title === 'string' &&
    typeof company === 'string' &&
    (logo === null || typeof logo === 'string') &&
    typeof type === 'string' &&
    (workModes as readonly unknown[]).includes(workMode) &&
    typeof isUrgent === 'boolean'
  );
}

/** The summary the server embedded in this page's HTML for job `id`, if it did. */
export function readEmbeddedJobSummary(doc: Document | undefined, id: string): JobSummary | undefined {
  const text = doc?.getElementById(JOB_SUMMARY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isJobSummary(value) && value._id === id ? value : undefined;
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
