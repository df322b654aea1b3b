import type { Job } from '@pathway/contracts';
import { BookmarkIcon, CalendarIcon, IndianRupeeIcon, MapPinIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDaysAgo } from '@/lib/format';
import { jobPath } from '@/lib/routes';
import {
  CARD_DOMAINS_SHOWN,
  CARD_SKILLS_SHOWN,
  firstAndRest,
  formatApplicants,
  formatSalaryRange,
  hasSalary,
} from '@/lib/job-format';
import type { JobAction, SaveJobAction } from '../hooks/use-job-actions';
import type { JobListLinkState } from '../job-link-state';
import { TagList } from '@/components/tag-list';

export interface JobCardProps {
  job: Job;
  onApply: JobAction;
  /** Its `isSaved`, when present, tells the card whether the job is saved. */
  onSave: SaveJobAction;
  /** Handed to the detail page, so its back link returns to this list. */
  linkState?: JobListLinkState;
  /** For tests: the moment 'days since posting' counts to. */
  now?: Date;
}

/** One job in the list, with every field and rule of docs/product/catalogue.md#job-card. */
export function JobCard({ job, onApply, onSave, linkState, now }: JobCardProps) {
  const titleId = useId();
  const domains = firstAndRest(job.domain, CARD_DOMAINS_SHOWN);
  const skills = firstAndRest(job.skills, CARD_SKILLS_SHOWN);
  const saved = onSave.isSaved?.(job._id) ?? false;

  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <CompanyLogo name={job.company} logo={job.logo} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{job.type}</Badge>
            {job.isUrgent && <Badge variant="destructive">Urgent</Badge>}
          </div>
          <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold break-words">
            <Link
              to={jobPath(job._id)}
              state={linkState}
              className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted-foreground">{job.company}</p>
        </div>
        <p className="shrink-0 text-xs whitespace-nowrap text-muted-foreground">
          {formatDaysAgo(job.postedDate, now)}
        </p>
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
          {formatApplicants(job.applicationsCount)}
        </li>
      </ul>

      {domains.first.length > 0 && (
        <TagList label="Domains" items={domains.first} more={domains.more} className="mt-3" variant="secondary" />
      )}

      <p className="mt-3 line-clamp-2 text-sm break-words text-foreground/80">{job.description}</p>

      {skills.first.length > 0 && (
        <TagList label="Skills" items={skills.first} more={skills.more} className="mt-3" variant="outline" />
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => onApply(job)} aria-describedby={titleId}>
          Apply Now
        </Button>
        <Button variant="outline" onClick={() => onSave(job)} aria-pressed={saved} aria-describedby={titleId}>
          <BookmarkIcon aria-hidden="true" className={saved ? 'fill-current text-primary' : undefined} />
          {saved ? 'Saved' : 'Save Job'}
        </Button>
      </div>
    </article>
  );
}
