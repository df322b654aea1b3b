import type { JobSummary } from '@pathway/contracts';
import { LockIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import type { AuthRedirectState } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { JobFrame } from './job-frame';
import { JobProblem } from './job-problem';

/**
 * A guest's page for a job: the job's public heading (its card's, when a list showed it) with the
 * sign-in prompt in place of its details, or the prompt alone. Signing in comes back here.
 */
export function JobSignIn({ summary, title }: { summary: JobSummary | undefined; title: string }) {
  const location = useLocation();
  const from: AuthRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  const prompt = (
    <>
      <p className="mt-3 text-muted-foreground">
        Job details are for members. Sign in, or create a free account, to read this job and apply.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.login} state={from}>
            Sign In
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.register}>Create a free account</Link>
        </Button>
      </div>
    </>
  );
  return summary ? (
    // The job's public heading (its card's), and the prompt in place of its details.
    <JobFrame job={summary}>
      <section
        aria-labelledby="job-sign-in"
        className="mt-8 flex flex-col items-center border-t px-2 pt-10 text-center"
      >
        <LockIcon aria-hidden="true" className="mb-4 size-8 text-primary" />
        <h2 id="job-sign-in" className="text-xl font-semibold">
          {title}
        </h2>
        {prompt}
      </section>
    </JobFrame>
  ) : (
    <JobProblem title={title}>
      <LockIcon aria-hidden="true" className="order-first mb-4 size-8 text-primary" />
      {prompt}
    </JobProblem>
  );
}
