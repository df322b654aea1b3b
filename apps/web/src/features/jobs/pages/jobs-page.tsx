import type { JobListResponse } from '@pathway/contracts';
import { SearchXIcon } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { JobCardSkeleton } from '@/components/job-card-skeleton';
import { ListLoadError, SkeletonList } from '@/components/list-placeholders';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogError } from '@/hooks/use-log-error';
import { useMediaQuery } from '@/hooks/use-media-query';
import { AddSkillsHint } from '@/components/job-fit';
import { fieldClasses } from '@/components/ui/input';
import { ApiError } from '@/lib/api-core';
import { useAuth } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useJobs } from '../api/get-jobs';
import { ActiveFilters } from '../components/active-filters';
import { JobCard, type JobViewer } from '../components/job-card';
import { JobFilters } from '../components/job-filters';
import { type ApplySearch, JobSearchForm } from '../components/job-search-form';
import { MobileFilters } from '../components/mobile-filters';
import { SaveSearchButton } from '../components/save-search-button';
import { SearchNotices } from '../components/search-notices';
import { UpgradeBanner } from '../components/upgrade-banner';
import { type JobActions, useJobActions } from '../hooks/use-job-actions';
import { useIsPremium } from '../hooks/use-is-premium';
import { useJobSearch } from '../hooks/use-job-search';
import type { JobListLinkState } from '../job-link-state';
import { activeFilters, toJobListParams } from '../job-search-params';

const LOADING_PLACEHOLDERS = 5;

/**
 * The count of jobs shown: 'Showing 1–10 of 340 jobs'. Past the server's count bound the total is a
 * lower limit: 'Showing 1–10 of 10,000+ jobs' (docs/product/catalogue.md#totals).
 */
export function countLine({ data, pagination }: JobListResponse): string {
  const total = `${formatCount(pagination.total)}${pagination.totalIsEstimate ? '+' : ''}`;
  const noun = pagination.total === 1 && !pagination.totalIsEstimate ? 'job' : 'jobs';
  if (data.length === 0) return `Showing 0 of ${total} ${noun}`;
  const first = (pagination.page - 1) * pagination.limit + 1;
  return `Showing ${formatCount(first)}–${formatCount(first + data.length - 1)} of ${total} ${noun}`;
}

export function JobsPage() {
  useDocumentTitle('Jobs');
  const { search, setFilters, setPage, clearAll } = useJobSearch();
  const premium = useIsPremium();
  const { user, refreshUser } = useAuth();
  const signedIn = user !== null;
  const hasSkills = (user?.skills.length ?? 0) > 0;
  const params = useMemo(() => toJobListParams(search, premium, { signedIn, hasSkills }), [search, premium, signedIn, hasSkills]);
  // What the server compares jobs with: a change to any of it reads the list again.
  const viewerKey = user
    ? JSON.stringify([user._id, user.skills, user.graduationYear, user.courseName, user.educationLevel, user.cgpa, user.prefferedJobTypes, user.prefferedJobLocations])
    : '';
  const jobs = useJobs(params, viewerKey);
  useLogError('Could not load the job list', jobs.error);
  const sortId = useId();
  const refused = jobs.error instanceof ApiError && jobs.error.code === 'PREMIUM_REQUIRED';
  useEffect(() => {
    // The session said Premium, the server says it has lapsed: reading the user again locks the
    // advanced filters and drops them from the request, which the server then answers.
    if (refused) void refreshUser().catch(() => {});
  }, [refused, refreshUser]);
  const actions = useJobActions();
  const location = useLocation();
  const linkState = useMemo<JobListLinkState>(() => ({ jobListSearch: location.search }), [location.search]);
  const chips = activeFilters(search, premium);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();
  const filtersHeadingId = useId();
  // The 768 px breakpoint. Below it the sidebar's filters are not even rendered: phones, the
  // slowest devices, skip their work (and their option requests until the sheet opens). The
  // pre-rendered HTML has the phone's layout: wider screens fill the filters in when the app starts.
  const wide = useMediaQuery('(min-width: 768px)', true, false);

  const onSearch = useCallback<ApplySearch>((q, options) => setFilters({ q }, options), [setFilters]);

  const changePage = (page: number) => {
    setPage(page);
    // Back to the top of the results, with the keyboard focus on their heading.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  // An address past the last page (a shared link after jobs expired) shows the last page instead;
  // past an estimated total ('10,000+') pages go on as long as they hold jobs.
  const totalPages = jobs.data?.pagination.totalPages ?? 0;
  const settled = jobs.isSuccess && !jobs.isPlaceholderData;
  const morePastLast = Boolean(jobs.data?.pagination.totalIsEstimate && jobs.data.data.length > 0);
  useEffect(() => {
    if (settled && totalPages > 0 && search.page > totalPages && !morePastLast) setPage(totalPages, { replace: true });
  }, [settled, totalPages, search.page, morePastLast, setPage]);

  // The answer is shown in a render of its own that React may interrupt (ten cards at once would
  // block a phone's main thread for one long task); meanwhile what is on screen stays as it was.
  const data = useDeferredValue(jobs.data);
  const { refetch } = jobs;
  const retry = useCallback(() => void refetch(), [refetch]);
  const filterProps = { search, onChange: setFilters, premium };
  const graduationYear = user?.graduationYear ?? null;
  const viewer = useMemo<JobViewer | undefined>(() => (signedIn ? { graduationYear } : undefined), [signedIn, graduationYear]);
  const busy = (jobs.isFetching && jobs.isPlaceholderData) || data !== jobs.data;
  const heading = data
    ? data.pagination.total === 0
      ? 'No jobs found'
      : countLine(data)
    : jobs.isError
      ? 'Jobs could not be loaded'
      : 'Loading jobs…';

  return (
    <>
      <PageHeader
        title="Jobs"
        lead="Internships and early-career jobs from companies across India, newest first."
        className="[&>div]:py-8 sm:[&>div]:py-10"
      >
        <JobSearchForm query={search.q} onSearch={onSearch} className="mt-6 max-w-3xl" />
      </PageHeader>

      <div className="page-container grid gap-8 py-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
        {/* Always there, so its column is too: the filters fill it in without moving the results. */}
        <aside aria-labelledby={filtersHeadingId} className="hidden md:block">
          <h2 id={filtersHeadingId} className="mb-4 text-lg font-semibold">
            Filters
          </h2>
          {wide && <JobFilters {...filterProps} />}
        </aside>

        <section aria-labelledby={resultsHeadingId} className="flex min-w-0 flex-col gap-4">
          <UpgradeBanner />
          <div className="flex flex-wrap items-start gap-3">
            <MobileFilters {...filterProps} activeCount={chips.length} />
            <div className="min-w-0 flex-1">
              <ActiveFilters filters={chips} onRemove={(change) => setFilters(change)} onClearAll={clearAll} />
            </div>
            <SaveSearchButton search={search} premium={premium} />
          </div>

          {signedIn && !hasSkills && <AddSkillsHint />}
          <div>
            {hasSkills && (
              <div className="mb-2 flex items-center justify-end gap-2">
                <label htmlFor={sortId} className="text-sm font-medium">
                  Sort by
                </label>
                <select
                  id={sortId}
                  value={search.sort ?? 'default'}
                  onChange={(event) => setFilters({ sort: event.target.value === 'match' ? 'match' : null })}
                  className={cn(fieldClasses, 'h-9 w-auto py-1 pr-8')}
                >
                  <option value="default">{search.q ? 'Relevance' : 'Newest'}</option>
                  <option value="match">Best match</option>
                </select>
              </div>
            )}
            <h2
              id={resultsHeadingId}
              ref={headingRef}
              tabIndex={-1}
              aria-live="polite"
              className="text-base font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {heading}
            </h2>
            <SearchNotices
              report={data?.search}
              query={data?.query ?? ''}
              hasResults={(data?.pagination.total ?? 0) > 0}
            />
          </div>

          <JobResults
            data={data}
            failed={jobs.isError}
            busy={busy}
            actions={actions}
            linkState={linkState}
            viewer={viewer}
            onRetry={retry}
            onViewAll={clearAll}
          />

          {data && (
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPageChange={changePage}
              className="mt-4"
            />
          )}
        </section>
      </div>
      <UpgradePromptDialog />
    </>
  );
}

/** Memoised: the page's other renders (typing, filters, the answer's arrival) leave the cards alone. */
const JobResults = memo(function JobResults({
  data,
  failed,
  busy,
  actions,
  linkState,
  viewer,
  onRetry,
  onViewAll,
}: {
  data: JobListResponse | undefined;
  failed: boolean;
  busy: boolean;
  actions: JobActions;
  linkState: JobListLinkState;
  viewer: JobViewer | undefined;
  onRetry: () => void;
  onViewAll: () => void;
}) {
  if (!data) {
    if (failed) return <ListLoadError message="Please check your connection and try again." onRetry={onRetry} />;
    return (
      <SkeletonList count={LOADING_PLACEHOLDERS}>
        <JobCardSkeleton />
      </SkeletonList>
    );
  }

  if (data.data.length === 0 && data.pagination.total === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
        <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="mt-4 max-w-md text-muted-foreground">
          No job matches all of these filters. Try fewer filters or other words, or see every job.
        </p>
        <Button className="mt-6" onClick={onViewAll}>
          View All Jobs
        </Button>
      </div>
    );
  }

  return (
    <ul
      aria-busy={busy}
      className={cn('flex flex-col gap-4 transition-opacity', busy && 'opacity-60 motion-safe:duration-300')}
    >
      {data.data.map((job) => (
        <li key={job._id}>
          <JobCard job={job} onApply={actions.apply} onSave={actions.save} linkState={linkState} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
});
