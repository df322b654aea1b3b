import { accountMessages, type AccountExport, type User } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { confirmPassword, type Caller } from '../auth/auth.service.ts';
import { revokeSessions } from '../auth/session.service.ts';
import { toUser } from '../auth/user.mapper.ts';
import { isPremium } from '../plans/plan.ts';
import { deleteUser, findUser, selectUserData } from './users.repository.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'rateLimiter' | 'backgroundMail' | 'storage'>;

async function userRow(deps: Deps, userId: string) {
  const row = await findUser(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  return row;
}

export async function getProfile(deps: Deps, userId: string): Promise<User> {
  await deps.rateLimiter.consume('profile-account', userId, deps.config.rateLimits.profilePerAccount);
  return toUser(await userRow(deps, userId));
}

/** Settings → sign out of all other sessions: every refresh family but the caller's. */
export async function revokeOtherSessions(deps: Deps, userId: string, sessionId: string): Promise<number> {
  return revokeSessions(deps, userId, sessionId);
}

/** Settings → download my data: the profile and everything kept about the user, never a hash or a token. */
export async function exportAccount(deps: Deps, userId: string): Promise<AccountExport> {
  const row = await userRow(deps, userId);
  const data = await selectUserData(deps.database.db, userId);
  // Apply links as the job answers show them: premium, or jobs applied to (jobs/apply-links.ts).
  const premium = isPremium(row, deps.now());
  return {
    exportedAt: deps.now().toISOString(),
    profile: toUser(row),
    savedJobs: data.saved.map(({ applied, applyLink, ...s }) => ({
      ...s,
      ...(applied || premium ? { applyLink } : {}),
      savedAt: s.savedAt.toISOString(),
    })),
    applications: data.applied.map((a) => ({ ...a, appliedAt: a.appliedAt.toISOString() })),
    activity: data.activity.map((a) => ({ ...a, time: a.time.toISOString() })),
    orders: data.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), paidAt: o.paidAt?.toISOString() ?? null })),
  };
}

/**
 * Settings → delete my account (India's DPDP Act: erasure): needs the password; erases the user and
 * all their data in one transaction. The email can register again at once.
 */
export async function deleteAccount(deps: Deps, caller: Caller, userId: string, password: string): Promise<void> {
  const { config, rateLimiter } = deps;
  await rateLimiter.consume('delete-account-ip', caller.ip, config.rateLimits.deleteAccountPerIp);
  const user = await confirmPassword(
    deps,
    caller,
    userId,
    password,
    { name: 'delete-account-failures', rule: config.rateLimits.deleteAccountFailuresPerAccount },
    'password',
    accountMessages.passwordIncorrect,
  );
  await deleteUser(deps.database.db, user.id, user.email);
  // The photo is the user's data too; the row is gone, so a failure here only leaves an orphan file.
  await deps.storage.remove(user.avatar).catch((error: unknown) => caller.log.warn({ err: error }, 'avatar file not removed'));
  await rateLimiter.reset('login-failures', user.email);
  caller.log.info({ event: 'account.delete', userId: user.id }, 'account deleted');
}
