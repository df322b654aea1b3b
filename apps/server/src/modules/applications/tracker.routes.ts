import {
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationMessages,
  applicationSchema,
  confirmationRequestSchema,
  createApplicationRequestSchema,
  deleteApplicationResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  pendingConfirmationResponseSchema,
  successEnvelope,
  updateApplicationRequestSchema,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import {
  answerConfirmation,
  createApplication,
  getApplication,
  listApplications,
  pendingConfirmations,
  removeApplication,
  updateApplication,
} from './applications.service.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];
const tags = ['applications'];

/** The application tracker (docs/applications-api.md): every query is the caller's own rows. */
export const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const application = successEnvelope(applicationSchema);

  app.get(
    '/applications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My tracked applications: filter by stage (comma-joined), search title or company, sort by last change or closing date',
        security,
        querystring: applicationListQuerySchema,
        response: { 200: successEnvelope(applicationListResponseSchema), 400: error, 401: error, 429: error },
      },
    },
    async (request) => ok(await listApplications(deps, signedInUser(request).id, request.query)),
  );

  app.post(
    '/applications',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Track a Pathway job ({jobId}; 409 when already tracked) or an opening found elsewhere ({title, company, link?})',
        security,
        body: createApplicationRequestSchema,
        response: { 201: application, 400: error, 401: error, 403: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const created = await createApplication(deps, signedInUser(request).id, request.body);
      reply.code(201);
      return ok(created, applicationMessages.created, 201);
    },
  );

  app.get(
    '/applications/pending-confirmation',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Applications still "clicked" to ask "Did you apply?" about (not for 3 days after "Not yet")',
        security,
        response: { 200: successEnvelope(pendingConfirmationResponseSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await pendingConfirmations(deps, signedInUser(request).id)),
  );

  app.get(
    '/applications/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One of my tracked applications with its timeline',
        security,
        params: idParamsSchema,
        response: { 200: application, 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => ok(await getApplication(deps, signedInUser(request).id, request.params.id)),
  );

  app.patch(
    '/applications/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change the stage (added to the timeline), notes (≤ 2,000 characters) or next step (within 2 years)',
        security,
        params: idParamsSchema,
        body: updateApplicationRequestSchema,
        response: { 200: application, 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => ok(await updateApplication(deps, signedInUser(request).id, request.params.id, request.body), applicationMessages.updated),
  );

  app.delete(
    '/applications/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove an application from my tracker (an Apply Now click still counts toward its month)',
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(deleteApplicationResponseSchema), 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => {
      await removeApplication(deps, signedInUser(request).id, request.params.id);
      return ok({ deleted: true as const }, applicationMessages.deleted);
    },
  );

  app.post(
    '/applications/:id/confirmation',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Answer "Did you apply?": yes (applied), not_yet (ask again in 3 days), wont (withdrawn)',
        security,
        params: idParamsSchema,
        body: confirmationRequestSchema,
        response: { 200: application, 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => {
      const { application: answered, message } = await answerConfirmation(deps, signedInUser(request).id, request.params.id, request.body.answer);
      return ok(answered, message);
    },
  );
};
