import type { LucideIcon } from 'lucide-react';
import { TrendingUpIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A number with its label and a fixed change label (docs/product/profile.md#dashboard). */
export function StatCard({
  label,
  value,
  change,
  icon: Icon,
  loading,
}: {
  label: string;
  value: number | undefined;
  change: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card className="p-6">
      <div className="flex items-start justify-between gap-4">
        <dl className="flex flex-col-reverse">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="mb-1 text-3xl font-bold tracking-tight">
            {loading ? (
              <Skeleton className="h-9 w-16" />
            ) : value === undefined ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available</span>
              </>
            ) : (
              value
            )}
          </dd>
        </dl>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-3 flex items-center gap-1 text-sm text-muted-foreground">
        <TrendingUpIcon aria-hidden="true" className="size-4 text-success" />
        <span className="font-medium text-success">{change}</span> from last month
      </p>
    </Card>
  );
}
