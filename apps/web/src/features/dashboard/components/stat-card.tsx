import type { MonthComparison } from '@pathway/contracts';
import type { LucideIcon } from 'lucide-react';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { monthChange, type Trend } from '../dashboard-format';

const trendIcons: Record<Trend, LucideIcon> = { up: TrendingUpIcon, down: TrendingDownIcon, flat: MinusIcon };

/**
 * A number with its label and this month against the last, computed from the data
 * (docs/product/profile.md#dashboard); no month line when the server does not give one.
 */
export function StatCard({
  label,
  value,
  month,
  icon: Icon,
  loading,
}: {
  label: string;
  value: number | undefined;
  month: MonthComparison | undefined;
  icon: LucideIcon;
  loading: boolean;
}) {
  const change = month ? monthChange(month) : null;
  const TrendIcon = change ? trendIcons[change.trend] : null;
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
      {change && TrendIcon && (
        <div className="mt-3 text-sm">
          <p className={cn('flex items-center gap-1 font-medium', change.trend === 'up' ? 'text-success' : 'text-muted-foreground')}>
            <TrendIcon aria-hidden="true" className="size-4" />
            {change.headline}
          </p>
          <p className="text-muted-foreground">{change.detail}</p>
        </div>
      )}
    </Card>
  );
}
