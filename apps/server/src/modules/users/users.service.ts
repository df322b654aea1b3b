import { createHash, randomBytes } from 'node:crypto';
import {
  accountMessages,
  profileCompletion,
  type AccountExport,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListQuery,
  type Paged,
  type ApplicationStatus,
  type CalendarTokenResponse,
  type CalendarTokenStatus,
  type NotificationSettings,
  type User,
} from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { User as UserRow } from '../../db/schema.ts';
import { API_PREFIX, type AppDeps } from '../../platform/deps.ts';
import { listRecentActivity } from '../activity/activity.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { consoleGrant, extendPremium } from '../plans/plan.service.ts';
import { AppError } from '../../platform/errors.ts';
import { confirmPassword, type Caller } from '../auth/auth.service.ts';
import { liveSessionsOf, revokeAllSessionsIn, revokeSessions } from '../auth/session.service.ts';
import { toUser } from '../auth/user.mapper.ts';
import { isPremium } from '../plans/plan.ts';
import {
  deleteUser,
  findUser,
  findUserIdByCalendarTokenHash,
  lockUser,
  lockUserByEmail,
  searchUsers,
  updateConsoleFields,
  selectNotificationSettings,
  selectUserData,
  setCalendarTokenHash,
  updateNotificationSettings,
} from './users.repository.ts';

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
    tracker: data.tracker.map((t) => ({
      _id: t.id,
      jobId: t.jobId,
      title: t.title,
      company: t.company,
      link: t.link,
      status: t.status,
      notes: t.notes,
      nextStepAt: t.nextStepAt?.toISOString() ?? null,
      closingDate: t.closingDate?.toISOString() ?? null,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
      timeline: timelineOf(data.timeline, t.id),
    })),
    notificationSettings: { deadlineReminders: row.deadlineReminders, followUps: row.followUps },
    calendarFeed: { active: row.calendarTokenHash !== null, createdAt: row.calendarTokenCreatedAt?.toISOString() ?? null },
    activity: data.activity.map((a) => ({ ...a, time: a.time.toISOString() })),
    savedSearches: data.searches.map((s) => ({
      _id: s.id,
      name: s.name,
      params: s.params,
      frequency: s.frequency,
      lastSentAt: s.lastSentAt?.toISOString() ?? null,
      createdAt: s.createdAt.toISOString(),
    })),
    dismissedJobs: data.dismissed.map((d) => ({ ...d, dismissedAt: d.dismissedAt.toISOString() })),
    orders: data.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), paidAt: o.paidAt?.toISOString() ?? null })),
  };
}

function timelineOf(entries: readonly { applicationId: string; status: ApplicationStatus; at: Date }[], id: string) {
  return entries.filter((e) => e.applicationId === id).map((e) => ({ status: e.status, at: e.at.toISOString() }));
}

// ---------------------------------------------------------------------------------------------
// Notification settings and the private calendar link (docs/applications-api.md)
// ---------------------------------------------------------------------------------------------

type SettingsDeps = Pick<AppDeps, 'database' | 'now'>;

/** `GET /users/notifications`: which reminder mails the user gets. */
export async function getNotificationSettings(deps: SettingsDeps, userId: string): Promise<NotificationSettings> {
  const row = await selectNotificationSettings(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  return { deadlineReminders: row.deadlineReminders, followUps: row.followUps };
}

/**
 * `PUT /users/notifications` (both kinds), and one-click unsubscribes (one kind): answers the
 * settings after the change.
 */
export async function setNotificationSettings(
  deps: SettingsDeps,
  userId: string,
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  if (!(await updateNotificationSettings(deps.database.db, userId, patch))) {
    throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  }
  return getNotificationSettings(deps, userId);
}

/** The calendar token's stored form: only its SHA-256 is kept (a 256-bit random token needs no slow hash). */
function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, base64url: 43 characters. */
const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `GET /users/calendar-token`: whether a private calendar link exists, never the token. */
export async function calendarTokenStatus(deps: SettingsDeps, userId: string): Promise<CalendarTokenStatus> {
  const row = await selectNotificationSettings(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  return { active: row.calendarTokenCreatedAt !== null, createdAt: row.calendarTokenCreatedAt?.toISOString() ?? null };
}

/**
 * `POST /users/calendar-token`: a new private link, shown this once; the previous token stops
 * working in the same statement.
 */
export async function newCalendarToken(
  deps: SettingsDeps & { config: Pick<AppDeps['config'], 'publicUrl'> },
  userId: string,
): Promise<CalendarTokenResponse> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  if (!(await setCalendarTokenHash(deps.database.db, userId, calendarTokenHash(token), now))) {
    throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  }
  return { token, url: `${deps.config.publicUrl}${API_PREFIX}/calendar/${token}.ics`, createdAt: now.toISOString() };
}

/** `DELETE /users/calendar-token`: the private link stops working; none until a new one is made. */
export async function revokeCalendarToken(deps: SettingsDeps, userId: string): Promise<void> {
  await setCalendarTokenHash(deps.database.db, userId, null, null);
}

/** The user whose private calendar link `token` is; undefined for anything else. */
export async function userForCalendarToken(deps: Pick<AppDeps, 'database'>, token: string): Promise<string | undefined> {
  if (!CALENDAR_TOKEN.test(token)) return undefined;
  return findUserIdByCalendarTokenHash(deps.database.db, calendarTokenHash(token));
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

// ---------------------------------------------------------------------------------------------
// The operations console (docs/console-api.md#users): the admin module calls these with its
// transaction and records the audit entry in it.
// ---------------------------------------------------------------------------------------------

/** An account as the console lists it: never a hash or a token. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsersForConsole(deps: Pick<AppDeps, 'database'>, query: AdminUserListQuery): Promise<Paged<AdminUser>> {
  const { rows, total } = await searchUsers(deps.database.db, {
    q: query.q || undefined,
    role: query.role,
    state: query.state,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { data: rows.map(toAdminUser), pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
}

/** Profile, plan, live sessions and recent activity of one account; undefined when there is none. */
export async function userDetailForConsole(deps: Pick<AppDeps, 'database' | 'now'>, id: string): Promise<Omit<AdminUserDetail, 'orders'> | undefined> {
  const row = await findUser(deps.database.db, id);
  if (!row) return undefined;
  const [sessions, activity] = await Promise.all([liveSessionsOf(deps, id), listRecentActivity(deps.database.db, id)]);
  return {
    ...toAdminUser(row),
    profile: {
      phone: row.phone,
      location: row.location,
      collegeName: row.collegeName,
      courseName: row.courseName,
      graduationYear: row.graduationYear,
      profileCompletion: profileCompletion(row),
    },
    sessions,
    activity: activity.map((a) => ({ type: a.type, title: a.title, time: a.time })),
  };
}

/** The account locked for a console change, or undefined. */
export function lockUserForConsole(tx: Database, id: string): Promise<UserRow | undefined> {
  return lockUser(tx, id);
}

/** What the audit log keeps of an account's console fields (never a hash or a token). */
export function consoleFieldsOf(row: Pick<UserRow, 'role' | 'disabledAt' | 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiresAt'>) {
  return {
    role: row.role,
    disabled: row.disabledAt !== null,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
  };
}

/**
 * Applies a console change to a locked account in `tx`: the role, disabling (every session ends in
 * the same transaction, so its access tokens answer 401 on their next request) or enabling, and
 * premium for `premiumDays` (expiry = max(now, expiry) + days, as a payment does). Answers the row after.
 */
export async function changeAccountInConsole(
  tx: Database,
  before: UserRow,
  change: { role?: UserRow['role'] | undefined; disabled?: boolean | undefined; premiumDays?: number | undefined },
  now: Date,
): Promise<UserRow> {
  const fields: { role?: UserRow['role']; disabledAt?: Date | null } = {};
  if (change.role !== undefined && change.role !== before.role) fields.role = change.role;
  if (change.disabled === true && !before.disabledAt) fields.disabledAt = now;
  if (change.disabled === false && before.disabledAt) fields.disabledAt = null;
  if (Object.keys(fields).length > 0) await updateConsoleFields(tx, before.id, fields);
  if (fields.disabledAt) await revokeAllSessionsIn(tx, before.id, now);
  if (change.premiumDays !== undefined) await extendPremium(tx, before.id, now, consoleGrant(change.premiumDays));
  return (await lockUser(tx, before.id))!;
}

/** Signs the account out everywhere, in `tx`; answers how many sessions were live. */
export function endAllSessionsInConsole(tx: Database, userId: string, now: Date): Promise<number> {
  return revokeAllSessionsIn(tx, userId, now);
}

/**
 * Deletion on request (India's DPDP Act), from the console: the same erasure as Settings → delete my
 * account, in `tx`; the avatar file goes after the commit (`removeAvatar`).
 */
export async function eraseAccountInConsole(tx: Database, row: UserRow): Promise<void> {
  await deleteUser(tx, row.id, row.email);
}

/** Removes a deleted account's photo; a failure only leaves an orphan file. */
export async function removeAvatar(deps: Pick<AppDeps, 'storage'>, avatar: string | null, log: FastifyBaseLogger): Promise<void> {
  await deps.storage.remove(avatar).catch((error: unknown) => log.warn({ err: error }, 'avatar file not removed'));
}

export type ShellGrant = { outcome: 'granted'; before: UserRow['role'] } | { outcome: 'unchanged' } | { outcome: 'no_account' } | { outcome: 'unverified' };

/**
 * `npm run admin:grant -- EMAIL ROLE` (docs/operations.md#console-roles): sets a verified account's
 * role and records it in the audit log with no actor, in one transaction.
 */
export async function grantRoleFromShell(db: Database, email: string, role: UserRow['role'], now: Date): Promise<ShellGrant> {
  return db.transaction(async (tx) => {
    const row = await lockUserByEmail(tx, email.trim().toLowerCase());
    if (!row) return { outcome: 'no_account' as const };
    if (!row.emailVerifiedAt) return { outcome: 'unverified' as const };
    if (row.role === role) return { outcome: 'unchanged' as const };
    await updateConsoleFields(tx, row.id, { role });
    await recordAudit(tx, { actorId: null, ip: null }, { action: 'role.grant', targetType: 'user', targetId: row.id, before: { role: row.role }, after: { role }, reason: 'npm run admin:grant', at: now });
    return { outcome: 'granted' as const, before: row.role };
  });
}
