import type { PlatformStats } from '@pathway/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { formatCount } from '@/lib/format';
import { usePlatformStats } from '../api/get-platform-stats';

const tiles: { key: keyof PlatformStats; label: string }[] = [
  { key: 'totalJobs', label: 'Active jobs' },
  { key: 'totalCompanies', label: 'Companies hiring' },
  { key: 'totalUsers', label: 'Job seekers' },
  { key: 'newJobsThisWeek', label: 'New jobs this week' },
];

/** Each count with a '+' suffix, e.g. '340+'. */
export function formatStat(count: number): string {
  return `${formatCount(Math.max(0, Math.floor(count)))}+`;
}

/** The four numbers under the hero (docs/product/catalogue.md#landing-page); quietly absent when they cannot be loaded. */
export function StatsTiles() {
  const stats = usePlatformStats();
  useLogError('Could not load the platform numbers', stats.error);
  if (stats.isError) return null;

  return (
    <section aria-labelledby="stats-heading" className="page-container py-10 sm:py-12">
      <h2 id="stats-heading" className="sr-only">
        Pathway in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ key, label }) => (
          <div key={key} className="flex flex-col-reverse rounded-xl border bg-card px-4 py-5 text-center shadow-sm">
            <dt className="mt-1 text-sm text-muted-foreground">{label}</dt>
            <dd className="flex h-9 items-center justify-center text-3xl font-bold tracking-tight text-primary">
              {stats.data ? formatStat(stats.data[key]) : <Skeleton className="h-8 w-20" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
