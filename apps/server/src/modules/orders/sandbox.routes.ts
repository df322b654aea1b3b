import { errorEnvelopeSchema, singleLineText, successEnvelope } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { sandboxCheckoutScript } from '../../platform/payments/sandbox/sandbox.ts';
import { assertSandbox, sandboxPay } from './sandbox.service.ts';

const error = errorEnvelopeSchema;
const tags = ['payments sandbox'];

const sandboxPayRequestSchema = z.object({
  order_id: singleLineText({ error: 'order_id is required.' })
    .trim()
    .min(1, 'order_id is required.')
    .max(100, 'order_id is too long.')
    .regex(/^[A-Za-z0-9_]+$/, 'order_id is not valid.'),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure.' }),
});

const sandboxPayResponseSchema = z.union([
  z.object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

/**
 * The sandbox that stands in for Razorpay when no keys are set (docs/payments-api.md): its Checkout
 * script, and the "payment" that script makes. Both answer 404 in razorpay mode.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/payments/sandbox/checkout.js',
    { schema: { tags, summary: "The sandbox's Checkout script: window.Razorpay with Razorpay's API and a test-mode dialog" } },
    async (_request, reply) => {
      assertSandbox(deps);
      return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(sandboxCheckoutScript());
    },
  );

  app.post(
    '/payments/sandbox/pay',
    {
      schema: {
        tags,
        summary: 'Pay (or fail) a sandbox order as Razorpay would; the webhooks follow after the answer',
        body: sandboxPayRequestSchema,
        response: { 200: successEnvelope(sandboxPayResponseSchema), 400: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await sandboxPay(deps, request.log, request.ip, request.body);
      return ok(result, request.body.outcome === 'success' ? 'Payment captured (test mode).' : 'Payment failed (test mode).');
    },
  );
};
