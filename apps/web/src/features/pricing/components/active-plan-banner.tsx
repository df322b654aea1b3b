import type { SubscriptionInfo, SubscriptionStatus, User } from '@pathway/contracts';
import { CrownIcon, SparklesIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { UsageMeter } from '@/components/usage-meter';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/** A cancelled plan is displayed as 'Expired' (docs/product/plans-and-payments.md#the-plan-in-force). */
export function planStatusLabel(status: SubscriptionStatus | null | undefined): string {
  if (status === 'active') return 'Active';
  if (status === 'cancelled') return 'Expired';
  return 'Inactive';
}

/**
 * The signed-in visitor's plan on /pricing (docs/product/plans-and-payments.md#pricing-page): plan
 * and status, expiry, this month's usage against the limits (`GET /subscription/info`), and Cancel
 * for an active Premium. Until the info arrives the session's own plan fields are shown.
 */
export function ActivePlanBanner({ user, info }: { user: User; info: SubscriptionInfo | undefined }) {
  const headingId = useId();
  const tier = info?.tier ?? (String(user.subscriptionTier).toLowerCase() === 'premium' ? 'premium' : 'free');
  const status = info?.status ?? user.subscriptionStatus;
  const expiresAt = info ? info.expiresAt : user.subscriptionExpiresAt;
  const premium = tier === 'premium';

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-6 rounded-xl border bg-card p-6 shadow-sm md:flex-row md:items-start md:justify-between',
        premium && 'border-primary/40 bg-secondary/60',
      )}
    >
      <div className="flex min-w-0 gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          {premium ? <CrownIcon aria-hidden="true" className="size-5" /> : <SparklesIcon aria-hidden="true" className="size-5" />}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">Your current plan</p>
          <div className="mt-0.5 flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-semibold">
              {premium ? 'Premium Plan' : 'Free Plan'}
            </h2>
            {premium && (
              <Badge variant={status === 'active' ? 'default' : 'destructive'}>
                <span className="sr-only">Status: </span>
                {planStatusLabel(status)}
              </Badge>
            )}
          </div>
          {premium && expiresAt && (
            <p className="mt-1 text-sm text-muted-foreground">
              {/* A cancelled plan keeps its paid days until it expires. */}
              {status === 'active' ? 'Expires on' : 'Premium access until'} {formatDate(expiresAt)}
            </p>
          )}
          {premium && status === 'active' && (
            <div className="mt-4">
              <CancelSubscriptionDialog expiresAt={expiresAt} />
            </div>
          )}
        </div>
      </div>

      <div className="w-full md:max-w-xs">
        <h3 className="text-sm font-semibold">This month&apos;s usage</h3>
        {info ? (
          <div className="mt-3 flex flex-col gap-3">
            <UsageMeter label="Job details viewed" used={info.usage.jobViews} limit={info.limits.jobViewsPerMonth} />
            <UsageMeter label="Applications" used={info.usage.applications} limit={info.limits.applicationsPerMonth} />
            {!premium && <p className="text-xs text-muted-foreground">Resets on {formatDate(info.usageResetsAt)}</p>}
          </div>
        ) : (
          <div aria-hidden="true" className="mt-3 flex flex-col gap-3">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        )}
      </div>
    </section>
  );
}
