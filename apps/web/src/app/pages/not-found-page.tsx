import { ArrowLeftIcon, BriefcaseIcon, HomeIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/routes';

/**
 * Whether 'back' leads to a page of this site: an earlier page of this visit, or, after a fresh
 * load (a mistyped address, a broken link), a page of ours before it in the tab. Where the browser
 * has the Navigation API, its entries are this site's only; elsewhere any earlier entry counts.
 */
function hasPageToGoBackTo(locationKey: string): boolean {
  if (locationKey !== 'default') return true;
  const { navigation } = window as { navigation?: { currentEntry: { index: number } | null } };
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return window.history.length > 1;
}

/** Any unknown path: says which path, and offers home, jobs, back and contact. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = hasPageToGoBackTo(location.key);

  return (
    <section className="page-container flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-xl text-muted-foreground">
        Sorry, there is no page at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground">
          {location.pathname}
        </code>
        . It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={paths.home}>
            <HomeIcon aria-hidden="true" />
            Go to Home
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.jobs}>
            <BriefcaseIcon aria-hidden="true" />
            Browse Jobs
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.home))}>
          <ArrowLeftIcon aria-hidden="true" />
          Go Back
        </Button>
      </div>
      <p className="mt-10 text-sm text-muted-foreground">
        Think this is a mistake?{' '}
        <Link to={paths.contact} className="font-medium text-primary underline underline-offset-4">
          Contact us
        </Link>
      </p>
    </section>
  );
}
