import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  REFRESH_TOKEN_TTL_DAYS,
  sessionMessages,
  type Session,
  type SubscriptionStatus,
  type SubscriptionTier,
  type UserRole,
} from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  findSessionUser,
  insertRefreshToken,
  listLiveSessions,
  revokeFamily,
  revokeUserFamily,
  revokeUserSessions,
  setReplacedBy,
} from './auth.repository.ts';
import { coarsenAddress, placeLabel, UNKNOWN_DEVICE, type SessionOrigin } from './session-details.ts';
import { settlePlan } from '../plans/plan.service.ts';
import { deriveKey, hashToken, randomToken, signAccessToken, verifyAccessToken } from './tokens.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'rateLimiter'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user of a request (`request.user`), loaded from the database on every request.
 * `subscriptionTier` is the tier in force now: premium only until `subscriptionExpiresAt`.
 */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** The session (refresh token family) the access token belongs to: the JWT's `sid`. */
  sessionId: string;
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  subscriptionExpiresAt: Date | null;
  /** Console access (docs/product/console.md#roles), read with the session on every request. */
  role: UserRole;
  /**
   * The account row's version, read with the session: it changes with every write to the account,
   * so what is derived from the row can be kept against it (the match profile, modules/jobs/matches).
   */
  stamp: string;
}

/** What a sign-in hands out: the access token for the header and the refresh token for the cookie. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  familyId: string;
  rememberMe: boolean;
  /** When the refresh token (and the whole session: rotation never extends it) ends. */
  expiresAt: Date;
}

const accessKeys = new WeakMap<Config, Uint8Array>();

/** The HS256 key, derived from JWT_SECRET once per config. */
export function accessKey(config: Config): Uint8Array {
  let key = accessKeys.get(config);
  if (!key) {
    key = deriveKey(config.jwtSecret, 'access-token');
    accessKeys.set(config, key);
  }
  return key;
}

/**
 * A new session (refresh family) for the user: 30 days with remember-me, 1 day without. `origin`
 * is what the settings page will show of it (session-details.ts).
 */
export async function startSession(deps: Deps, userId: string, rememberMe: boolean, origin?: SessionOrigin): Promise<IssuedSession> {
  const now = deps.now();
  const days = rememberMe ? REFRESH_TOKEN_TTL_DAYS.rememberMe : REFRESH_TOKEN_TTL_DAYS.session;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await insertRefreshToken(deps.database.db, {
    userId,
    tokenHash: hashToken(refreshToken),
    familyId,
    rememberMe,
    expiresAt,
    createdAt: now,
    ...origin,
  });
  const accessToken = await signAccessToken(accessKey(deps.config), { sub: userId, sid: familyId }, now);
  return { accessToken, refreshToken, familyId, rememberMe, expiresAt };
}

const sessionEnded = () => new AppError('UNAUTHORIZED', accountMessages.sessionEnded);

/**
 * Trades a refresh token for a new one in the same family (and a new access token). A token that
 * was already rotated is being replayed, by a thief or by the owner after a thief: the whole family
 * is revoked and both have to sign in again.
 */
export async function rotateSession(
  deps: Deps,
  log: FastifyBaseLogger,
  refreshToken: string,
  ip: string,
): Promise<{ userId: string; session: IssuedSession }> {
  const { db } = deps.database;
  const now = deps.now();
  const tokenHash = hashToken(refreshToken);

  const known = await findRefreshToken(db, tokenHash);
  if (!known) throw sessionEnded();
  await deps.rateLimiter.consume('refresh-account', known.userId, deps.config.rateLimits.refreshPerAccount);

  const next = randomToken();
  const rotated = await db.transaction(async (tx) => {
    const claimed = await claimRefreshToken(tx, tokenHash, now);
    if (!claimed) return undefined;
    const id = await insertRefreshToken(tx, {
      userId: claimed.userId,
      tokenHash: hashToken(next),
      familyId: claimed.familyId,
      rememberMe: claimed.rememberMe,
      expiresAt: claimed.expiresAt,
      createdAt: now,
      // The device is the one that signed in; the place follows it (the latest refresh's network).
      device: claimed.device,
      browser: claimed.browser,
      os: claimed.os,
      place: coarsenAddress(ip),
    });
    await setReplacedBy(tx, claimed.id, id);
    return claimed;
  });

  if (!rotated) {
    const current = await findRefreshToken(db, tokenHash);
    if (current?.replacedBy) {
      const revoked = await revokeFamily(db, current.familyId, now);
      log.warn({ event: 'auth.refresh.reuse', userId: current.userId, sessionId: current.familyId, revoked, ip }, 'a rotated refresh token was used again; session revoked');
    }
    throw sessionEnded();
  }

  const accessToken = await signAccessToken(accessKey(deps.config), { sub: rotated.userId, sid: rotated.familyId }, now);
  return {
    userId: rotated.userId,
    session: {
      accessToken,
      refreshToken: next,
      familyId: rotated.familyId,
      rememberMe: rotated.rememberMe,
      expiresAt: rotated.expiresAt,
    },
  };
}

/**
 * Ends the session of a refresh token (its whole family) and/or the session of the signed-in user;
 * never fails for a missing or dead token. Counted per account (of either token) before anything ends.
 */
export async function endSession(
  deps: Deps,
  refreshToken: string | undefined,
  signedIn: { userId: string; sessionId: string } | undefined,
): Promise<void> {
  const { db } = deps.database;
  const row = refreshToken ? await findRefreshToken(db, hashToken(refreshToken)) : undefined;
  const now = deps.now();
  // Only a live token counts against its account: an old, revoked one (which anyone who once held
  // it could replay) must not be able to use up the owner's sign-outs.
  const live = row && !row.revokedAt && row.expiresAt > now ? row : undefined;
  for (const userId of new Set([live?.userId, signedIn?.userId])) {
    if (userId) await deps.rateLimiter.consume('logout-account', userId, deps.config.rateLimits.logoutPerAccount);
  }
  if (row) await revokeFamily(db, row.familyId, now);
  if (signedIn) await revokeFamily(db, signedIn.sessionId, now);
}

/** Ends the session of a refresh token if it is the user's (a browser signing in again). */
export async function endSessionOf(deps: Deps, userId: string, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(deps.database.db, hashToken(refreshToken));
  if (row && row.userId === userId) await revokeFamily(deps.database.db, row.familyId, deps.now());
}

/** Signs the user out everywhere (or everywhere but `exceptSessionId`); answers how many sessions ended. */
export function revokeSessions(deps: Deps, userId: string, exceptSessionId?: string): Promise<number> {
  return revokeUserSessions(deps.database.db, userId, deps.now(), exceptSessionId);
}

/** Every session of the user ends, in `tx` (the console's disable and "end all sessions"); answers how many were live. */
export function revokeAllSessionsIn(tx: Database, userId: string, now: Date): Promise<number> {
  return revokeUserSessions(tx, userId, now);
}

/** The user's live sessions as the console shows them (no rate limit: the console's guard is the gate). */
export async function liveSessionsOf(deps: Pick<Deps, 'database' | 'now'>, userId: string): Promise<Omit<Session, 'current'>[]> {
  const rows = await listLiveSessions(deps.database.db, userId, deps.now());
  return rows.map((row) => ({
    id: row.familyId,
    device: row.device ?? UNKNOWN_DEVICE,
    browser: row.browser,
    os: row.os,
    place: placeLabel(row.place),
    createdAt: row.startedAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  }));
}

/** Settings → "Where you're signed in": the user's live sessions, `current` the caller's. */
export async function listSessions(deps: Deps, userId: string, currentSessionId: string): Promise<Session[]> {
  await deps.rateLimiter.consume('sessions-list-account', userId, deps.config.rateLimits.sessionsListPerAccount);
  const rows = await listLiveSessions(deps.database.db, userId, deps.now());
  return rows.map((row) => ({
    id: row.familyId,
    device: row.device ?? UNKNOWN_DEVICE,
    browser: row.browser,
    os: row.os,
    place: placeLabel(row.place),
    createdAt: row.startedAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.familyId === currentSessionId,
  }));
}

/**
 * Ends one session of the user: its refresh token stops refreshing and, since every request checks
 * the access token's session (authenticate), its access tokens stop working at once. Another
 * user's session, an unknown one and one already ended are all NOT_FOUND.
 */
export async function endUserSession(deps: Deps, userId: string, sessionId: string): Promise<void> {
  await deps.rateLimiter.consume('session-end-account', userId, deps.config.rateLimits.endSessionPerAccount);
  const ended = await revokeUserFamily(deps.database.db, userId, sessionId, deps.now());
  if (!ended) throw new AppError('NOT_FOUND', sessionMessages.notFound);
}

/** The user behind a bearer token, or null when the token is not valid or its session has ended. */
export async function authenticate(deps: Deps, accessToken: string): Promise<AuthUser | null> {
  const now = deps.now();
  const claims = await verifyAccessToken(accessKey(deps.config), accessToken, now);
  if (!claims) return null;
  // The signature held, so these are ours; a non-uuid would still be a bug, not a server error.
  if (!UUID.test(claims.sub) || !UUID.test(claims.sid)) return null;
  const row = await findSessionUser(deps.database.db, claims.sub, claims.sid, now);
  if (!row) return null;
  // One rule for the plan in force (modules/plans); a lapsed premium is written back as
  // free/inactive here, so every signed-in request sees it and /users/profile shows it.
  const plan = await settlePlan(deps.database.db, row.id, row, now);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId: claims.sid,
    subscriptionTier: plan.tier,
    subscriptionStatus: plan.status,
    subscriptionExpiresAt: plan.expiresAt,
    role: row.role,
    stamp: row.stamp,
  };
}
