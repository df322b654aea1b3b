import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { formatCount } from '@/lib/format';
import { jobDomainHref } from '@/lib/routes';
import { useCategoryCounts } from '../api/get-category-counts';
import { categoryIconFor } from './category-icon';

/** The grid shows the largest categories; the job list has every domain in its filters. */
export const MAX_CATEGORIES = 12;

/** The category grid with job counts, each opening the list filtered to it. */
export function CategoryGrid() {
  const categories = useCategoryCounts();
  useLogError('Could not load the job categories', categories.error);
  // The grid renders in an interruptible render of its own, not in the task the answer arrives in.
  const data = useDeferredValue(categories.data);
  if (categories.isError || data?.length === 0) return null;

  return (
    <section aria-labelledby="categories-heading" className="page-container py-14 sm:py-16">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Browse by category
      </h2>
      <p className="mt-2 text-muted-foreground">Find openings in the field you are studying or want to grow in.</p>
      <ul className="mt-8 grid grid-cols-1 gap-3 min-[25rem]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {data
          ? data.slice(0, MAX_CATEGORIES).map(({ _id: name, count }) => {
              const Icon = categoryIconFor(name);
              return (
                <li key={name}>
                  <Link
                    to={jobDomainHref(name)}
                    className="flex h-20 items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:border-primary hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {formatCount(count)} {count === 1 ? 'job' : 'jobs'}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })
          : Array.from({ length: MAX_CATEGORIES }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-20 rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
