import type { Job, JobListResponse, JobSummary } from '@pathway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  BookmarkIcon,
  BriefcaseIcon,
  CalendarClockIcon,
  CalendarIcon,
  ClockIcon,
  CrownIcon,
  IndianRupeeIcon,
  LockIcon,
  type LucideIcon,
  MapPinIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-core';
import { type AuthRedirectState, useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { jobDomainHref, paths } from '@/lib/routes';
import { QUOTA_PROMPT_TITLE } from '@/lib/upgrade-prompt';
import { useJob } from '../api/get-job';
import { jobsQueryRoot } from '../api/get-jobs';
import { JobDescription } from '../components/job-description';
import { TagList } from '@/components/tag-list';
import { useJobActions } from '../hooks/use-job-actions';
import { formatApplicants, formatExperience, formatSalaryRange, formatWorkMode, hasSalary } from '@/lib/job-format';
import { jobListSearchOf } from '../job-link-state';
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

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Back to the list with its filters: history back when the user came from it, else a plain link. */
function BackToJobs() {
  const location = useLocation();
  const navigate = useNavigate();
  const listSearch = jobListSearchOf(location.state);
  const cameFromList = listSearch !== null && location.key !== 'default';
  return (
    <Link
      to={`${paths.jobs}${listSearch ?? ''}`}
      onClick={(event) => {
        if (!cameFromList || !isPlainLeftClick(event)) return;
        // Going back also brings back the list's scroll position.
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to jobs
    </Link>
  );
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5" />
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The job's heading (what its card shows anyone), then its details or what stands in for them. */
function JobFrame({ job, busy = false, children }: { job: JobSummary; busy?: boolean; children: ReactNode }) {
  return (
    <article aria-labelledby="job-title" aria-busy={busy || undefined} className="mt-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company} logo={job.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{job.type}</Badge>
            <Badge variant="outline">{formatWorkMode(job.workMode)}</Badge>
            {job.isUrgent && <Badge variant="destructive">Urgent</Badge>}
          </div>
          <h1 id="job-title" className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {job.title}
          </h1>
          <p className="mt-1 text-lg break-words text-muted-foreground">{job.company}</p>
        </div>
      </header>
      {children}
    </article>
  );
}

function JobDetails({ job }: { job: Job }) {
  const actions = useJobActions();
  // Save Job toggles, so the button says when the job is saved already (as on the cards).
  const saved = actions.isSaved(job._id);
  return (
    <JobFrame job={job}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-label="Job summary" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24">
            <dl className="flex flex-col gap-4">
              <Fact icon={MapPinIcon} label="Location">
                {job.location}
              </Fact>
              <Fact icon={BriefcaseIcon} label="Work mode">
                {formatWorkMode(job.workMode)}
              </Fact>
              {job.stipend.trim() && (
                <Fact icon={WalletIcon} label="Stipend">
                  {job.stipend}
                </Fact>
              )}
              {hasSalary(job.salary) && (
                <Fact icon={IndianRupeeIcon} label="Salary">
                  {formatSalaryRange(job.salary.min, job.salary.max)}
                </Fact>
              )}
              <Fact icon={ClockIcon} label="Experience">
                {formatExperience(job.experienceMin, job.experienceMax)}
              </Fact>
              <Fact icon={CalendarIcon} label="Posted">
                {formatDate(job.postedDate)}
              </Fact>
              <Fact icon={CalendarClockIcon} label="Apply by">
                {formatDate(job.expiryDate)}
              </Fact>
              <Fact icon={UsersIcon} label="Applicants">
                {formatApplicants(job.applicationsCount)}
              </Fact>
            </dl>
            <div className="mt-6 flex flex-col gap-2">
              <Button size="lg" onClick={() => actions.apply(job)}>
                Apply Now
              </Button>
              <Button size="lg" variant="outline" onClick={() => actions.save(job)} aria-pressed={saved}>
                <BookmarkIcon aria-hidden="true" className={saved ? 'fill-current text-primary' : undefined} />
                {saved ? 'Saved' : 'Save Job'}
              </Button>
            </div>
          </div>
        </aside>

        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="mb-3 text-xl font-semibold">
              About the role
            </h2>
            <JobDescription text={job.description} />
          </section>
          {job.skills.length > 0 && (
            <section aria-labelledby="job-skills">
              <h2 id="job-skills" className="mb-3 text-xl font-semibold">
                Skills
              </h2>
              <TagList label="Skills" items={job.skills} variant="outline" />
            </section>
          )}
          {job.domain.length > 0 && (
            <section aria-labelledby="job-domains">
              <h2 id="job-domains" className="mb-3 text-xl font-semibold">
                Domains
              </h2>
              <TagList label="Domains" items={job.domain} variant="secondary" />
            </section>
          )}
        </div>
      </div>
    </JobFrame>
  );
}

/** Where the summary box and the description will be. */
function JobBodySkeleton() {
  return (
    <div aria-hidden="true" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Skeleton className="h-96 rounded-xl lg:col-start-2 lg:row-start-1" />
      <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1">
        <Skeleton className="h-7 w-48" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}

function JobDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="mt-6">
      <div className="flex flex-col gap-4 sm:flex-row">
        <Skeleton className="size-16 rounded-lg" />
        <div className="flex-1">
          <Skeleton className="h-[1.375rem] w-40 rounded-full" />
          <Skeleton className="mt-3 h-9 w-3/4" />
          <Skeleton className="mt-2 h-7 w-48" />
        </div>
      </div>
      <JobBodySkeleton />
    </div>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto mt-10 flex max-w-xl flex-col items-center text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
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
  const location = useLocation();
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
      <Problem title={titles['not-found']}>
        <p className="mt-3 text-muted-foreground">
          There is no job at this address. It may have been removed, or the link may be incomplete.
        </p>
        <Button asChild className="mt-6">
          <Link to={paths.jobs}>Browse all jobs</Link>
        </Button>
      </Problem>
    );
  } else if (failure === 'expired') {
    const lists = queryClient
      .getQueriesData<JobListResponse>({ queryKey: [...jobsQueryRoot, 'list'] })
      .map(([, data]) => data);
    const domain = similarDomainOf(query.error, id, lists);
    content = (
      <Problem title={titles.expired}>
        <p className="mt-3 text-muted-foreground">
          Its application deadline has passed, so it no longer takes applications. There are other openings like it.
        </p>
        <Button asChild className="mt-6">
          <Link to={domain ? jobDomainHref(domain) : paths.jobs}>
            {domain ? `See similar jobs in ${domain}` : 'See similar jobs'}
          </Link>
        </Button>
      </Problem>
    );
  } else if (failure === 'sign-in') {
    const from: AuthRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    const prompt = (
      <>
        <p className="mt-3 text-muted-foreground">
          Job details are for members. Sign in, or create a free account, to read this job and apply.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.login} state={from}>
              Sign In
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.register}>Create a free account</Link>
          </Button>
        </div>
      </>
    );
    content = summary ? (
      // The job's public heading (its card's), and the prompt in place of its details.
      <JobFrame job={summary}>
        <section
          aria-labelledby="job-sign-in"
          className="mt-8 flex flex-col items-center border-t px-2 pt-10 text-center"
        >
          <LockIcon aria-hidden="true" className="mb-4 size-8 text-primary" />
          <h2 id="job-sign-in" className="text-xl font-semibold">
            {titles['sign-in']}
          </h2>
          {prompt}
        </section>
      </JobFrame>
    ) : (
      <Problem title={titles['sign-in']}>
        <LockIcon aria-hidden="true" className="order-first mb-4 size-8 text-primary" />
        {prompt}
      </Problem>
    );
  } else if (failure === 'quota') {
    content = (
      <Problem title={titles.quota}>
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
      </Problem>
    );
  } else if (failure === 'failed') {
    content = (
      <Problem title={titles.failed}>
        <p className="mt-3 text-muted-foreground">Please check your connection and try again.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.jobs}>Browse all jobs</Link>
          </Button>
        </div>
      </Problem>
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
