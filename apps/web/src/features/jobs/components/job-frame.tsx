import type { JobSummary } from '@pathway/contracts';
import type { ReactNode } from 'react';
import { CompanyLogo } from '@/components/company-logo';
import { Badge } from '@/components/ui/badge';
import { formatWorkMode } from '@/lib/job-format';

/** The job's heading (what its card shows anyone), then its details or what stands in for them. */
export function JobFrame({ job, busy = false, children }: { job: JobSummary; busy?: boolean; children: ReactNode }) {
  return (
    <article aria-labelledby="job-title" aria-busy={busy || undefined} className="mt-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company} logo={job.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{job.type}</Badge>
            <Badge variant="outline">{formatWorkMode(job.workMode)}</Badge>
            {job.isUrgent && <Badge variant="destructive">Urgent</Badge>}
          </div>
          <h1 id="job-title" className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {job.title}
          </h1>
          <p className="mt-1 text-lg break-words text-muted-foreground">{job.company}</p>
        </div>
      </header>
      {children}
    </article>
  );
}
