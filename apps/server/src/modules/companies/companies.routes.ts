import {
  companyListQuerySchema,
  companyListResponseSchema,
  companySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  jobListResponseSchema,
  pageQuerySchema,
  successEnvelope,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { catalogueListForViewer, readViewerForApplyLinks } from '../jobs/apply-links.ts';
import { sendCached } from '../jobs/catalogue-response.ts';
import { companyJobs, getCompany, listCompanies } from './companies.service.ts';

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const jobsEnvelope = successEnvelope(jobListResponseSchema);

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies hiring now, by name',
        querystring: companyListQuerySchema,
        response: { 200: successEnvelope(companyListResponseSchema), ...errors },
      },
    },
    async (request) => ok(await listCompanies(app.deps, request.query)),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'One company and its number of active jobs',
        params: idParamsSchema,
        response: { 200: successEnvelope(companySchema), 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await getCompany(app.deps, request.params.id)),
  );

  app.get(
    '/companies/:id/jobs',
    {
      schema: {
        tags: ['companies'],
        summary: "A company's active jobs, newest first",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: jobsEnvelope, 404: errorEnvelopeSchema, ...errors },
      },
      preHandler: readViewerForApplyLinks,
    },
    async (request, reply) => {
      const list = await companyJobs(app.deps, request.params.id, request.query.page, request.query.limit);
      return sendCached(reply, jobsEnvelope, await catalogueListForViewer(app.deps, request, reply, list));
    },
  );
};
