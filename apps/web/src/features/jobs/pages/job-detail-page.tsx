import type { JobListResponse } from '@pathway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CrownIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-core';
import { useAuth } from '@/lib/auth';
import { jobDomainHref, paths } from '@/lib/routes';
import { QUOTA_PROMPT_TITLE } from '@/lib/upgrade-prompt';
import { useJob } from '../api/get-job';
import { jobsQueryRoot } from '../api/get-jobs';
import { BackToJobs } from '../components/back-to-jobs';
import { JobDetails } from '../components/job-details';
import { JobDetailsSkeleton, JobBodySkeleton } from '../components/job-details-skeleton';
import { JobFrame } from '../components/job-frame';
import { JobProblem } from '../components/job-problem';
import { JobSignIn } from '../components/job-sign-in';
import { findJobSummary } from '../job-summary';

export type JobFailure = 'not-found' | 'expired' | 'sign-in' | 'quota' | 'failed';

/**
 * How `GET /jobs/{id}` failed: 404 NOT_FOUND with `details.reason: 'expired'` for a job past its
 * expiry date, any other 404 (or an id that is not even valid) for a missing job, anything else
 * (no connection, a server error) for a failure worth retrying.
 */
export function jobFailureOf(error: unknown): JobFailure {
  if (error instanceof ApiError) {
    if (error.status === 404) return error.details?.reason === 'expired' ? 'expired' : 'not-found';
    if (error.status === 400 && error.code === 'VALIDATION_ERROR') return 'not-found';
    // Guests sign in to open a job; free accounts have a monthly limit
    // (docs/product/plans-and-payments.md#job-views).
    if (error.status === 401) return 'sign-in';
    if (error.code === 'QUOTA_EXCEEDED') return 'quota';
  }
  return 'failed';
}

/** A domain for 'similar jobs': from the error's details if the server gives one, else a list seen earlier. */
function similarDomainOf(error: unknown, id: string, lists: (JobListResponse | undefined)[]): string | null {
  const details = error instanceof ApiError ? error.details : undefined;
  const fromDetails = details?.domain ?? details?.domains;
  const first = Array.isArray(fromDetails) ? fromDetails[0] : fromDetails;
  if (typeof first === 'string' && first) return first;
  for (const list of lists) {
    const job = list?.data.find((j) => j._id === id);
    if (job?.domain[0]) return job.domain[0];
  }
  return null;
}

const titles: Record<JobFailure, string> = {
  'not-found': 'Job not found',
  expired: 'This job has expired',
  'sign-in': 'Sign in to view this job',
  quota: QUOTA_PROMPT_TITLE,
  failed: 'This job could not be loaded',
};

/** `/jobs/:id` (docs/product/catalogue.md#job-detail-page): the whole job, or a clear page when it is missing or expired. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  // Guests sign in to open a job, so nothing is asked for them.
  const guest = useAuth().status === 'unauthenticated';
  const query = useJob(id, { enabled: !guest });
  const queryClient = useQueryClient();
  const summary = useMemo(() => findJobSummary(queryClient, id), [queryClient, id]);
  const failure = guest ? 'sign-in' : query.isError ? jobFailureOf(query.error) : null;
  const job = guest ? undefined : query.data;

  useDocumentTitle(
    job ? `${job.title} at ${job.company}` : failure ? titles[failure] : summary ? `${summary.title} at ${summary.company}` : 'Job details',
  );

  let content: ReactNode;
  if (job) {
    content = <JobDetails job={job} />;
  } else if (failure === 'not-found') {
    content = (
      <JobProblem title={titles['not-found']}>
        <p className="mt-3 text-muted-foreground">
          There is no job at this address. It may have been removed, or the link may be incomplete.
        </p>
        <Button asChild className="mt-6">
          <Link to={paths.jobs}>Browse all jobs</Link>
        </Button>
      </JobProblem>
    );
  } else if (failure === 'expired') {
    const lists = queryClient
      .getQueriesData<JobListResponse>({ queryKey: [...jobsQueryRoot, 'list'] })
      .map(([, data]) => data);
    const domain = similarDomainOf(query.error, id, lists);
    content = (
      <JobProblem title={titles.expired}>
        <p className="mt-3 text-muted-foreground">
          Its application deadline has passed, so it no longer takes applications. There are other openings like it.
        </p>
        <Button asChild className="mt-6">
          <Link to={domain ? jobDomainHref(domain) : paths.jobs}>
            {domain ? `See similar jobs in ${domain}` : 'See similar jobs'}
          </Link>
        </Button>
      </JobProblem>
    );
  } else if (failure === 'sign-in') {
    content = <JobSignIn summary={summary} title={titles['sign-in']} />;
  } else if (failure === 'quota') {
    content = (
      <JobProblem title={titles.quota}>
        <CrownIcon aria-hidden="true" className="order-first mb-4 size-8 text-primary" />
        {/* The server's words name the limit and the day it resets. */}
        <p className="mt-3 text-muted-foreground">{query.error?.message}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.pricing}>Upgrade Now</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.jobs}>Browse all jobs</Link>
          </Button>
        </div>
      </JobProblem>
    );
  } else if (failure === 'failed') {
    content = (
      <JobProblem title={titles.failed}>
        <p className="mt-3 text-muted-foreground">Please check your connection and try again.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.jobs}>Browse all jobs</Link>
          </Button>
        </div>
      </JobProblem>
    );
  } else if (summary) {
    content = (
      <JobFrame job={summary} busy>
        <JobBodySkeleton />
      </JobFrame>
    );
  } else {
    content = (
      <>
        <h1 className="sr-only">Loading job details</h1>
        <JobDetailsSkeleton />
      </>
    );
  }

  return (
    <div className="page-container py-8 sm:py-10">
      <BackToJobs />
      {content}
      <UpgradePromptDialog />
    </div>
  );
}
