import {
  createSavedSearchRequestSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  savedSearchListSchema,
  savedSearchMessages,
  savedSearchSchema,
  successEnvelope,
  updateSavedSearchRequestSchema,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import { catalogueViewer } from '../jobs/jobs.gates.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service.ts';

const error = errorEnvelopeSchema;
const tags = ['saved-searches'];
const security = [{ bearerAuth: [] }];

/** Saved searches and their alert frequency (docs/saved-searches-api.md). */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/saved-searches',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My saved searches, oldest first (at most 20)',
        security,
        response: { 200: successEnvelope(savedSearchListSchema), 401: error, 429: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listSavedSearches(deps, signedInUser(request).id));
    },
  );

  app.post(
    '/saved-searches',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Save a /jobs search under a name with an alert frequency (409 past 20; experience and salary need premium)',
        security,
        body: createSavedSearchRequestSchema,
        response: { 201: successEnvelope(savedSearchSchema), 400: error, 401: error, 403: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await createSavedSearch(deps, user.id, catalogueViewer(request, deps.now()), request.body);
      reply.code(201);
      return ok(created, created.frequency === 'off' ? savedSearchMessages.savedPaused : savedSearchMessages.saved, 201);
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Rename a saved search, change its parameters, or its frequency (off pauses it)',
        security,
        params: idParamsSchema,
        body: updateSavedSearchRequestSchema,
        response: { 200: successEnvelope(savedSearchSchema), 400: error, 401: error, 403: error, 404: error, 429: error },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(await updateSavedSearch(deps, user.id, catalogueViewer(request, deps.now()), request.params.id, request.body), savedSearchMessages.updated);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete a saved search (its alerts stop)',
        security,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })), 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => {
      await deleteSavedSearch(deps, signedInUser(request).id, request.params.id);
      return ok({ deleted: true as const }, savedSearchMessages.deleted);
    },
  );
};
