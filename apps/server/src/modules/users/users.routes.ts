import {
  accountExportSchema,
  calendarTokenResponseSchema,
  calendarTokenStatusSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  errorEnvelopeSchema,
  notificationSettingsSchema,
  revokeSessionsResponseSchema,
  sessionListResponseSchema,
  sessionMessages,
  sessionParamsSchema,
  successEnvelope,
  userSchema,
} from '@pathway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { clearRefreshCookie } from '../auth/auth.cookie.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import { changePassword, type Caller } from '../auth/auth.service.ts';
import { endUserSession, listSessions } from '../auth/session.service.ts';
import {
  calendarTokenStatus,
  deleteAccount,
  exportAccount,
  getNotificationSettings,
  getProfile,
  newCalendarToken,
  revokeCalendarToken,
  revokeOtherSessions,
  setNotificationSettings,
} from './users.service.ts';

const error = errorEnvelopeSchema;
const tags = ['users'];
const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, log: request.log });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Answers carry tokens and personal data: no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/users/profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user (unverified accounts too)',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(userSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await getProfile(deps, signedInUser(request).id)),
  );

  app.post(
    '/users/change-password',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Change the password (needs the current one); signs out every other session',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(z.null()), 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await changePassword(deps, callerOf(request), user.id, user.sessionId, request.body);
      return ok(null, 'Your password has been changed. Other devices have been signed out.');
    },
  );

  app.post(
    '/users/sessions/revoke-others',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sign out of every other session',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(revokeSessionsResponseSchema), 401: error, 429: error },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const revoked = await revokeOtherSessions(deps, user.id, user.sessionId);
      request.log.info({ event: 'auth.revoke-others', userId: user.id, revoked }, 'other sessions signed out');
      return ok({ revoked }, revoked === 1 ? 'Signed out of 1 other session.' : `Signed out of ${revoked} other sessions.`);
    },
  );

  app.get(
    '/users/sessions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Where you're signed in: every live session (refresh token family), the caller's marked current",
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(sessionListResponseSchema), 401: error, 429: error },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(await listSessions(deps, user.id, user.sessionId), sessionMessages.listed);
    },
  );

  app.delete(
    '/users/sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'End one session: its refresh token stops refreshing and its access tokens stop working',
        security: [{ bearerAuth: [] }],
        params: sessionParamsSchema,
        response: { 200: successEnvelope(z.null()), 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await endUserSession(deps, user.id, request.params.id);
      request.log.info(
        { event: 'auth.session-end', userId: user.id, sessionId: request.params.id, current: request.params.id === user.sessionId },
        'session ended from settings',
      );
      return ok(null, sessionMessages.ended);
    },
  );

  app.get(
    '/users/export',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download my data: profile, saved jobs, applications, activity and orders (JSON attachment)',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(accountExportSchema), 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(deps, signedInUser(request).id);
      reply.header('content-disposition', 'attachment; filename="pathway-data.json"');
      return ok(data, 'Your data.');
    },
  );

  app.delete(
    '/users/account',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete my account and all its data (needs the password)',
        security: [{ bearerAuth: [] }],
        body: deleteAccountRequestSchema,
        response: { 200: successEnvelope(z.null()), 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, callerOf(request), signedInUser(request).id, request.body.password);
      clearRefreshCookie(reply, deps.config);
      return ok(null, 'Your account and all its data have been deleted.');
    },
  );

  // Reminder mails and the private calendar link (docs/applications-api.md).

  app.get(
    '/users/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Which reminder mails I get (deadline reminders, follow-ups; both on by default)',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(notificationSettingsSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await getNotificationSettings(deps, signedInUser(request).id)),
  );

  app.put(
    '/users/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Turn deadline reminders and follow-ups on or off',
        security: [{ bearerAuth: [] }],
        body: notificationSettingsSchema,
        response: { 200: successEnvelope(notificationSettingsSchema), 400: error, 401: error, 429: error },
      },
    },
    async (request) => ok(await setNotificationSettings(deps, signedInUser(request).id, request.body), 'Notification settings saved.'),
  );

  app.get(
    '/users/calendar-token',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Whether I have a private calendar link (the token is shown only when made)',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(calendarTokenStatusSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await calendarTokenStatus(deps, signedInUser(request).id)),
  );

  app.post(
    '/users/calendar-token',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Make a new private calendar link (GET /calendar/{token}.ics); the previous one stops working at once',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(calendarTokenResponseSchema), 401: error, 403: error, 429: error },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const made = await newCalendarToken(deps, user.id);
      request.log.info({ event: 'calendar.token-new', userId: user.id }, 'calendar link replaced');
      return ok(made, 'Your new calendar link is ready. The previous link no longer works.');
    },
  );

  app.delete(
    '/users/calendar-token',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Turn the private calendar link off',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(z.null()), 401: error, 429: error },
      },
    },
    async (request) => {
      await revokeCalendarToken(deps, signedInUser(request).id);
      return ok(null, 'Your calendar link no longer works.');
    },
  );
};
