import type { Job } from '@pathway/contracts';
import { BookmarkIcon } from 'lucide-react';
import { useId } from 'react';
import { JobCardHeading, JobCardTags, JobFacts } from '@/components/job-card-parts';
import { EligibilityBadge, JobFit } from '@/components/job-fit';
import { FeeGate } from './fee-gate';
import { ListingCautions } from './listing-cautions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatApplicants } from '@/lib/job-format';
import type { JobAction, SaveJobAction } from '../hooks/use-job-actions';
import type { JobListLinkState } from '../job-link-state';

export interface JobCardProps {
  job: Job;
  onApply: JobAction;
  /** Its `isSaved`, when present, tells the card whether the job is saved. */
  onSave: SaveJobAction;
  /** Handed to the detail page, so its back link returns to this list. */
  linkState?: JobListLinkState;
  /** For tests: the moment 'days since posting' and the deadline count from. */
  now?: Date;
  /** The signed-in student the job is explained for (docs/product/matches.md#on-the-page); none for a guest. */
  viewer?: JobViewer | undefined;
}

export interface JobViewer {
  graduationYear: number | null;
}

/** One job in the list, with every field and rule of docs/product/catalogue.md#job-card. */
export function JobCard({ job, onApply, onSave, linkState, now, viewer }: JobCardProps) {
  const titleId = useId();
  const saved = onSave.isSaved?.(job._id) ?? false;

  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <JobCardHeading
        job={job}
        titleId={titleId}
        linkState={linkState}
        now={now}
        badges={
          <>
            {job.isUrgent && <Badge variant="destructive">Urgent</Badge>}
            <EligibilityBadge job={job} graduationYear={viewer?.graduationYear ?? null} />
          </>
        }
      />
      <JobFacts job={job} applicants={formatApplicants(job.applicationsCount)} now={now} />
      <JobCardTags job={job} />
      <JobFit job={job} signedIn={viewer !== undefined} className="mt-3" />
      <ListingCautions health={job.health} />

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <FeeGate health={job.health}>
          <Button onClick={() => onApply(job)} aria-describedby={titleId}>
            Apply Now
          </Button>
        </FeeGate>
        <Button variant="outline" onClick={() => onSave(job)} aria-pressed={saved} aria-describedby={titleId}>
          <BookmarkIcon aria-hidden="true" className={saved ? 'fill-current text-primary' : undefined} />
          {saved ? 'Saved' : 'Save Job'}
        </Button>
      </div>
    </article>
  );
}
