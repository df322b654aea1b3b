import { type ApplicationStageCounts, applicationStatuses, applicationStatusLabels } from '@pathway/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { applicationsStageHref, paths } from '@/lib/routes';
import { cn } from '@/lib/utils';

/**
 * The tracker in numbers (docs/product/profile.md#dashboard): how many applications are in each
 * stage, each a link to the tracker at that stage.
 */
export function ApplicationPipeline({ counts, loading }: { counts: ApplicationStageCounts | undefined; loading: boolean }) {
  const headingId = useId();
  const total = counts ? applicationStatuses.reduce((sum, status) => sum + counts[status], 0) : 0;
  let body;
  if (loading) {
    body = <Skeleton aria-hidden="true" className="h-24 w-full" />;
  } else if (!counts) {
    body = <p className="text-sm text-muted-foreground">Your applications by stage are not available right now.</p>;
  } else if (total === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Nothing tracked yet. Press Apply Now on a job, or add an opening you found elsewhere, and follow it here stage by stage.
      </p>
    );
  } else {
    body = (
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {applicationStatuses.map((status) => (
          <li key={status}>
            <Link
              to={applicationsStageHref(status)}
              className={cn(
                'flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                counts[status] === 0 && 'text-muted-foreground',
              )}
            >
              <span className="min-w-0 break-words">{applicationStatusLabels[status]}</span>{' '}
              <span className="text-lg font-semibold text-foreground">{counts[status]}</span>
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={loading} className="p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" id={headingId} className="text-lg">
          Applications by stage
        </CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.applications}>Open tracker</Link>
        </Button>
      </div>
      {body}
    </Card>
  );
}
