import { consoleMessages, type AdminUser, type AdminUserDetail, type AdminUserUpdate } from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { sendVerificationCode } from '../auth/auth.service.ts';
import { listOrders } from '../orders/orders.service.ts';
import {
  changeAccountInConsole,
  consoleFieldsOf,
  endAllSessionsInConsole,
  eraseAccountInConsole,
  lockUserForConsole,
  removeAvatar,
  toAdminUser,
  userDetailForConsole,
} from '../users/users.service.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'rateLimiter' | 'backgroundMail' | 'storage'>;
type Actor = AuditActor & { actorId: string };

const notFound = () => new AppError('NOT_FOUND', consoleMessages.userNotFound);

export async function consoleUserDetail(deps: Deps, id: string): Promise<AdminUserDetail> {
  const detail = await userDetailForConsole(deps, id);
  if (!detail) throw notFound();
  return { ...detail, orders: await listOrders(deps, id) };
}

/** The audit action of a change: one name per kind, `user.update` when several come together. */
function actionOf(patch: AdminUserUpdate): string {
  const kinds = [
    patch.role !== undefined ? 'user.role' : undefined,
    patch.disabled === true ? 'user.disable' : undefined,
    patch.disabled === false ? 'user.enable' : undefined,
    patch.premiumDays !== undefined ? 'user.premium' : undefined,
  ].filter(Boolean);
  return kinds.length === 1 ? kinds[0]! : 'user.update';
}

/**
 * `PATCH /admin/users/{id}`: role, disabled, premiumDays, with a reason; the change and its audit
 * entry in one transaction. An admin cannot change their own role or disable themselves (the
 * console would lose its last admin, or lock its user out).
 */
export async function updateUserInConsole(deps: Deps, actor: Actor, id: string, patch: AdminUserUpdate): Promise<AdminUser> {
  if (id === actor.actorId && (patch.role !== undefined || patch.disabled !== undefined)) {
    throw new AppError('FORBIDDEN', consoleMessages.ownAccount);
  }
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await lockUserForConsole(tx, id);
    if (!before) throw notFound();
    const after = await changeAccountInConsole(tx, before, patch, now);
    await recordAudit(tx, actor, {
      action: actionOf(patch),
      targetType: 'user',
      targetId: id,
      before: consoleFieldsOf(before),
      after: { ...consoleFieldsOf(after), ...(patch.premiumDays !== undefined ? { premiumDays: patch.premiumDays } : {}) },
      reason: patch.reason,
      at: now,
    });
    return toAdminUser(after);
  });
}

/** `POST /admin/users/{id}/sessions/revoke`: every session ends (its access tokens answer 401 at once). */
export async function endSessionsInConsole(deps: Deps, actor: Actor, id: string, reason: string): Promise<number> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const user = await lockUserForConsole(tx, id);
    if (!user) throw notFound();
    const revoked = await endAllSessionsInConsole(tx, id, now);
    await recordAudit(tx, actor, { action: 'user.sessions.revoke', targetType: 'user', targetId: id, before: null, after: { sessionsEnded: revoked }, reason, at: now });
    return revoked;
  });
}

/** `POST /admin/users/{id}/verification-mail`: a new sign-up code to an unverified account. */
export async function resendVerificationInConsole(deps: Deps, actor: Actor, log: FastifyBaseLogger, id: string, reason: string | undefined): Promise<void> {
  await sendVerificationCode(deps, { ip: actor.ip ?? '', log }, id);
  await deps.database.db.transaction((tx) =>
    recordAudit(tx, actor, { action: 'user.verification.resend', targetType: 'user', targetId: id, reason: reason ?? null, at: deps.now() }),
  );
}

/**
 * `DELETE /admin/users/{id}` (deletion on request, India's DPDP Act): the same erasure as the
 * person's own, with its audit entry in the same transaction; the entry keeps no personal data.
 */
export async function deleteUserInConsole(deps: Deps, actor: Actor, log: FastifyBaseLogger, id: string, reason: string): Promise<void> {
  if (id === actor.actorId) throw new AppError('FORBIDDEN', consoleMessages.ownAccount);
  const now = deps.now();
  const avatar = await deps.database.db.transaction(async (tx) => {
    const user = await lockUserForConsole(tx, id);
    if (!user) throw notFound();
    await eraseAccountInConsole(tx, user);
    await recordAudit(tx, actor, { action: 'user.delete', targetType: 'user', targetId: id, before: consoleFieldsOf(user), after: null, reason, at: now });
    return user.avatar;
  });
  await removeAvatar(deps, avatar, log);
  log.info({ event: 'account.delete', userId: id, by: actor.actorId }, 'account deleted from the console');
}
