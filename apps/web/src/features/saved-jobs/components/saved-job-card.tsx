import type { SavedJob } from '@pathway/contracts';
import { BookmarkCheckIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { JobCardHeading, JobCardTags, JobFacts } from '@/components/job-card-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatApplicants } from '@/lib/job-format';
import { cn } from '@/lib/utils';

/**
 * A saved job, like a card of the job list, with Apply Now and Remove; its applicants and the day it
 * was saved are the real figures (docs/product/profile.md#saved-jobs: SPEC's fixed '5+ applicants'
 * and 'Saved: Recently' were dropped on purpose).
 */
export function SavedJobCard({
  job,
  savedAt,
  onApply,
  onRemove,
  now,
}: {
  job: SavedJob;
  /** When it was saved, ISO 8601. */
  savedAt: string;
  onApply: (job: SavedJob) => void;
  onRemove: (job: SavedJob) => void;
  now?: Date;
}) {
  const titleId = useId();
  const expiredId = useId();
  return (
    <article aria-labelledby={titleId} className={cn('rounded-xl border bg-card p-4 shadow-sm sm:p-6', job.isExpired && 'bg-muted/40')}>
      <JobCardHeading
        job={job}
        titleId={titleId}
        now={now}
        badges={
          <>
            {job.isUrgent && !job.isExpired && <Badge variant="destructive">Urgent</Badge>}
            {job.isExpired && (
              <Badge id={expiredId} variant="outline" className="border-destructive text-destructive">
                Expired
              </Badge>
            )}
          </>
        }
      />
      <JobFacts job={job} applicants={formatApplicants(job.applicationsCount)} now={now}>
        <li className="flex items-center gap-1.5">
          <BookmarkCheckIcon aria-hidden="true" className="size-4 shrink-0" />
          Saved <time dateTime={savedAt}>{formatDate(savedAt)}</time>
        </li>
      </JobFacts>
      <JobCardTags job={job} />

      {job.isExpired && (
        <p className="mt-3 text-sm text-muted-foreground">
          This job has expired and no longer takes applications.
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => onApply(job)}
          disabled={job.isExpired}
          aria-describedby={job.isExpired ? `${titleId} ${expiredId}` : titleId}
        >
          Apply Now
        </Button>
        <Button variant="outline" onClick={() => onRemove(job)} aria-describedby={titleId}>
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      </div>
    </article>
  );
}
