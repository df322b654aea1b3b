import type { SavedJob } from '@pathway/contracts';
import { BookmarkCheckIcon, CalendarIcon, IndianRupeeIcon, MapPinIcon, Trash2Icon, UsersIcon, WalletIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { TagList } from '@/components/tag-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDaysAgo } from '@/lib/format';
import { CARD_DOMAINS_SHOWN, CARD_SKILLS_SHOWN, firstAndRest, formatSalaryRange, hasSalary } from '@/lib/job-format';
import { jobPath } from '@/lib/routes';
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
  const domains = firstAndRest(job.domain, CARD_DOMAINS_SHOWN);
  const skills = firstAndRest(job.skills, CARD_SKILLS_SHOWN);
  return (
    <article aria-labelledby={titleId} className={cn('rounded-xl border bg-card p-4 shadow-sm sm:p-6', job.isExpired && 'bg-muted/40')}>
      <div className="flex items-start gap-4">
        <CompanyLogo name={job.company} logo={job.logo} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{job.type}</Badge>
            {job.isUrgent && !job.isExpired && <Badge variant="destructive">Urgent</Badge>}
            {job.isExpired && (
              <Badge id={expiredId} variant="outline" className="border-destructive text-destructive">
                Expired
              </Badge>
            )}
          </div>
          <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold break-words">
            <Link
              to={jobPath(job._id)}
              className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted-foreground">{job.company}</p>
        </div>
        <p className="shrink-0 text-xs whitespace-nowrap text-muted-foreground">{formatDaysAgo(job.postedDate, now)}</p>
      </div>

      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Location: </span>
          <span className="break-words">{job.location}</span>
        </li>
        {job.stipend.trim() && (
          <li className="flex min-w-0 items-center gap-1.5">
            <WalletIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Stipend: </span>
            <span className="break-words">{job.stipend}</span>
          </li>
        )}
        {hasSalary(job.salary) && (
          <li className="flex items-center gap-1.5">
            <IndianRupeeIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Salary: </span>
            {formatSalaryRange(job.salary.min, job.salary.max)}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
          Posted {formatDate(job.postedDate)}
        </li>
        <li className="flex items-center gap-1.5">
          <UsersIcon aria-hidden="true" className="size-4 shrink-0" />
          {SAVED_CARD_APPLICANTS}
        </li>
        <li className="flex items-center gap-1.5">
          <BookmarkCheckIcon aria-hidden="true" className="size-4 shrink-0" />
          {SAVED_CARD_SAVED_AT}
        </li>
      </ul>

      {domains.first.length > 0 && (
        <TagList label="Domains" items={domains.first} more={domains.more} className="mt-3" variant="secondary" />
      )}
      <p className="mt-3 line-clamp-2 text-sm break-words text-foreground/80">{job.description}</p>
      {skills.first.length > 0 && (
        <TagList label="Skills" items={skills.first} more={skills.more} className="mt-3" variant="outline" />
      )}

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
