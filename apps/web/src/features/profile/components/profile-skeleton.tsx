import { Skeleton } from '@/components/ui/skeleton';

/** The profile's outline while it loads. */
export function ProfileSkeleton() {
  return (
    <>
      <p className="sr-only">Loading your profile</p>
      <div aria-hidden="true" className="grid gap-6">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </>
  );
}
