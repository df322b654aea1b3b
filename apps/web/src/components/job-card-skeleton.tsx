import { Skeleton } from '@/components/ui/skeleton';

/**
 * A job card's outline while a list loads: the same paddings and line heights, so nothing jumps.
 * `detailed` adds the posting age and the two rows of tags (the job list's cards).
 */
export function JobCardSkeleton({ detailed = true }: { detailed?: boolean }) {
  return (
    <div aria-hidden="true" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <Skeleton className="size-12 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <Skeleton className="h-[1.375rem] w-24 rounded-full" />
          <Skeleton className="mt-2 h-[1.375rem] w-3/4 max-w-80" />
          <Skeleton className="mt-1 h-4 w-40 max-w-full" />
        </div>
        {detailed && <Skeleton className="h-4 w-16 shrink-0" />}
      </div>
      <Skeleton className="mt-4 h-5 w-full max-w-md" />
      {detailed && <Skeleton className="mt-3 h-[1.375rem] w-56 max-w-full rounded-full" />}
      <Skeleton className="mt-3 h-10 w-full" />
      {detailed && <Skeleton className="mt-3 h-[1.375rem] w-64 max-w-full rounded-full" />}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Skeleton className="h-10 w-full sm:w-28" />
        <Skeleton className="h-10 w-full sm:w-28" />
      </div>
    </div>
  );
}
