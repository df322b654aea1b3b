import { APP_VERSION, healthResponseSchema, readyResponseSchema, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../platform/errors.ts';
import { ok } from '../../platform/envelope.ts';
import { searchIndexState } from '../jobs/search/search-index.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'The process is alive', response: { 200: successEnvelope(healthResponseSchema) } } },
    async () => ok({ status: 'ok' as const, version: APP_VERSION }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers (503 when not); Redis is reported, and only degrades',
        response: { 200: successEnvelope(readyResponseSchema) },
      },
    },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (err) {
        request.log.warn({ reason: (err as Error).message }, 'readiness check failed: the database is not answering');
        throw serviceUnavailable('The database is not answering.');
      }
      return ok({ status: 'ready' as const, database: 'up' as const, redis: app.deps.health.redis(), searchIndex: searchIndexState(app.deps) });
    },
  );
};
