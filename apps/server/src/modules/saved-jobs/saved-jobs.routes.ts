import {
  errorEnvelopeSchema,
  idParamsSchema,
  savedJobIdsResponseSchema,
  savedJobsQuerySchema,
  savedJobsResponseSchema,
  saveJobResponseSchema,
  successEnvelope,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import { listSavedJobs, savedJobIds, saveJob, unsaveJob } from './saved-jobs.service.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];

/** Saved jobs (docs/profile-api.md): every query is the caller's own rows. */
export const savedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/users/saved-jobs',
    {
      preHandler: requireUser,
      schema: {
        tags: ['saved jobs'],
        summary: 'My saved jobs, newest save first (expired ones marked), with an optional search',
        security,
        querystring: savedJobsQuerySchema,
        response: { 200: successEnvelope(savedJobsResponseSchema), 400: error, 401: error, 429: error },
      },
    },
    async (request) => ok(await listSavedJobs(deps, signedInUser(request), request.query)),
  );

  app.get(
    '/users/saved-jobs/ids',
    {
      preHandler: requireUser,
      schema: {
        tags: ['saved jobs'],
        summary: 'The id of every job I saved',
        security,
        response: { 200: successEnvelope(savedJobIdsResponseSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await savedJobIds(deps, signedInUser(request).id)),
  );

  app.post(
    '/jobs/:id/save',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags: ['saved jobs'],
        summary: 'Save a job (idempotent; an expired job cannot be saved)',
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(saveJobResponseSchema), 400: error, 401: error, 403: error, 404: error, 429: error },
      },
    },
    async (request) => ok(await saveJob(deps, signedInUser(request).id, request.params.id), 'Job saved successfully!'),
  );

  app.delete(
    '/jobs/:id/unsave',
    {
      preHandler: requireUser,
      schema: {
        tags: ['saved jobs'],
        summary: 'Remove a job from my saved jobs (idempotent)',
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(saveJobResponseSchema), 400: error, 401: error, 429: error },
      },
    },
    async (request) => ok(await unsaveJob(deps, signedInUser(request).id, request.params.id), 'Job removed from saved jobs.'),
  );
};
