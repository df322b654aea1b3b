import { RECOMMENDED_JOBS, type Job, type JobListResponse } from '@pathway/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/errors.ts';
import { matchingProfile } from '../../users/matching-profile.service.ts';
import { listJobs } from '../jobs.service.ts';
import { checkEligibility, matchCriteriaOf, matchJob, type MatchCriteria } from './match.ts';

/** Said to a guest (or a session that ended) asking for eligible=me, sortBy=match or recommendations. */
export const SIGN_IN_FOR_MATCHES = 'Please sign in to see the jobs that fit your profile.';

/** Viewers whose criteria are kept per database handle (so per app), least recently used out. */
const MAX_KEPT_VIEWERS = 10_000;

/** Criteria kept by user id, with the version of the account row they were read from. */
class KeptCriteria {
  private readonly byUser = new Map<string, { stamp: string; criteria: MatchCriteria }>();
  /** Lookups so far, by whether the kept criteria answered (read by /metrics: pathway_match_profiles_total). */
  readonly reads = { memory: 0, database: 0 };

  get(userId: string, stamp: string): MatchCriteria | undefined {
    const kept = this.byUser.get(userId);
    if (kept?.stamp !== stamp) return undefined;
    this.byUser.delete(userId);
    this.byUser.set(userId, kept);
    return kept.criteria;
  }

  set(userId: string, stamp: string, criteria: MatchCriteria): void {
    this.byUser.delete(userId);
    this.byUser.set(userId, { stamp, criteria });
    if (this.byUser.size > MAX_KEPT_VIEWERS) this.byUser.delete(this.byUser.keys().next().value!);
  }
}

const keptCriteria = new WeakMap<object, KeptCriteria>();

/** The kept criteria of this database handle's app (/metrics reads their counts). */
export function keptCriteriaFor(deps: Pick<AppDeps, 'database'>): KeptCriteria {
  let kept = keptCriteria.get(deps.database.db);
  if (!kept) {
    kept = new KeptCriteria();
    keptCriteria.set(deps.database.db, kept);
  }
  return kept;
}

const freeze = (criteria: MatchCriteria): MatchCriteria => {
  Object.freeze(criteria.skillKeys);
  if (criteria.locations) Object.freeze(criteria.locations);
  if (criteria.types) Object.freeze(criteria.types);
  if (criteria.eligibility.degreeKeys) Object.freeze(criteria.eligibility.degreeKeys);
  Object.freeze(criteria.eligibility);
  return Object.freeze(criteria);
};

/**
 * The signed-in viewer's profile as the catalogue compares jobs with it (docs/product/matches.md).
 * Kept against the account row's version that the session read (`stamp`): a viewer's next list or
 * job page reads no profile, and any write to the account, by any process, is a new version.
 */
export async function viewerMatchCriteria(deps: Pick<AppDeps, 'database'>, viewer: { id: string; stamp: string }): Promise<MatchCriteria> {
  const kept = keptCriteriaFor(deps);
  const held = kept.get(viewer.id, viewer.stamp);
  if (held) {
    kept.reads.memory += 1;
    return held;
  }
  kept.reads.database += 1;
  const profile = await matchingProfile(deps, viewer.id);
  if (!profile) throw new AppError('UNAUTHORIZED', SIGN_IN_FOR_MATCHES);
  const criteria = freeze(matchCriteriaOf(profile));
  // Kept under the version it was read at (never older than the session's).
  kept.set(viewer.id, profile.stamp, criteria);
  return criteria;
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
