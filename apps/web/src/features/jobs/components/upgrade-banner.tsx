import { CrownIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { useIsPremium } from '../hooks/use-is-premium';

/** Where this device remembers that the banner was dismissed. */
export const UPGRADE_BANNER_DISMISSED_KEY = 'pathway:upgrade-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(UPGRADE_BANNER_DISMISSED_KEY) === '1';
  } catch {
    // Storage can be switched off; the banner then shows until dismissed in this visit.
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(UPGRADE_BANNER_DISMISSED_KEY, '1');
  } catch {
    // As above: dismissed for this visit only.
  }
}

/**
 * docs/product/catalogue.md#the-job-list: the banner promoting Premium's unlimited applications and
 * advanced filters, on /jobs for guests and free accounts; never for premium; once dismissed, not
 * again on this device.
 */
export function UpgradeBanner() {
  const premium = useIsPremium();
  const { status } = useAuth();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const titleId = useId();
  // While the session loads the tier is unknown: a premium user must not see the banner flash.
  if (premium || dismissed || status === 'loading') return null;

  const dismiss = () => {
    rememberDismissal();
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-xl border border-primary/30 bg-secondary p-4 pr-12 sm:flex-row sm:items-center sm:gap-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <CrownIcon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold">
          Unlimited applications and advanced filters
        </p>
        <p className="text-sm text-muted-foreground">
          Go Premium to apply to as many jobs as you like and filter by experience and salary.
        </p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={paths.pricing}>See Premium</Link>
      </Button>
      <button
        type="button"
        onClick={dismiss}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <XIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss the Premium banner</span>
      </button>
    </section>
  );
}
