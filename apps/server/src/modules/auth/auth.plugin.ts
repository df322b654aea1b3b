import fastifyCookie from '@fastify/cookie';
import { accountMessages } from '@pathway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { authenticate, type AuthUser } from './session.service.ts';

export type { AuthUser } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, set by the `requireUser`, `requireVerifiedUser` and `optionalUser`
     * preHandlers; null on routes without them and for guests.
     */
    user: AuthUser | null;
  }
}

/**
 * Registers what authentication needs on the root instance: cookie parsing (the refresh token's
 * cookie) and `request.user`. Call it once from buildApp, before the routes.
 *
 * Routes then pick a preHandler:
 *
 * ```ts
 * app.get('/users/profile', { preHandler: requireUser, schema }, async (request) => signedInUser(request));
 * app.post('/jobs/:id/save', { preHandler: requireVerifiedUser, schema }, …);   // 401, then 403 EMAIL_NOT_VERIFIED
 * app.get('/jobs', { preHandler: optionalUser, schema }, …);                    // request.user or null (guest)
 * ```
 *
 * An access token counts only while its session is alive: the user is loaded from the database on
 * every request, so signing out, a password reset, "sign out other sessions" and a deleted account
 * end it at once, not 15 minutes later.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1];
}

async function userOf(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return authenticate(request.server.deps, token);
}

/** preHandler: a valid bearer token of a live session, or 401 UNAUTHORIZED. Sets `request.user`. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const hadToken = Boolean(request.headers.authorization);
  const user = await userOf(request);
  if (!user) {
    throw new AppError(
      'UNAUTHORIZED',
      hadToken ? accountMessages.sessionEnded : 'Please sign in to continue.',
    );
  }
  request.user = user;
}

/**
 * preHandler: as `requireUser`, and the email must be verified (403 EMAIL_NOT_VERIFIED otherwise).
 * For save, apply, pay and profile setup (docs/product/accounts.md#verified-email).
 */
export async function requireVerifiedUser(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user!.emailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email address to continue.', { email: request.user!.email });
  }
}

/**
 * preHandler: sets `request.user` when a valid bearer token comes with the request, and leaves it
 * null otherwise; a missing, malformed or expired token is simply a guest, never an error (the
 * catalogue's viewer tier).
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.user = await userOf(request);
}

/** The user set by `requireUser`/`requireVerifiedUser`; throws if the route forgot the preHandler. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`${request.routeOptions.url ?? request.url} reads the user without requireUser`);
  return request.user;
}
