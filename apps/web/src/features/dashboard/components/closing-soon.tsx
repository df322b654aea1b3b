import { APPLICATION_LIMITS, type ClosingSoonItem } from '@pathway/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { ClosingDate } from '@/components/closing-date';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { jobPath } from '@/lib/routes';

/**
 * What closes in the next 7 days among the jobs the student saved or started (Clicked Apply) and
 * has not applied to yet, soonest first (docs/product/profile.md#dashboard).
 */
export function ClosingSoon({ items, loading, now }: { items: ClosingSoonItem[] | undefined; loading: boolean; now?: Date }) {
  const headingId = useId();
  let body;
  if (loading) {
    body = <Skeleton aria-hidden="true" className="h-24 w-full" />;
  } else if (!items) {
    body = <p className="text-sm text-muted-foreground">What closes soon is not available right now.</p>;
  } else if (items.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Nothing you saved or started closes in the next {APPLICATION_LIMITS.closingSoonDays} days.
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.jobId} className="text-sm">
            <Link
              to={jobPath(item.jobId)}
              className="rounded-sm font-medium break-words outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {item.title}
            </Link>
            <span className="break-words text-muted-foreground"> at {item.company}</span>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-3 text-muted-foreground">
              <ClosingDate expiry={item.closingDate} now={now} />
              <span>{item.applicationId ? 'Clicked Apply, not applied yet' : 'Saved'}</span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={loading} className="p-6">
      <CardTitle as="h2" id={headingId} className="mb-4 text-lg">
        Closing in the next {APPLICATION_LIMITS.closingSoonDays} days
      </CardTitle>
      {body}
    </Card>
  );
}
