import type { FeaturedJob } from '@pathway/contracts';
import { closingLabel, lastOpenInstant } from '@pathway/contracts/deadlines';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { formatDate } from '@/lib/format';
import { jobPath, paths } from '@/lib/routes';
import { useFeaturedJobs } from '../api/get-featured-jobs';

/** Only web addresses leave the site; anything else (a `javascript:` link, say) is not a link. */
export function isWebLink(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

function FeaturedJobCard({ job }: { job: FeaturedJob }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo name={job.company} logo={job.logo} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="line-clamp-2 min-h-[2.75rem] leading-snug font-semibold break-words">
            <Link
              to={jobPath(job._id)}
              className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{job.company}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="secondary">{job.type}</Badge>
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{job.location}</span>
        </span>
      </div>
      <p className="mt-3 min-h-5 text-sm font-medium">{job.stipend.trim() ? job.stipend : '\u00a0'}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        Apply by {formatDate(lastOpenInstant(job.expiryDate) ?? job.expiryDate)}
        {/* Featured jobs are open ones: how long is left (docs/product/applications-web.md#deadlines). */}
        {' · '}
        {closingLabel(job.expiryDate, new Date())}
      </p>
      <div className="mt-auto pt-4">
        {isWebLink(job.applyLink) && (
          <Button asChild variant="outline" className="w-full">
            <a href={job.applyLink} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
              Apply Now
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}

function FeaturedJobSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-lg" />
        <div className="flex-1">
          <Skeleton className="h-[2.75rem] w-full" />
          <Skeleton className="mt-1 h-5 w-32" />
        </div>
      </div>
      <Skeleton className="mt-4 h-[1.375rem] w-40 rounded-full" />
      <Skeleton className="mt-3 h-5 w-28" />
      <Skeleton className="mt-1 h-4 w-36" />
      <Skeleton className="mt-4 h-10 w-full" />
    </div>
  );
}

/** Up to 3 featured jobs (docs/product/catalogue.md#landing-page), each applying on the company's own site in a new tab. */
export function FeaturedJobs() {
  const featured = useFeaturedJobs();
  useLogError('Could not load the featured jobs', featured.error);
  // The cards render in an interruptible render of their own, not in the task the answer arrives in.
  const jobs = useDeferredValue(featured.data);
  if (featured.isError || jobs?.length === 0) return null;

  return (
    <section aria-labelledby="featured-heading" className="bg-muted/60 py-14 sm:py-16">
      <div className="page-container">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Featured jobs
            </h2>
            <p className="mt-2 text-muted-foreground">Hand-picked openings from companies hiring now.</p>
          </div>
          <Link to={paths.jobs} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            View all jobs
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {jobs
            ? jobs.map((job) => (
                <li key={job._id}>
                  <FeaturedJobCard job={job} />
                </li>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <FeaturedJobSkeleton />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
