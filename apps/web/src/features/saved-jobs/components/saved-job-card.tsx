import type { SavedJob } from '@pathway/contracts';
import { BookmarkCheckIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { JobCardHeading, JobCardTags, JobFacts } from '@/components/job-card-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The saved-jobs card's fixed lines (docs/product/profile.md#saved-jobs). */
export const SAVED_CARD_APPLICANTS = '5+ applicants';
export const SAVED_CARD_SAVED_AT = 'Saved: Recently';

/** A saved job, like a card of the job list, with Apply Now and Remove. */
export function SavedJobCard({
  job,
  onApply,
  onRemove,
  now,
}: {
  job: SavedJob;
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
      <JobFacts job={job} applicants={SAVED_CARD_APPLICANTS}>
        <li className="flex items-center gap-1.5">
          <BookmarkCheckIcon aria-hidden="true" className="size-4 shrink-0" />
          {SAVED_CARD_SAVED_AT}
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
