import {
  errorEnvelopeSchema,
  plansResponseSchema,
  subscriptionInfoSchema,
  successEnvelope,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, signedInUser } from '../auth/auth.plugin.ts';
import { PLANS } from '../plans/plan.ts';
import { cancelSubscription, subscriptionInfo } from './subscriptions.service.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];
const tags = ['subscription'];
const infoEnvelope = successEnvelope(subscriptionInfoSchema);

/** Plans, the caller's plan, cancel, orders (docs/product/plans-and-payments.md; docs/payments-api.md). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/subscription/plans',
    { schema: { tags, summary: 'The plans: Free and Premium, with price, features and limits', response: { 200: successEnvelope(plansResponseSchema), 429: error } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok([...PLANS]);
    },
  );

  // Everything below is about the caller's own account.
  await app.register(async (plugin) => {
    const own = plugin.withTypeProvider<ZodTypeProvider>();
    own.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    own.get(
      '/subscription/info',
      {
        preHandler: requireUser,
        schema: { tags, summary: "My plan now (expiry checked), this month's usage and limits", security, response: { 200: infoEnvelope, 401: error, 429: error } },
      },
      async (request) => ok(await subscriptionInfo(deps, signedInUser(request).id)),
    );

    own.post(
      '/subscription/cancel',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Cancel Premium: it stays until its expiry (status cancelled), then the account is free',
          security,
          response: { 200: infoEnvelope, 401: error, 409: error, 429: error },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const info = await cancelSubscription(deps, user.id);
        request.log.info({ event: 'subscription.cancel', userId: user.id, expiresAt: info.expiresAt }, 'premium cancelled');
        return ok(info, 'Premium cancelled. It stays active until it expires.');
      },
    );
  });
};
