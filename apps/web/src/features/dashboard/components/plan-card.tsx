import type { SubscriptionInfo, User } from '@pathway/contracts';
import { CrownIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UsageMeter } from '@/components/usage-meter';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { planStatusLabel } from '../dashboard-format';

type Plan = Partial<Pick<User, 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiresAt'>>;

/**
 * docs/product/plans-and-payments.md#dashboard-plan-card: Free Plan with Upgrade Plan, or Premium
 * Plan with its status and expiry; a free account also sees this month's usage against its limits
 * and when they reset. `info` is undefined while it loads, null when it could not be loaded (then the
 * usage is left out).
 */
export function PlanCard({ plan, info }: { plan: Plan | null; info: SubscriptionInfo | null | undefined }) {
  if (!plan) {
    return (
      <Card className="p-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-3 h-8 w-36" />
        <Skeleton className="mt-4 h-9 w-32" />
      </Card>
    );
  }
  // The tier is compared with lowercase 'premium'; a missing tier is free.
  const premium = typeof plan.subscriptionTier === 'string' && plan.subscriptionTier.toLowerCase() === 'premium';
  const status = planStatusLabel(plan.subscriptionStatus);
  return (
    <Card className={cn('p-6', premium && 'border-primary/40 bg-secondary/60')}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Current plan</p>
          <p className="mt-1 text-2xl font-bold tracking-tight">{premium ? 'Premium Plan' : 'Free Plan'}</p>
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          {premium ? <CrownIcon aria-hidden="true" className="size-5" /> : <SparklesIcon aria-hidden="true" className="size-5" />}
        </span>
      </div>
      {premium ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={plan.subscriptionStatus === 'active' ? 'default' : 'destructive'}>
            <span className="sr-only">Status: </span>
            {status}
          </Badge>
          {plan.subscriptionExpiresAt && (
            <span className="text-muted-foreground">
              {/* A cancelled plan keeps its paid days until it expires. */}
              {plan.subscriptionStatus === 'active' ? 'Expires on' : 'Access until'} {formatDate(plan.subscriptionExpiresAt)}
            </span>
          )}
        </div>
      ) : (
        <>
          {info ? (
            <div className="mt-4 flex flex-col gap-3" aria-label="This month's usage" role="group">
              <UsageMeter label="Job details viewed" used={info.usage.jobViews} limit={info.limits.jobViewsPerMonth} />
              <UsageMeter label="Applications" used={info.usage.applications} limit={info.limits.applicationsPerMonth} />
              <p className="text-xs text-muted-foreground">Resets on {formatDate(info.usageResetsAt)}</p>
            </div>
          ) : (
            info === undefined && <Skeleton aria-hidden="true" className="mt-4 h-20 w-full" />
          )}
          <Button asChild size="sm" className="mt-4">
            <Link to={paths.pricing}>Upgrade Plan</Link>
          </Button>
        </>
      )}
    </Card>
  );
}
