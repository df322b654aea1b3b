import { Skeleton } from '@/components/ui/skeleton';

/** Where the summary box and the description will be. */
export function JobBodySkeleton() {
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

/** The whole page's outline, heading included, while nothing of the job is known. */
export function JobDetailsSkeleton() {
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
