import { errorEnvelopeSchema, idParamsSchema, jobReportRequestSchema, jobReportSchema, listingHealthTexts, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import { myReport, reportJob } from './reports.service.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];
const tags = ['jobs'];

/** Students' reports of a job (docs/product/listing-health.md#reports). */
export const listingHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const report = successEnvelope(jobReportSchema);

  app.post(
    '/jobs/:id/report',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Report a problem with a job (closed, broken link, asks for a fee, duplicate, wrong details): once per student and job',
        security,
        params: idParamsSchema,
        body: jobReportRequestSchema,
        response: { 201: report, 400: error, 401: error, 403: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const created = await reportJob(deps, signedInUser(request).id, request.params.id, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return ok(created, listingHealthTexts.reported, 201);
    },
  );

  app.get(
    '/jobs/:id/report',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "My report of a job, or null when I have not reported it",
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(jobReportSchema.nullable()), 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await myReport(deps, signedInUser(request).id, request.params.id));
    },
  );
};
