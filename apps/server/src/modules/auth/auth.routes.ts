import {
  accountMessages,
  authResponseSchema,
  errorEnvelopeSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  successEnvelope,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  type AuthResponse,
} from '@pathway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './auth.cookie.ts';
import { optionalUser } from './auth.plugin.ts';
import { newDeviceToken, readDeviceToken, setDeviceCookie } from './device-cookie.ts';
import {
  forgotPassword,
  login,
  logout,
  refresh,
  register,
  resendOtp,
  resetPassword,
  verifyOtp,
  type Caller,
  type SignedIn,
} from './auth.service.ts';

const error = errorEnvelopeSchema;
const authEnvelope = successEnvelope(authResponseSchema);
const nullEnvelope = successEnvelope(z.null());
const tags = ['accounts'];
/** Refresh and logout may come without any body, which Fastify validates as null. */
const refreshBody = z.union([z.null(), refreshRequestSchema]);

const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, log: request.log, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Answers carry tokens and personal data: no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** A new device cookie (device-cookie.ts) after the browser proved it is the account's owner. */
  const trustDevice = (reply: FastifyReply, email: string) => {
    setDeviceCookie(reply, deps.config, newDeviceToken(deps.config, email, deps.now()));
  };

  /** Sets the refresh cookie and answers the auth response. */
  const sendSignedIn = (reply: FastifyReply, signedIn: SignedIn): AuthResponse => {
    setRefreshCookie(reply, deps.config, signedIn.session, deps.now());
    return signedIn.auth;
  };

  app.post(
    '/users/register',
    {
      schema: {
        tags,
        summary: 'Create an account (unverified until the mailed 6-digit code is entered) and sign in',
        body: registerRequestSchema,
        response: { 201: authEnvelope, 400: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const signedIn = await register(deps, callerOf(request), request.body);
      return reply
        .code(201)
        .send(ok(sendSignedIn(reply, signedIn), 'Account created. We sent a 6-digit code to your email.', 201));
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'An unverified account with the right password gets a mailed sign-in code and 403 EMAIL_NOT_VERIFIED (details.email).',
        body: loginRequestSchema,
        response: { 200: authEnvelope, 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request, reply) => {
      const signedIn = await login(
        deps,
        callerOf(request),
        request.body,
        readRefreshToken(request, deps.config, undefined),
        readDeviceToken(request, deps.config),
      );
      trustDevice(reply, signedIn.auth.user.email);
      return ok(sendSignedIn(reply, signedIn), 'Welcome back!');
    },
  );

  app.post(
    '/users/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check a 6-digit code: register/login sign in, forgot-password answers a reset token',
        body: verifyOtpRequestSchema,
        response: { 200: successEnvelope(verifyOtpResponseSchema), 400: error, 429: error },
      },
    },
    async (request, reply) => {
      const outcome = await verifyOtp(deps, callerOf(request), request.body, readRefreshToken(request, deps.config, undefined));
      if (outcome.kind === 'reset') return ok({ resetToken: outcome.resetToken }, 'Code verified. Choose a new password.');
      trustDevice(reply, outcome.signedIn.auth.user.email);
      return ok(sendSignedIn(reply, outcome.signedIn), 'Verification successful!');
    },
  );

  app.post(
    '/users/resend-otp',
    {
      schema: {
        tags,
        summary: 'Send another code for the same purpose (no sooner than 30 s after the last; 10 a day)',
        body: resendOtpRequestSchema,
        response: { 200: successEnvelope(resendOtpResponseSchema), 400: error, 429: error },
      },
    },
    async (request) => {
      await resendOtp(deps, callerOf(request), request.body);
      return ok(
        { retryAfterSeconds: Math.ceil(deps.config.rateLimits.otpResend.windowMs / 1000) },
        'If an account needs a code, we have sent a new one to your email.',
      );
    },
  );

  app.post(
    '/users/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a reset link and code (the answer is the same whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: nullEnvelope, 400: error, 429: error },
      },
    },
    async (request) => {
      await forgotPassword(deps, callerOf(request), request.body.email, readDeviceToken(request, deps.config));
      return ok(null, accountMessages.resetInstructionsSent);
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with a reset token; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: nullEnvelope, 400: error, 429: error },
      },
    },
    async (request, reply) => {
      const { email } = await resetPassword(deps, callerOf(request), request.body);
      clearRefreshCookie(reply, deps.config);
      // The reset proved the mailbox: this browser's next sign-in is not slowed by others' failures.
      trustDevice(reply, email);
      return ok(null, accountMessages.passwordResetDone);
    },
  );

  app.post(
    '/users/refresh',
    {
      schema: {
        tags,
        summary: 'Trade the refresh token (cookie, or body for API clients) for new tokens',
        body: refreshBody,
        response: { 200: authEnvelope, 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const token = readRefreshToken(request, deps.config, request.body?.refreshToken);
      try {
        return ok(sendSignedIn(reply, await refresh(deps, callerOf(request), token)), 'Session refreshed.');
      } catch (err) {
        // A dead cookie is of no use to the browser: drop it with the 401.
        if (err instanceof AppError && err.code === 'UNAUTHORIZED') clearRefreshCookie(reply, deps.config);
        throw err;
      }
    },
  );

  app.post(
    '/users/logout',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Sign out: revokes this session (refresh token family) and clears the cookie; never fails for a missing token',
        body: refreshBody,
        response: { 200: nullEnvelope, 400: error, 429: error },
      },
    },
    async (request, reply) => {
      const token = readRefreshToken(request, deps.config, request.body?.refreshToken);
      await logout(deps, callerOf(request), token, request.user);
      clearRefreshCookie(reply, deps.config);
      return ok(null, 'You have been successfully signed out.');
    },
  );
};
