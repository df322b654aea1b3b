import { applyJobResponseSchema, errorEnvelopeSchema, idParamsSchema, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import { applyToJob, redirectTarget } from './applications.service.ts';

const error = errorEnvelopeSchema;

/** Applying (docs/product/plans-and-payments.md#applying; docs/profile-api.md). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.put(
    '/jobs/apply/:id',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags: ['applications'],
        summary: 'Record my application to a job (once per job; free plan: 5 new ones a month)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: successEnvelope(applyJobResponseSchema), 400: error, 401: error, 403: error, 404: error, 429: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const jobId = request.params.id.toLowerCase();
      const { ticket, ...result } = await applyToJob(deps, signedInUser(request).id, jobId);
      const redirectUrl = `${app.prefix}/jobs/redirect/${jobId}?ticket=${encodeURIComponent(ticket)}`;
      return ok({ ...result, redirectUrl }, result.alreadyApplied ? 'You have already applied to this job.' : 'Application recorded.');
    },
  );

  // No sign-in: the web app opens it in a new tab after a successful apply, and a new tab carries
  // no bearer header, so the ticket from the apply answer stands for the user. Bad input of any kind
  // is answered by a redirect too (never an error page in that tab).
  app.get(
    '/jobs/redirect/:id',
    {
      schema: {
        tags: ['applications'],
        summary: "302 to the job's apply link with a valid apply ticket (only that); otherwise to the job's page in the app",
        params: z.object({ id: z.string() }),
        querystring: z.object({ ticket: z.unknown().optional() }),
        response: { 302: z.null().describe("Location: the job's apply link") },
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      const target = await redirectTarget(deps, request.params.id, typeof ticket === 'string' ? ticket : undefined, request.method === 'GET');
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(target, 302);
    },
  );
};
