import {
  adminMessageListQuerySchema,
  adminMessageListResponseSchema,
  adminMessageReplySchema,
  adminMessageSchema,
  adminMessageUpdateSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  consoleMessages,
  consoleOptionalReasonRequestSchema,
  consoleReasonRequestSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  paymentEventListQuerySchema,
  paymentEventListResponseSchema,
  reconcileResponseSchema,
  revokedSessionsResponseSchema,
  successEnvelope,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { listAudit } from '../audit/audit.service.ts';
import { listMessages } from '../contact/contact.service.ts';
import { listOrdersForConsole, listPaymentEvents } from '../orders/orders.service.ts';
import { listUsersForConsole } from '../users/users.service.ts';
import { actorOf, makeConsoleScope } from './console.guard.ts';
import { consoleJobsRoutes } from './console-jobs.routes.ts';
import { reconcileInConsole } from './console-payments.service.ts';
import { consoleMessage, replyToMessage, setMessageStatus } from './console-support.service.ts';
import {
  consoleUserDetail,
  deleteUserInConsole,
  endSessionsInConsole,
  resendVerificationInConsole,
  updateUserInConsole,
} from './console-users.service.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];
const tags = ['console'];
/** Every console answer can be these: the guard's 401 and 403 come before anything else. */
const guarded = { 400: error, 401: error, 403: error, 404: error, 429: error };
const moderator = { consoleRole: 'moderator' as const };
const admin = { consoleRole: 'admin' as const };

/**
 * The operations console's API under /api/v1/admin (docs/console-api.md). Every route here is behind
 * the console guard (console.guard.ts); a new area registers its routes inside this scope and says
 * who may call them with `config: { consoleRole }`.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  makeConsoleScope(app);

  // -- Users (admins) ----------------------------------------------------------------------------

  app.get(
    '/users',
    { config: admin, schema: { tags, security, summary: 'Accounts by email or name, role and state', querystring: adminUserListQuerySchema, response: { 200: successEnvelope(adminUserListResponseSchema), ...guarded } } },
    async (request) => ok(await listUsersForConsole(deps, request.query)),
  );

  app.get(
    '/users/:id',
    { config: admin, schema: { tags, security, summary: 'One account: profile, plan, sessions, recent activity, orders', params: idParamsSchema, response: { 200: successEnvelope(adminUserDetailSchema), ...guarded } } },
    async (request) => ok(await consoleUserDetail(deps, request.params.id)),
  );

  app.patch(
    '/users/:id',
    {
      config: admin,
      schema: { tags, security, summary: 'Change the role, disable or enable, grant or extend premium (premiumDays), with a reason', params: idParamsSchema, body: adminUserUpdateSchema, response: { 200: successEnvelope(adminUserSchema), ...guarded } },
    },
    async (request) => ok(await updateUserInConsole(deps, actorOf(request), request.params.id, request.body), consoleMessages.updated),
  );

  app.post(
    '/users/:id/sessions/revoke',
    { config: admin, schema: { tags, security, summary: 'End every session of the account', params: idParamsSchema, body: consoleReasonRequestSchema, response: { 200: successEnvelope(revokedSessionsResponseSchema), ...guarded } } },
    async (request) => ok({ revoked: await endSessionsInConsole(deps, actorOf(request), request.params.id, request.body.reason) }, consoleMessages.sessionsEnded),
  );

  app.post(
    '/users/:id/verification-mail',
    {
      config: admin,
      schema: { tags, security, summary: 'Mail a new sign-up code to an unverified account', params: idParamsSchema, body: consoleOptionalReasonRequestSchema, response: { 200: successEnvelope(z.null()), 409: error, ...guarded } },
    },
    async (request) => {
      await resendVerificationInConsole(deps, actorOf(request), request.log, request.params.id, request.body.reason);
      return ok(null, consoleMessages.verificationSent);
    },
  );

  app.delete(
    '/users/:id',
    { config: admin, schema: { tags, security, summary: 'Delete the account and its data on request', params: idParamsSchema, body: consoleReasonRequestSchema, response: { 200: successEnvelope(z.null()), ...guarded } } },
    async (request) => {
      await deleteUserInConsole(deps, actorOf(request), request.log, request.params.id, request.body.reason);
      return ok(null, consoleMessages.deleted);
    },
  );

  // -- Support (moderators) ----------------------------------------------------------------------

  app.get(
    '/messages',
    { config: moderator, schema: { tags, security, summary: 'Contact messages, open or closed', querystring: adminMessageListQuerySchema, response: { 200: successEnvelope(adminMessageListResponseSchema), ...guarded } } },
    async (request) => ok(await listMessages(deps, request.query)),
  );

  app.get(
    '/messages/:id',
    { config: moderator, schema: { tags, security, summary: 'One message with its replies', params: idParamsSchema, response: { 200: successEnvelope(adminMessageSchema), ...guarded } } },
    async (request) => ok(await consoleMessage(deps, request.params.id)),
  );

  app.post(
    '/messages/:id/reply',
    {
      config: moderator,
      schema: { tags, security, summary: 'Mail a reply to the sender and close the message', params: idParamsSchema, body: adminMessageReplySchema, response: { 200: successEnvelope(adminMessageSchema), 503: error, ...guarded } },
    },
    async (request) => ok(await replyToMessage(deps, actorOf(request), request.params.id, request.body.body), consoleMessages.replied),
  );

  app.patch(
    '/messages/:id',
    { config: moderator, schema: { tags, security, summary: 'Open or close a message', params: idParamsSchema, body: adminMessageUpdateSchema, response: { 200: successEnvelope(adminMessageSchema), ...guarded } } },
    async (request) => ok(await setMessageStatus(deps, actorOf(request), request.params.id, request.body.status), consoleMessages.messageUpdated),
  );

  // -- Payments (admins) -------------------------------------------------------------------------

  app.get(
    '/orders',
    { config: admin, schema: { tags, security, summary: "Every buyer's orders", querystring: adminOrderListQuerySchema, response: { 200: successEnvelope(adminOrderListResponseSchema), ...guarded } } },
    async (request) => ok(await listOrdersForConsole(deps, request.query)),
  );

  app.post(
    '/orders/:id/reconcile',
    {
      config: admin,
      schema: { tags, security, summary: 'Ask the provider for the order\'s payments and upgrade once if one was captured', params: idParamsSchema, response: { 200: successEnvelope(reconcileResponseSchema), 503: error, ...guarded } },
    },
    async (request) => ok(await reconcileInConsole(deps, actorOf(request), request.log, request.params.id), consoleMessages.reconciled),
  );

  app.get(
    '/payment-events',
    { config: admin, schema: { tags, security, summary: 'Received payment webhooks and what each did', querystring: paymentEventListQuerySchema, response: { 200: successEnvelope(paymentEventListResponseSchema), ...guarded } } },
    async (request) => ok(await listPaymentEvents(deps, request.query)),
  );

  // -- Audit log (admins; read only: no route edits or deletes it) --------------------------------

  app.get(
    '/audit-log',
    { config: admin, schema: { tags, security, summary: 'Every console action, filtered by actor, action, target and time', querystring: auditLogQuerySchema, response: { 200: successEnvelope(auditLogResponseSchema), ...guarded } } },
    async (request) => ok(await listAudit(deps.database.db, request.query)),
  );

  // -- Overview (admins), Jobs and Moderation (moderators) -----------------------------------------
  await app.register(consoleJobsRoutes);
};
