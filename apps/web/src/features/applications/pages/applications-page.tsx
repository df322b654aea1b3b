import { type Application, type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@pathway/contracts';
import { SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ListLoadError } from '@/components/list-placeholders';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogError } from '@/hooks/use-log-error';
import { useMediaQuery } from '@/hooks/use-media-query';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useUserStats } from '@/lib/user-api/get-user-stats';
import { cn } from '@/lib/utils';
import { useApplications } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import { AddOpeningDialog } from '../components/add-opening-dialog';
import { ApplicationBoard } from '../components/application-board';
import type { CardActions } from '../components/application-card';
import { ApplicationDetailsDialog } from '../components/application-details-dialog';
import { ApplicationGroups } from '../components/application-groups';
import { StageFilter } from '../components/stage-filter';
import { NoMatches, TrackerIntro } from '../components/tracker-empty-state';
import { useTrackerSearch } from '../hooks/use-tracker-search';
import { toggleStatus } from '../tracker-search';

/** The most the API gives in one page: a student's whole board, nearly always. */
export const TRACKER_PAGE_SIZE = 100;
const SEARCH_DEBOUNCE_MS = 300;
/** The board from the 768 px breakpoint up (docs/product/site.md), the grouped list below it. */
const DESKTOP_QUERY = '(min-width: 768px)';

const SORT_OPTIONS = [
  { value: 'updatedAt', label: 'Recently updated' },
  { value: 'closingDate', label: 'Closing soon' },
] as const;

/**
 * /applications, the tracker (docs/product/applications-web.md#the-tracker): every tracked
 * application by stage (a board on desktop, a grouped list on a phone), moved by a menu; filters by
 * stage with counts, a search over title and company, closing soon first on demand; details with a
 * timeline, notes and a next step; an opening found elsewhere added by hand.
 */
export function ApplicationsPage() {
  useDocumentTitle('Applications');
  const { search, update } = useTrackerSearch();
  const [typed, setTyped] = useState(search.q);
  const typedQuery = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typedQuery !== search.q) update({ q: typedQuery }, { replace: true });
    // Only the typing drives this; the address changing by itself (back button) resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedQuery]);
  // The address changed by itself (the back button, a link): the box shows its search.
  const [addressQuery, setAddressQuery] = useState(search.q);
  if (addressQuery !== search.q) {
    setAddressQuery(search.q);
    if (typed.trim() !== search.q) setTyped(search.q);
  }

  const list = useApplications({ page: search.page, limit: TRACKER_PAGE_SIZE, status: search.status, q: search.q, sortBy: search.sort });
  useLogError('Could not load the applications', list.error);
  const stats = useUserStats();
  const desktop = useMediaQuery(DESKTOP_QUERY, true);

  const updateApplication = useUpdateApplication();
  const [movingId, setMovingId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const searchId = useId();
  const sortId = useId();

  const onMove = useCallback(
    (application: Application, status: ApplicationStatus) => {
      setMovingId(application._id);
      updateApplication.mutate(
        { id: application._id, changes: { status } },
        {
          onSuccess: (saved) => {
            toast({ title: 'Success', description: `Moved to ${applicationStatusLabels[saved.status]}.` });
            // The card has moved to another column: the focus follows it, or goes to the list when a filter hides it.
            if (search.status.length > 0 && !search.status.includes(saved.status)) headingRef.current?.focus();
            else setFocusId(saved._id);
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: serverMessageOr(error, 'Failed to move the application. Please try again.'),
              variant: 'destructive',
            }),
          onSettled: () => setMovingId(null),
        },
      );
    },
    [updateApplication, search.status],
  );
  const onFocusTaken = useCallback(() => setFocusId(null), []);
  const actions: CardActions = { onMove, onOpen: (a) => setOpenId(a._id), movingId, focusId, onFocusTaken };

  const applications = list.data?.data ?? [];
  const opened = applications.find((a) => a._id === openId) ?? null;
  const filtered = search.status.length > 0 || search.q !== '';
  const stages = search.status.length > 0 ? search.status : applicationStatuses;
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const busy = list.isFetching && list.isPlaceholderData;

  let content;
  if (!list.data) {
    content = list.isError ? (
      <ListLoadError
        message="Your applications could not be loaded. Please check your connection and try again."
        onRetry={() => void list.refetch()}
      />
    ) : (
      <div aria-hidden="true" className="flex gap-4 overflow-hidden">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-64 w-72 shrink-0 rounded-xl" />
        ))}
      </div>
    );
  } else if (applications.length === 0) {
    content = filtered ? <NoMatches onClear={() => update({ status: [], q: '' })} /> : <TrackerIntro />;
  } else if (desktop) {
    content = <ApplicationBoard stages={stages} applications={applications} actions={actions} />;
  } else {
    content = <ApplicationGroups stages={stages} applications={applications} actions={actions} />;
  }

  return (
    <>
      <PageHeader
        title="Applications"
        lead="Every application in one place: where it stands, what comes next and what closes soon."
        className="[&>div]:py-8 sm:[&>div]:py-10"
      >
        <div className="mt-6">
          <AddOpeningDialog />
        </div>
      </PageHeader>

      <section aria-labelledby={headingId} aria-busy={busy} className="page-container flex flex-col gap-4 py-8">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Your applications
          {list.data && <span className="sr-only">: {list.data.pagination.total} shown</span>}
        </h2>

        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <form role="search" onSubmit={(event) => event.preventDefault()} className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              Search by company or title
            </label>
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Search by company or title"
              autoComplete="off"
              enterKeyHint="search"
              className="pl-9"
            />
          </form>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm whitespace-nowrap text-muted-foreground">
              Sort by
            </label>
            <NativeSelect
              id={sortId}
              value={search.sort}
              onChange={(event) => update({ sort: event.target.value === 'closingDate' ? 'closingDate' : 'updatedAt' })}
              className="w-auto"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <StageFilter
          selected={search.status}
          counts={stats.data?.applicationsByStage}
          onToggle={(status) => update({ status: toggleStatus(search.status, status) })}
          onClear={() => update({ status: [] })}
        />

        <div className={cn('transition-opacity', busy && 'opacity-60')}>{content}</div>

        {list.data && (
          <Pagination
            page={list.data.pagination.page}
            totalPages={totalPages}
            onPageChange={(page) => {
              update({ page });
              headingRef.current?.focus({ preventScroll: true });
            }}
            className="mt-4"
          />
        )}
      </section>

      <ApplicationDetailsDialog application={opened} onOpenChange={(open) => !open && setOpenId(null)} />
    </>
  );
}
