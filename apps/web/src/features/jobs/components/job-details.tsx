import type { Job } from '@pathway/contracts';
import { lastOpenInstant } from '@pathway/contracts/deadlines';
import {
  BookmarkIcon,
  BriefcaseIcon,
  CalendarClockIcon,
  CalendarIcon,
  ClockIcon,
  IndianRupeeIcon,
  MapPinIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { ClosingDate } from '@/components/closing-date';
import { FeeGate } from './fee-gate';
import { EligibilityBadge, eligibilityWords, JobFit } from '@/components/job-fit';
import { TagList } from '@/components/tag-list';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { formatApplicants, formatExperience, formatSalaryRange, formatWorkMode, hasSalary } from '@/lib/job-format';
import { useJobActions } from '../hooks/use-job-actions';
import { JobDescription } from './job-description';
import { JobFact } from './job-fact';
import { JobFrame } from './job-frame';
import { JobHealth } from './job-health';

/** The whole job: the summary box with Apply Now and Save Job, the description, skills and domains. */
export function JobDetails({ job }: { job: Job }) {
  const actions = useJobActions();
  // Save Job toggles, so the button says when the job is saved already (as on the cards).
  const saved = actions.isSaved(job._id);
  const { user } = useAuth();
  return (
    <JobFrame job={job}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-label="Job summary" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24">
            <dl className="flex flex-col gap-4">
              <JobFact icon={MapPinIcon} label="Location">
                {job.location}
              </JobFact>
              <JobFact icon={BriefcaseIcon} label="Work mode">
                {formatWorkMode(job.workMode)}
              </JobFact>
              {job.stipend.trim() && (
                <JobFact icon={WalletIcon} label="Stipend">
                  {job.stipend}
                </JobFact>
              )}
              {hasSalary(job.salary) && (
                <JobFact icon={IndianRupeeIcon} label="Salary">
                  {formatSalaryRange(job.salary.min, job.salary.max)}
                </JobFact>
              )}
              <JobFact icon={ClockIcon} label="Experience">
                {formatExperience(job.experienceMin, job.experienceMax)}
              </JobFact>
              <JobFact icon={CalendarIcon} label="Posted">
                {formatDate(job.postedDate)}
              </JobFact>
              <JobFact icon={CalendarClockIcon} label="Apply by">
                {formatDate(lastOpenInstant(job.expiryDate) ?? job.expiryDate)}
                <ClosingDate expiry={job.expiryDate} icon={false} className="block text-sm" />
              </JobFact>
              <JobFact icon={UsersIcon} label="Applicants">
                {formatApplicants(job.applicationsCount)}
              </JobFact>
            </dl>
            <div className="mt-6 flex flex-col gap-2">
              <FeeGate health={job.health}>
                <Button size="lg" onClick={() => actions.apply(job)}>
                  Apply Now
                </Button>
              </FeeGate>
              <Button size="lg" variant="outline" onClick={() => actions.save(job)} aria-pressed={saved}>
                <BookmarkIcon aria-hidden="true" className={saved ? 'fill-current text-primary' : undefined} />
                {saved ? 'Saved' : 'Save Job'}
              </Button>
            </div>
          </div>
        </aside>

        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="job-fit" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
            <h2 id="job-fit" className="text-xl font-semibold">
              Your match
            </h2>
            <p className="text-sm">
              {job.eligibility ? `Open to ${eligibilityWords(job.eligibility).join(' · ')}` : 'Open to everyone'}
            </p>
            <EligibilityBadge job={job} graduationYear={user?.graduationYear ?? null} />
            <JobFit job={job} signedIn={user !== null} hint />
          </section>
          <JobHealth job={job} />
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="mb-3 text-xl font-semibold">
              About the role
            </h2>
            <JobDescription text={job.description} />
          </section>
          {job.skills.length > 0 && (
            <section aria-labelledby="job-skills">
              <h2 id="job-skills" className="mb-3 text-xl font-semibold">
                Skills
              </h2>
              <TagList label="Skills" items={job.skills} variant="outline" />
            </section>
          )}
          {job.domain.length > 0 && (
            <section aria-labelledby="job-domains">
              <h2 id="job-domains" className="mb-3 text-xl font-semibold">
                Domains
              </h2>
              <TagList label="Domains" items={job.domain} variant="secondary" />
            </section>
          )}
        </div>
      </div>
    </JobFrame>
  );
}
