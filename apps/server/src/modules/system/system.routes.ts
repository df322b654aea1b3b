import { APP_VERSION, healthResponseSchema, readyResponseSchema, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { ok } from '../../platform/envelope.ts';

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
        summary: 'The database answers',
        response: { 200: successEnvelope(readyResponseSchema) },
      },
    },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
      }
      return ok({ status: 'ready' as const, database: 'up' as const });
    },
  );
};
