import type { Job } from '@pathway/contracts';
import { CalendarIcon, IndianRupeeIcon, MapPinIcon, UsersIcon, WalletIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClosingDate } from '@/components/closing-date';
import { CompanyLogo } from '@/components/company-logo';
import { TagList } from '@/components/tag-list';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDaysAgo } from '@/lib/format';
import { CARD_DOMAINS_SHOWN, CARD_SKILLS_SHOWN, firstAndRest, formatSalaryRange, hasSalary } from '@/lib/job-format';
import { jobPath } from '@/lib/routes';

// The parts a job card and a saved job's card share; each card adds its own badges, lines and buttons.

type CardJob = Pick<
  Job,
  | '_id'
  | 'title'
  | 'company'
  | 'logo'
  | 'type'
  | 'postedDate'
  | 'location'
  | 'stipend'
  | 'salary'
  | 'domain'
  | 'skills'
  | 'description'
  | 'expiryDate'
>;

/** Logo, type badge (then `badges`), the title linking to the job's page, the company and its age. */
export function JobCardHeading({
  job,
  titleId,
  badges,
  linkState,
  now,
}: {
  job: CardJob;
  titleId: string;
  badges?: ReactNode;
  /** Handed to the job's page (the list's address, for its back link). */
  linkState?: unknown;
  now?: Date;
}) {
  return (
    <div className="flex items-start gap-4">
      <CompanyLogo name={job.company} logo={job.logo} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{job.type}</Badge>
          {badges}
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
      <p className="shrink-0 text-xs whitespace-nowrap text-muted-foreground">{formatDaysAgo(job.postedDate, now)}</p>
    </div>
  );
}

/**
 * The job's facts: location, stipend and salary when given, the posting date, `applicants`, its
 * deadline ('Closes in 3 days'), then `children`.
 */
export function JobFacts({
  job,
  applicants,
  children,
  now,
}: {
  job: CardJob;
  applicants: string;
  children?: ReactNode;
  now?: Date;
}) {
  return (
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
        {applicants}
      </li>
      <li className="flex items-center">
        <ClosingDate expiry={job.expiryDate} now={now} />
      </li>
      {children}
    </ul>
  );
}

/** The first domains, two lines of the description, the first skills. */
export function JobCardTags({ job }: { job: CardJob }) {
  const domains = firstAndRest(job.domain, CARD_DOMAINS_SHOWN);
  const skills = firstAndRest(job.skills, CARD_SKILLS_SHOWN);
  return (
    <>
      {domains.first.length > 0 && (
        <TagList label="Domains" items={domains.first} more={domains.more} className="mt-3" variant="secondary" />
      )}
      <p className="mt-3 line-clamp-2 text-sm break-words text-foreground/80">{job.description}</p>
      {skills.first.length > 0 && (
        <TagList label="Skills" items={skills.first} more={skills.more} className="mt-3" variant="outline" />
      )}
    </>
  );
}
