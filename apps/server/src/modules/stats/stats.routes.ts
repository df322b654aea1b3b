import { errorEnvelopeSchema, platformStatsSchema, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../jobs/catalogue-response.ts';
import { platformStats } from './stats.service.ts';

const statsEnvelope = successEnvelope(platformStatsSchema);

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/platform',
    {
      schema: {
        tags: ['stats'],
        summary: 'The landing page numbers (cached for at most 60 s)',
        response: { 200: statsEnvelope, 429: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => sendCached(reply, statsEnvelope, await platformStats(app.deps)),
  );
};
