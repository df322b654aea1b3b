import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { IssuedSession } from './session.service.ts';

/**
 * The refresh token's cookie (docs/accounts-api.md): HttpOnly, SameSite=Strict, only sent to the
 * users paths, Secure unless PUBLIC_URL is plain http on this machine. Over HTTPS its name carries
 * the `__Secure-` prefix (ASVS 3.3.1), which browsers accept only from a secure origin with `Secure`.
 */
export const REFRESH_COOKIE = 'pathway_refresh';
export const SECURE_REFRESH_COOKIE = `__Secure-${REFRESH_COOKIE}`;
export const REFRESH_COOKIE_PATH = '/api/v1/users';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the cookie may go without `Secure`: only for http://localhost and loopback addresses. */
export function isLocalHttp(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

function cookieName(config: Config): string {
  return isLocalHttp(config.publicUrl) ? REFRESH_COOKIE : SECURE_REFRESH_COOKIE;
}

/**
 * Remember me: a persistent cookie (Max-Age = what is left of the session). Otherwise a browser-session
 * cookie without Max-Age, which the browser drops when it closes (the server ends it after 1 day).
 */
export function setRefreshCookie(reply: FastifyReply, config: Config, session: IssuedSession, now: Date): void {
  reply.setCookie(cookieName(config), session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalHttp(config.publicUrl),
    path: REFRESH_COOKIE_PATH,
    ...(session.rememberMe ? { maxAge: Math.max(0, Math.round((session.expiresAt.getTime() - now.getTime()) / 1000)) } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalHttp(config.publicUrl),
    path: REFRESH_COOKIE_PATH,
  });
}

/** The refresh token from the cookie, else from the body (API clients without cookies). */
export function readRefreshToken(request: FastifyRequest, config: Config, bodyToken: string | undefined): string | undefined {
  const fromCookie = request.cookies?.[cookieName(config)];
  return fromCookie || bodyToken || undefined;
}
