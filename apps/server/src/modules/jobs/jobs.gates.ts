import { wantsAdvancedFilters, type JobFilters } from '@pathway/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { requireUser } from '../auth/auth.plugin.ts';
import { effectivePlan } from '../plans/plan.ts';
import type { CatalogueViewer } from './jobs.service.ts';
import { SIGN_IN_FOR_MATCHES } from './matches/matches.service.ts';

export const SIGN_IN_FOR_JOB_DETAILS = 'Please sign in to view job details.';

/**
 * preHandler of GET /jobs/:id (docs/product/plans-and-payments.md#job-views): a guest is asked to
 * sign in; a token is checked as `requireUser` checks it (an ended session is 401 too, so the
 * client refreshes).
 */
export async function requireUserForJobDetails(request: FastifyRequest): Promise<void> {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', SIGN_IN_FOR_JOB_DETAILS);
  await requireUser(request);
}

/**
 * preHandler of the job lists: the user is read only when it matters, i.e. when the request asks
 * for advanced filters and carries a token. Everything else (every guest, every plain list) keeps
 * the catalogue's fast path without a database read. A token that no longer works is 401 rather
 * than "guest", so a premium user with a stale access token refreshes instead of seeing the lock.
 */
export function readViewerForAdvancedFilters(filtersOf: (request: FastifyRequest) => Pick<JobFilters, 'experience' | 'salary'> | undefined) {
  return async function viewerForAdvancedFilters(request: FastifyRequest): Promise<void> {
    if (!request.headers.authorization || !wantsAdvancedFilters(filtersOf(request))) return;
    await requireUser(request);
  };
}

/** The viewer the catalogue checks advanced filters against; undefined for a guest. */
export function catalogueViewer(request: FastifyRequest, now: Date): CatalogueViewer | undefined {
  return request.user ? { subscriptionTier: effectivePlan(request.user, now).tier } : undefined;
}

/**
 * preHandler of the lists that compare jobs with the viewer's profile (eligible=me, sortBy=match)
 * and of the recommendations: a guest is asked to sign in, a token is checked as `requireUser`
 * checks it. Other lists keep the guest's fast path.
 */
export function requireUserForMatches(paramsOf: (request: FastifyRequest) => { eligible?: unknown; sortBy?: unknown } | undefined) {
  return async function userForMatches(request: FastifyRequest): Promise<void> {
    const params = paramsOf(request);
    if (params && params.eligible !== 'me' && params.sortBy !== 'match') return;
    if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', SIGN_IN_FOR_MATCHES);
    await requireUser(request);
  };
}
