import {
  categoryCountSchema,
  errorEnvelopeSchema,
  featuredJobSchema,
  featuredQuerySchema,
  idParamsSchema,
  jobListItemSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobSchema,
  jobSearchRequestSchema,
  recommendedJobsResponseSchema,
  successEnvelope,
  type JobListResponse,
  type JobFilters,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { rememberedQuery } from '../../platform/http/query-validation.ts';
import { signedInUser } from '../auth/auth.plugin.ts';
import { countJobView } from '../subscriptions/quota.service.ts';
import { applyLinkAccess, catalogueListForViewer, jobForViewer, readViewerForApplyLinks } from './apply-links.ts';
import { sendCached, sendCachedList } from './catalogue-response.ts';
import { catalogueViewer, readViewerForAdvancedFilters, requireUserForJobDetails, requireUserForMatches } from './jobs.gates.ts';
import type { MatchCriteria } from './matches/match.ts';
import { explainJob, recommendedJobs, viewerMatchCriteria } from './matches/matches.service.ts';
import type { OptionField } from './jobs.repository.ts';
import { categoryCounts, featuredJobs, getJob, listJobs, optionValues } from './jobs.service.ts';

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };
/** Lists: 401 for a stale token with advanced filters, 403 PREMIUM_REQUIRED for guests and free accounts. */
const listErrors = { ...errors, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const listEnvelope = successEnvelope(jobListResponseSchema);
const featuredEnvelope = successEnvelope(z.array(featuredJobSchema));
const categoriesEnvelope = successEnvelope(z.array(categoryCountSchema));
const optionsEnvelope = successEnvelope(z.array(z.string()));
const recommendedEnvelope = successEnvelope(recommendedJobsResponseSchema);

/** Each job explained for the signed-in viewer (docs/product/matches.md); a guest's list as it is. */
function explainList(list: JobListResponse, profile: MatchCriteria | undefined): JobListResponse {
  return profile ? { ...list, data: list.data.map((job) => explainJob(job, profile)) } : list;
}

/** The option lists of the filter sidebar; `jobsTypes` is the public API's spelling. */
const optionRoutes: [path: string, field: OptionField, summary: string][] = [
  ['/jobs/locations', 'locations', 'Locations of active jobs'],
  ['/jobs/domains', 'domains', 'Domains of active jobs'],
  ['/jobs/companies', 'companies', 'Companies with active jobs'],
  ['/jobs/jobsTypes', 'types', 'Job types of active jobs'],
];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      preHandler: [
        readViewerForAdvancedFilters((request) => request.query as JobFilters),
        requireUserForMatches((request) => request.query as { eligible?: unknown; sortBy?: unknown }),
        readViewerForApplyLinks,
      ],
      schema: {
        tags: ['jobs'],
        summary: 'Search and filter active jobs (experience and salary filters: Premium only)',
        // The same query string (another visitor, the same filters) is validated once (docs/search.md).
        querystring: rememberedQuery(jobListQuerySchema),
        response: { 200: listEnvelope, ...listErrors },
      },
    },
    async (request, reply) => {
      const { page, limit, query, sortBy, sortOrder, ...filters } = request.query;
      const viewer = catalogueViewer(request, app.deps.now());
      const profile = request.user ? await viewerMatchCriteria(app.deps, request.user) : undefined;
      const list = await listJobs(app.deps, { page, limit, query, sortBy, sortOrder, filters, profile }, viewer);
      return sendCachedList(reply, listEnvelope, jobListItemSchema, explainList(await catalogueListForViewer(app.deps, request, reply, list), profile));
    },
  );

  app.post(
    '/jobs/search',
    {
      preHandler: [
        readViewerForAdvancedFilters((request) => (request.body as { filters?: JobFilters } | undefined)?.filters),
        requireUserForMatches((request) => {
          const body = request.body as { filters?: { eligible?: unknown }; sortBy?: unknown } | undefined;
          return { eligible: body?.filters?.eligible, sortBy: body?.sortBy };
        }),
        readViewerForApplyLinks,
      ],
      schema: {
        tags: ['jobs'],
        summary: 'Search and filter active jobs (the same as GET /jobs, with the filters in a body)',
        body: jobSearchRequestSchema,
        response: { 200: listEnvelope, ...listErrors },
      },
    },
    async (request, reply) => {
      const profile = request.user ? await viewerMatchCriteria(app.deps, request.user) : undefined;
      const list = await listJobs(app.deps, { ...request.body, profile }, catalogueViewer(request, app.deps.now()));
      return sendCachedList(reply, listEnvelope, jobListItemSchema, explainList(await catalogueListForViewer(app.deps, request, reply, list), profile));
    },
  );

  app.get(
    '/jobs/recommended',
    {
      preHandler: requireUserForMatches(() => undefined),
      schema: {
        tags: ['jobs'],
        summary: 'Recommended for you: the six best matches the profile is eligible for (signed in)',
        security: [{ bearerAuth: [] }],
        response: { 200: recommendedEnvelope, 401: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const profile = await viewerMatchCriteria(app.deps, user);
      const { list, needsSkills } = await recommendedJobs(app.deps, profile);
      const shown = explainList(await catalogueListForViewer(app.deps, request, reply, list), profile);
      return ok({ data: shown.data, needsSkills });
    },
  );

  app.get(
    '/jobs/featured',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Featured active jobs, newest first',
        querystring: featuredQuerySchema,
        response: { 200: featuredEnvelope, ...errors },
      },
    },
    async (request, reply) => sendCached(reply, featuredEnvelope, await featuredJobs(app.deps, request.query.limit)),
  );

  app.get(
    '/jobs/category',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Active jobs per domain, largest first',
        response: { 200: categoriesEnvelope, ...errors },
      },
    },
    async (_request, reply) => sendCached(reply, categoriesEnvelope, await categoryCounts(app.deps)),
  );

  for (const [path, field, summary] of optionRoutes) {
    app.get(
      path,
      { schema: { tags: ['jobs'], summary, response: { 200: optionsEnvelope, ...errors } } },
      async (_request, reply) => sendCached(reply, optionsEnvelope, await optionValues(app.deps, field)),
    );
  }

  app.get(
    '/jobs/:id',
    {
      preHandler: requireUserForJobDetails,
      schema: {
        tags: ['jobs'],
        summary: 'One job with its full description (signed in; Free plan: 5 different jobs a month)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: successEnvelope(jobSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await getJob(app.deps, request.params.id);
      // Missing and expired jobs (404 above) cost no quota; QUOTA_EXCEEDED past the free plan's limit.
      const user = signedInUser(request);
      await countJobView(app.deps, user, job._id);
      reply.header('cache-control', 'private, no-store');
      const profile = await viewerMatchCriteria(app.deps, user);
      return ok(explainJob(jobForViewer(job, await applyLinkAccess(app.deps, user, [job._id])), profile));
    },
  );
};
