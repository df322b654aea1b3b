import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  errorEnvelopeSchema,
  manageSubscriptionResponseSchema,
  successEnvelope,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@pathway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import { subscriptionInfo } from '../subscriptions/subscriptions.service.ts';
import { createOrder, handleWebhook, listOrders, paymentMessages, verifyPayment, type Caller } from './orders.service.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];
const tags = ['orders'];

/** Razorpay's events are a few KB; nothing bigger is read (let alone hashed). */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

const callerOf = (request: FastifyRequest): Caller => ({ userId: signedInUser(request).id, ip: request.ip, log: request.log });

const singleHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const createOrderRouteSchema = {
  security,
  body: createOrderRequestSchema,
  response: { 201: successEnvelope(createOrderResponseSchema), 400: error, 401: error, 403: error, 429: error, 503: error },
};

/** Orders and payment confirmation, and the subscription page's checkout and orders (docs/payments-api.md). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/orders/create-order',
    {
      preHandler: requireVerifiedUser,
      schema: { tags, summary: 'Create a payment order for Premium at the server price (amount in paise)', ...createOrderRouteSchema },
    },
    async (request, reply) => {
      const order = await createOrder(deps, callerOf(request), request.body);
      return reply.code(201).send(ok(order, 'Order created.', 201));
    },
  );

  app.post(
    '/orders/verify-Payment',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: "Confirm Checkout's payment: signature, owner and order checked; upgrades once (a replay changes nothing)",
        security,
        body: verifyPaymentRequestSchema,
        response: { 200: successEnvelope(verifyPaymentResponseSchema), 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await verifyPayment(deps, caller, request.body);
      const subscription = await subscriptionInfo(deps, caller.userId);
      return ok({ success: true as const, message: paymentMessages.verified, subscription }, paymentMessages.verified);
    },
  );

  // The subscription page's checkout and order list are answers of this module, so that orders
  // uses subscriptions (the plan after a payment) and subscriptions never uses orders.
  const subscriptionTags = ['subscription'];
  app.post(
    '/subscription/checkout',
    {
      preHandler: requireVerifiedUser,
      schema: { tags: subscriptionTags, summary: 'The same as POST /orders/create-order', ...createOrderRouteSchema },
    },
    async (request, reply) => {
      const order = await createOrder(deps, callerOf(request), request.body);
      return reply.code(201).send(ok(order, 'Order created.', 201));
    },
  );

  app.get(
    '/subscription/manage',
    {
      preHandler: requireUser,
      schema: {
        tags: subscriptionTags,
        summary: 'My plan and my orders, newest first',
        security,
        response: { 200: successEnvelope(manageSubscriptionResponseSchema), 401: error, 429: error },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const [subscription, orders] = await Promise.all([subscriptionInfo(deps, userId), listOrders(deps, userId)]);
      return ok({ subscription, orders });
    },
  );

  // Its own context: the body is kept as the exact bytes that arrived (the signature is over them),
  // for this route only; every other route still parses JSON as usual.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => {
      done(null, body);
    });
    raw.post(
      '/orders/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary: "Razorpay's webhook (order.paid, payment.captured); X-Razorpay-Signature over the raw body",
          response: { 200: successEnvelope(z.object({ received: z.literal(true) })), 400: error, 413: error },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await handleWebhook(deps, request.log, {
          body,
          signature: singleHeader(request.headers['x-razorpay-signature']),
          eventId: singleHeader(request.headers['x-razorpay-event-id']),
        });
        return ok({ received: true as const }, 'Received.');
      },
    );
  });
};
