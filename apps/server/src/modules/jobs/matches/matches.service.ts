import { RECOMMENDED_JOBS, type Job, type JobListResponse } from '@pathway/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { matchingProfile } from '../../users/matching-profile.service.ts';
import { listJobs } from '../jobs.service.ts';
import { checkEligibility, matchCriteriaOf, matchJob, type MatchCriteria } from './match.ts';

/** Said to a guest (or a session that ended) asking for eligible=me, sortBy=match or recommendations. */
export const SIGN_IN_FOR_MATCHES = 'Please sign in to see the jobs that fit your profile.';

/** The signed-in viewer's profile as the catalogue compares jobs with it (docs/product/matches.md). */
export async function viewerMatchCriteria(deps: Pick<AppDeps, 'database'>, userId: string): Promise<MatchCriteria> {
  const profile = await matchingProfile(deps, userId);
  if (!profile) throw new AppError('UNAUTHORIZED', SIGN_IN_FOR_MATCHES);
  return matchCriteriaOf(profile);
}

/**
 * The job as this viewer sees it: its eligibility against the profile (when the job sets any) and
 * how it fits (when the profile lists skills). A new object: cached pages are shared by everyone.
 */
export function explainJob<T extends Job>(job: T, criteria: MatchCriteria): T {
  const explained: T = { ...job };
  if (job.eligibility) explained.eligibilityCheck = checkEligibility(job.eligibility, criteria.eligibility);
  const match = matchJob(job, criteria);
  if (match) explained.match = match;
  return explained;
}

/**
 * GET /jobs/recommended: the best matches among the jobs the profile is eligible for and that
 * share a skill with it, as "Best match" orders them; none, with `needsSkills`, for a profile
 * without skills (the dashboard then says to add them).
 */
export async function recommendedJobs(
  deps: Parameters<typeof listJobs>[0],
  criteria: MatchCriteria,
): Promise<{ list: JobListResponse; needsSkills: boolean }> {
  if (criteria.skillKeys.length === 0) {
    return { list: { data: [], pagination: { page: 1, limit: RECOMMENDED_JOBS, total: 0, totalPages: 0 } }, needsSkills: true };
  }
  const list = await listJobs(deps, {
    page: 1,
    limit: RECOMMENDED_JOBS,
    filters: { eligible: 'me' },
    sortBy: 'match',
    profile: criteria,
    sharingSkills: true,
  });
  return { list, needsSkills: false };
}
