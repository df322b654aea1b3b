import type { Job } from '@pathway/contracts';
import { listingHealthTexts } from '@pathway/contracts/listing-health-texts';
import { ListingCautions } from './listing-cautions';
import { formatDate } from '@/lib/format';
import { ReportProblem } from './report-problem';

/** The job page's listing health: what students and the link checker found, and "Report a problem". */
export function JobHealth({ job }: { job: Job }) {
  return (
    <section aria-labelledby="job-health" className="flex flex-col gap-3">
      <h2 id="job-health" className="text-xl font-semibold">
        Is this listing OK?
      </h2>
      <ListingCautions health={job.health} headingLevel="h3" />
      <p className="text-sm text-muted-foreground">
        {job.health.linkCheckedAt
          ? `${listingHealthTexts.linkCheckedOn(formatDate(job.health.linkCheckedAt))}.`
          : 'We have not checked the apply link yet.'}
      </p>
      <ReportProblem job={job} />
    </section>
  );
}
