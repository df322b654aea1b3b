import { savedJobMatches, type SavedJob, type SavedJobsResponse } from '@pathway/contracts';
import { BookmarkIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { JobCardSkeleton } from '@/components/job-card-skeleton';
import { ListLoadError, SkeletonList } from '@/components/list-placeholders';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogError } from '@/hooks/use-log-error';
import { paths } from '@/lib/routes';
import { useApplyToJob } from '@/lib/user-api/apply-to-job';
import { cn } from '@/lib/utils';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';
import { SavedJobCard } from '../components/saved-job-card';

export const SAVED_JOBS_PAGE_SIZE = 10;
/** Typed search text applies 300 ms after the last key, as on /jobs. */
const SEARCH_DEBOUNCE_MS = 300;
const LOADING_PLACEHOLDERS = 3;

type SavedJobsSort = 'savedAt' | 'closingDate';
/** The orders the server offers (docs/product/profile.md#saved-jobs). */
const SORT_OPTIONS: { value: SavedJobsSort; label: string }[] = [
  { value: 'savedAt', label: 'Recently saved' },
  { value: 'closingDate', label: 'Closing soon' },
];

/** The footer's count line: 'Showing 3 of 3 saved jobs'. */
export function savedCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} saved ${total === 1 ? 'job' : 'jobs'}`;
}

/**
 * /saved-jobs (docs/product/profile.md#saved-jobs): a search over the saved jobs (instant on the
 * page shown, and sent to the server so that it covers every page), newest save or closing soon
 * first, cards with Apply Now and Remove, the count line, paging.
 */
export function SavedJobsPage() {
  useDocumentTitle('Saved Jobs');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SavedJobsSort>('savedAt');
  const term = search.trim();
  const query = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const list = useSavedJobs({
    page,
    limit: SAVED_JOBS_PAGE_SIZE,
    ...(query ? { query } : {}),
    ...(sort === 'closingDate' ? { sortBy: sort } : {}),
  });
  useLogError('Could not load the saved jobs', list.error);
  const apply = useApplyToJob();
  const remove = useRemoveSavedJob();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const searchId = useId();
  const sortId = useId();

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const onSort = (value: string) => {
    setSort(value === 'closingDate' ? 'closingDate' : 'savedAt');
    setPage(1);
  };

  const onRemove = (job: SavedJob) => {
    remove.mutate(job._id);
    // The card is gone: the keyboard focus goes to the list's heading instead of the page's top.
    headingRef.current?.focus({ preventScroll: true });
  };

  const changePage = (next: number) => {
    setPage(next);
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  // Removing the last job of the last page goes back a page.
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const settled = list.isSuccess && !list.isPlaceholderData;
  if (settled && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  return (
    <>
      <PageHeader
        title="Saved Jobs"
        lead="Jobs and internships you saved. Apply when you are ready, before they close."
        className="[&>div]:py-8 sm:[&>div]:py-10"
      >
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mt-6 max-w-2xl">
          <label htmlFor={searchId} className="sr-only">
            Search saved jobs
          </label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder="Search by title, company, location or skill"
              autoComplete="off"
              enterKeyHint="search"
              className="bg-background pl-9"
            />
          </div>
        </form>
      </PageHeader>

      <section aria-labelledby={headingId} className="page-container flex flex-col gap-4 py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Your saved jobs
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm whitespace-nowrap text-muted-foreground">
              Sort by
            </label>
            <NativeSelect id={sortId} value={sort} onChange={(event) => onSort(event.target.value)} className="w-auto">
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <SavedJobsResults
          list={list}
          term={term}
          onClearSearch={() => onSearch('')}
          onApply={apply}
          onRemove={onRemove}
        />
        {list.data && (
          <Pagination page={list.data.pagination.page} totalPages={totalPages} onPageChange={changePage} className="mt-4" />
        )}
      </section>
    </>
  );
}

function SavedJobsResults({
  list,
  term,
  onClearSearch,
  onApply,
  onRemove,
}: {
  list: ReturnType<typeof useSavedJobs>;
  term: string;
  onClearSearch: () => void;
  onApply: (job: SavedJob) => void;
  onRemove: (job: SavedJob) => void;
}) {
  if (!list.data) {
    if (list.isError) {
      return (
        <ListLoadError
          message="Your saved jobs could not be loaded. Please check your connection and try again."
          onRetry={() => void list.refetch()}
        />
      );
    }
    return (
      <SkeletonList count={LOADING_PLACEHOLDERS}>
        <JobCardSkeleton detailed={false} />
      </SkeletonList>
    );
  }

  const response: SavedJobsResponse = list.data;
  const items = response.data.filter((item) => savedJobMatches(item.job, term));
  const total = response.pagination.total;
  const busy = list.isFetching && list.isPlaceholderData;

  let content;
  if (items.length === 0 && term) {
    content = (
      <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
        <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h3 className="mt-4 text-lg font-semibold break-words">No saved jobs match “{term}”</h3>
        <p className="mt-2 max-w-md text-muted-foreground">Try other words, or clear the search to see every saved job.</p>
        <Button variant="outline" className="mt-6" onClick={onClearSearch}>
          Clear search
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
        <BookmarkIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h3 className="mt-4 text-lg font-semibold">No saved jobs yet</h3>
        <p className="mt-2 max-w-md text-muted-foreground">
          Save jobs and internships you like from the job list, and they will wait for you here.
        </p>
        <Button asChild className="mt-6">
          <Link to={paths.jobs}>Browse Jobs</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <ul aria-busy={busy} className={cn('flex flex-col gap-4 transition-opacity', busy && 'opacity-60')}>
        {items.map((item) => (
          <li key={item._id}>
            <SavedJobCard job={item.job} savedAt={item.savedAt} onApply={onApply} onRemove={onRemove} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {content}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {items.length > 0 ? savedCountLine(items.length, total) : ''}
      </p>
    </>
  );
}
