import type { RecommendedJobsResponse } from '@pathway/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { AddSkillsHint, EligibilityBadge, skillsLine } from '@/components/job-fit';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { jobPath, paths } from '@/lib/routes';

/**
 * "Recommended for you": the six best matches the student is eligible for, each with why
 * (docs/product/matches.md#recommended-for-you); without skills in the profile, where to add them.
 */
export function RecommendedJobs({
  answer,
  loading,
  failed,
  graduationYear,
}: {
  answer: RecommendedJobsResponse | undefined;
  loading: boolean;
  failed: boolean;
  graduationYear: number | null;
}) {
  const headingId = useId();
  let body;
  if (loading) {
    body = <Skeleton aria-hidden="true" className="h-32 w-full" />;
  } else if (failed || !answer) {
    body = <p className="text-sm text-muted-foreground">Recommendations are not available right now.</p>;
  } else if (answer.needsSkills) {
    body = <AddSkillsHint />;
  } else if (answer.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        No open job you are eligible for shares a skill with your profile yet.{' '}
        <Link to={paths.jobs} className="font-medium text-primary underline underline-offset-4">
          Browse all jobs
        </Link>
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {answer.data.map((job) => (
          <li key={job._id} className="flex min-w-0 flex-col gap-1 rounded-lg border p-3 text-sm">
            <Link
              to={jobPath(job._id)}
              className="rounded-sm font-medium break-words outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </Link>
            <span className="break-words text-muted-foreground">
              {job.company} · {job.location}
            </span>
            {job.match && <span>{skillsLine(job.match)}</span>}
            <EligibilityBadge job={job} graduationYear={graduationYear} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={loading} className="p-6">
      <CardTitle as="h2" id={headingId} className="mb-4 text-lg">
        Recommended for you
      </CardTitle>
      {body}
    </Card>
  );
}
