import type { JobListResponse } from '@pathway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { optionalUser } from '../auth/auth.plugin.ts';
import { isPremium, type StoredPlan } from '../plans/plan.ts';
import { selectAppliedJobIds } from './jobs.repository.ts';
import { KeptWith } from './kept-with.ts';

/**
 * Who sees a company's apply link in job answers (docs/profile-api.md "Applying"): premium
 * accounts, and any account for the jobs it has applied to. Guests and free accounts reach it only
 * through `PUT /jobs/apply/{id}` and its ticket, which count the monthly quota; otherwise the
 * free plan's "5 applications" would limit nothing. The featured jobs keep theirs.
 */
export interface ApplyLinkAccess {
  all: boolean;
  /** Jobs whose link is shown although `all` is false. */
  jobIds: ReadonlySet<string>;
}

export type ApplyLinkViewer = StoredPlan & { id: string };

const NONE: ApplyLinkAccess = { all: false, jobIds: new Set() };
const ALL: ApplyLinkAccess = { all: true, jobIds: new Set() };

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** What `viewer` (null: a guest) may see among `jobIds`: one read of its applications, none for guests and premium. */
export async function applyLinkAccess(deps: Deps, viewer: ApplyLinkViewer | null, jobIds: readonly string[]): Promise<ApplyLinkAccess> {
  if (!viewer) return NONE;
  if (isPremium(viewer, deps.now())) return ALL;
  const applied = await selectAppliedJobIds(deps.database.db, viewer.id, jobIds);
  return applied.length === 0 ? NONE : { all: false, jobIds: new Set(applied) };
}

/** A job without its link, kept with the job: the same object for every page that shows it (catalogue-response.ts keeps its JSON). */
const linkless = new KeptWith<object>('job without its apply link');

/** The job as `access` may see it: without `applyLink` unless allowed. */
export function jobForViewer<T extends { _id: string; applyLink?: string | undefined }>(job: T, access: ApplyLinkAccess): T {
  if (access.all || job.applyLink === undefined || access.jobIds.has(job._id)) return job;
  let rest = linkless.get(job) as T | undefined;
  if (!rest) {
    const { applyLink: _hidden, ...without } = job;
    rest = linkless.set(job, without) as T;
  }
  return rest;
}

/** The job as a guest sees it (jobForViewer with no access): the same object for every page that shows it. */
export function jobForGuest<T extends { _id: string; applyLink?: string | undefined }>(job: T): T {
  return jobForViewer(job, NONE);
}

/**
 * Catalogue pages are cached whole and shared by every viewer (catalogue-cache.ts), so the
 * links come out after the cache. The page without any link is remembered with the cached page
 * (and dropped with it), so that guests, the most frequent viewers, get one shared object, whose
 * encoded bytes catalogue-response.ts remembers in turn.
 */
const withoutLinks = new WeakMap<JobListResponse, JobListResponse>();

export function listForViewer(list: JobListResponse, access: ApplyLinkAccess): JobListResponse {
  if (access.all) return list;
  if (access.jobIds.size === 0 || !list.data.some((job) => access.jobIds.has(job._id))) {
    let shared = withoutLinks.get(list);
    if (!shared) {
      shared = { ...list, data: list.data.map((job) => jobForViewer(job, NONE)) };
      withoutLinks.set(list, shared);
    }
    return shared;
  }
  return { ...list, data: list.data.map((job) => jobForViewer(job, access)) };
}

/**
 * preHandler for the catalogue lists: reads the viewer when a bearer token comes (an earlier
 * preHandler may have read it already); a guest costs nothing, and a token that no longer works is a
 * guest here (the link is simply left out).
 */
export async function readViewerForApplyLinks(request: FastifyRequest): Promise<void> {
  if (request.user || !request.headers.authorization) return;
  await optionalUser(request);
}

/** A list shaped for the request's viewer; an answer that depends on the account is kept out of shared caches. */
export async function catalogueListForViewer(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  list: JobListResponse,
): Promise<JobListResponse> {
  if (request.user) reply.header('cache-control', 'private, no-store');
  const access = await applyLinkAccess(deps, request.user, list.data.map((job) => job._id));
  return listForViewer(list, access);
}
