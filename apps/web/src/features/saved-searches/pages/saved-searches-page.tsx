import { MAX_SAVED_SEARCHES } from '@pathway/contracts';
import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ListLoadError, SkeletonList } from '@/components/list-placeholders';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogError } from '@/hooks/use-log-error';
import { paths } from '@/lib/routes';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchCard } from '../components/saved-search-card';

/**
 * /saved-searches (docs/product/alerts.md#the-saved-searches-page): each saved search with its
 * alert frequency; rename, pause, delete, or open it as a /jobs address.
 */
export function SavedSearchesPage() {
  useDocumentTitle('Saved Searches');
  const list = useSavedSearches();
  useLogError('Could not load the saved searches', list.error);

  return (
    <>
      <PageHeader
        title="Saved searches"
        lead="We email you new jobs that match each search, as often as you choose. Save a search from the Jobs page."
      />
      <div className="page-container flex flex-col gap-4 py-8">
        {list.isPending ? (
          <SkeletonList count={2}>
            <Skeleton className="h-40 w-full rounded-xl" />
          </SkeletonList>
        ) : list.isError ? (
          <ListLoadError message="Your saved searches could not be loaded." onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <div className="rounded-xl border border-dashed p-8 text-center">
            <BellIcon className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold">No saved searches yet</h2>
            <p className="mt-2 text-muted-foreground">
              Search or filter jobs, then choose “Save this search” to get new matches by email.
            </p>
            <Button asChild className="mt-4">
              <Link to={paths.jobs}>Browse jobs</Link>
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-4" aria-label="Your saved searches">
              {list.data.map((search) => (
                <li key={search._id}>
                  <SavedSearchCard search={search} />
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">
              {list.data.length} of {MAX_SAVED_SEARCHES} saved searches
            </p>
          </>
        )}
      </div>
    </>
  );
}
