import type { Plan } from '@pathway/contracts';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogError } from '@/hooks/use-log-error';
import { type AuthRedirectState, useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { usePlans } from '../api/get-plans';
import { useSubscriptionInfo } from '@/lib/user-api/get-subscription-info';
import { ActivePlanBanner } from '../components/active-plan-banner';
import { PricingFaq } from '../components/pricing-faq';
import { PricingPlanCard, PricingPlanCardSkeleton } from '../components/pricing-plan-card';
import { type CheckoutStage, useCheckout } from '../hooks/use-checkout';

const stageLabels: Partial<Record<CheckoutStage, string>> = {
  starting: 'Opening checkout…',
  open: 'Complete the payment…',
  verifying: 'Verifying payment…',
};

/** /pricing (docs/product/plans-and-payments.md#pricing-page): the two plans, the visitor's own plan, the FAQ, and the purchase. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const { user, status } = useAuth();
  const location = useLocation();
  const plans = usePlans();
  const info = useSubscriptionInfo();
  useLogError('Could not load the plans', plans.error);
  useLogError('Could not load the subscription', info.error);
  const checkout = useCheckout();

  const userTier = info.data?.tier ?? (String(user?.subscriptionTier ?? 'free').toLowerCase() === 'premium' ? 'premium' : 'free');
  const premiumPrice = plans.data?.find((plan) => plan.tier === 'premium')?.price;
  // Back to /pricing after signing in (the guard's AuthRedirectState, which the login page reads).
  const loginState: AuthRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };

  const actionFor = (plan: Plan) => {
    if (plan.price === 0) {
      if (status === 'unauthenticated') {
        return (
          <Button asChild size="lg" variant="outline">
            <Link to={paths.register}>Sign Up Free</Link>
          </Button>
        );
      }
      return userTier === plan.tier ? (
        <Button size="lg" variant="outline" disabled>
          Current Plan
        </Button>
      ) : null;
    }
    if (status === 'unauthenticated') {
      return (
        <Button asChild size="lg">
          <Link to={paths.login} state={loginState}>
            Login to Subscribe
          </Link>
        </Button>
      );
    }
    const renewing = userTier === plan.tier;
    return (
      <>
        <Button size="lg" disabled={status === 'loading' || checkout.busy} onClick={() => void checkout.start(plan)}>
          {stageLabels[checkout.stage] ?? (renewing ? `Renew ${plan.name}` : 'Subscribe Now')}
        </Button>
        {renewing && (
          <p className="text-center text-xs text-muted-foreground">Paying again adds a month to your current expiry date.</p>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="Pricing"
        lead="Start free. Upgrade to Premium when you want unlimited applications and advanced filters."
      />
      <div className="page-container flex flex-col gap-12 py-10 sm:py-12">
        {user && <ActivePlanBanner user={user} info={info.data} />}

        <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2" aria-busy={plans.isPending}>
          {plans.data ? (
            plans.data.map((plan) => (
              <PricingPlanCard
                key={plan.tier}
                plan={plan}
                current={user !== null && userTier === plan.tier}
                highlighted={plan.tier === 'premium'}
                action={actionFor(plan)}
              />
            ))
          ) : plans.isError ? (
            <div className="rounded-xl border border-dashed p-8 text-center md:col-span-2">
              <h2 className="text-lg font-semibold">The plans could not be loaded</h2>
              <p className="mt-2 text-muted-foreground">Please check your connection and try again.</p>
              <Button variant="outline" className="mt-4" onClick={() => void plans.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              <h2 className="sr-only">Loading the plans</h2>
              <PricingPlanCardSkeleton />
              <PricingPlanCardSkeleton />
            </>
          )}
        </div>

        <PricingFaq premiumPrice={premiumPrice} />
      </div>
    </>
  );
}
