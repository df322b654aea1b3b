import { contactRequestSchema, errorEnvelopeSchema, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { submitContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stats/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactRequestSchema,
        response: {
          201: successEnvelope(z.null()),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await submitContactMessage(app.deps, request.log, request.body, request.ip);
      return reply.code(201).send(ok(null, "Message sent. We'll get back to you within 24 hours.", 201));
    },
  );
};
