import type { Plan } from '@pathway/contracts';
import { CheckIcon, CrownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { cn } from '@/lib/utils';

const cycleLabel: Record<Plan['billingCycle'], string> = { monthly: 'month' };

function limitText(limit: number | null, noun: string): string {
  return limit === null ? `Unlimited ${noun}` : `${limit} ${noun} a month`;
}

/**
 * One plan from `GET /subscription/plans`: its price, features and limits, and the action the
 * page chooses for this visitor (`action`).
 */
export function PricingPlanCard({
  plan,
  current,
  highlighted,
  action,
}: {
  plan: Plan;
  /** The visitor's plan now. */
  current: boolean;
  highlighted: boolean;
  action: ReactNode;
}) {
  const headingId = `plan-${plan.tier}`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn('relative flex flex-col p-6 sm:p-8', highlighted && 'border-2 border-primary shadow-md')}
    >
      <div className="flex flex-wrap items-center gap-2">
        {highlighted && <CrownIcon aria-hidden="true" className="size-5 text-primary" />}
        <h2 id={headingId} className="text-xl font-semibold">
          {plan.name}
        </h2>
        {current && <Badge variant="secondary">Your plan</Badge>}
        {!current && highlighted && <Badge>Most popular</Badge>}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatRupees(plan.price)}</span>
        <span className="text-muted-foreground">/ {cycleLabel[plan.billingCycle]}</span>
      </p>
      <ul aria-label={`${plan.name} features`} className="mt-6 flex flex-1 flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-1 rounded-lg bg-muted p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Job details</dt>
          <dd className="text-right font-medium">{limitText(plan.limits.jobViewsPerMonth, 'views')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Applications</dt>
          <dd className="text-right font-medium">{limitText(plan.limits.applicationsPerMonth, 'applications')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Advanced filters</dt>
          <dd className="text-right font-medium">{plan.advancedFilters ? 'Included' : 'Not included'}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-2">{action}</div>
    </Card>
  );
}

export function PricingPlanCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex flex-col p-6 sm:p-8">
      <Skeleton className="h-7 w-28" />
      <Skeleton className="mt-4 h-10 w-36" />
      <div className="mt-6 flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
      <Skeleton className="mt-6 h-24 w-full" />
      <Skeleton className="mt-6 h-11 w-full" />
    </Card>
  );
}
