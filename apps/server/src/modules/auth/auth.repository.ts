import type { ActivityType, OtpPurpose } from '@pathway/contracts';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, oneTimeCodes, passwordResetTokens, refreshTokens, users, type User } from '../../db/schema.ts';

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/** Undefined when the email is taken (a concurrent registration won). */
export async function insertUser(db: Database, account: NewAccount): Promise<User | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...account, updatedAt: account.createdAt })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updatePasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Sets the role unless it is that already; answers whether it changed. */
export async function updateRole(db: Database, id: string, role: User['role']): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, id), ne(users.role, role)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function markEmailVerified(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

/** What every authenticated request needs to know about its user. */
export interface SessionUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerifiedAt: Date | null;
  subscriptionTier: User['subscriptionTier'];
  subscriptionStatus: User['subscriptionStatus'];
  subscriptionExpiresAt: Date | null;
  role: User['role'];
  /** The row's version (PostgreSQL's xmin): changes with every write to the account. */
  stamp: string;
}

/**
 * The user of an access token, but only while its session (refresh family) is alive: signing out,
 * a reset, "sign out other sessions", a deleted account and a disabled one end the access tokens at once.
 */
export async function findSessionUser(
  db: Database,
  userId: string,
  familyId: string,
  now: Date,
): Promise<SessionUserRow | undefined> {
  const [row] = await sessionUserStatement(db).execute({ userId, familyId, now });
  return row;
}

/**
 * Every signed-in request asks this: one statement prepared once per database handle (PostgreSQL
 * parses and plans it once per connection instead of on every request).
 */
const buildSessionUser = (db: Database) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerifiedAt: users.emailVerifiedAt,
      subscriptionTier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
      role: users.role,
      stamp: sql<string>`${users}.xmin::text`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        isNull(users.disabledAt),
        sql`EXISTS (SELECT 1 FROM ${refreshTokens} WHERE ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
          AND ${refreshTokens.userId} = ${users.id} AND ${refreshTokens.revokedAt} IS NULL
          AND ${refreshTokens.expiresAt} > ${sql.placeholder('now')})`,
      ),
    )
    .limit(1)
    .prepare('pathway_session_user');
const sessionUserStatements = new WeakMap<Database, ReturnType<typeof buildSessionUser>>();

function sessionUserStatement(db: Database) {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    statement = buildSessionUser(db);
    sessionUserStatements.set(db, statement);
  }
  return statement;
}

// ---------------------------------------------------------------------------------------------
// Refresh tokens (sessions)
// ---------------------------------------------------------------------------------------------

export interface NewRefreshToken {
  userId: string;
  tokenHash: string;
  familyId: string;
  rememberMe: boolean;
  expiresAt: Date;
  createdAt: Date;
  device?: string | null;
  browser?: string | null;
  os?: string | null;
  place?: string | null;
}

export async function insertRefreshToken(db: Database, token: NewRefreshToken): Promise<string> {
  const [row] = await db.insert(refreshTokens).values(token).returning({ id: refreshTokens.id });
  return row!.id;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Revokes a live token and answers it, or answers nothing when it is unknown, expired or already
 * revoked. One statement, so of two requests with the same token exactly one gets the row: the
 * other waits for the row lock and then finds `revoked_at` set.
 */
export async function claimRefreshToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning();
  return row;
}

export async function setReplacedBy(db: Database, id: string, replacedBy: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
}

/** Revokes every live token of a family; answers how many there were. */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Revokes every token of the user (but the family `except`); answers how many live sessions ended. */
export async function revokeUserSessions(db: Database, userId: string, now: Date, except?: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except ? ne(refreshTokens.familyId, except) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
  return new Set(rows.filter((r) => r.expiresAt > now).map((r) => r.familyId)).size;
}

/** A live session as the settings page lists it: its newest token, and when its first was issued. */
export interface SessionRow {
  familyId: string;
  device: string | null;
  browser: string | null;
  os: string | null;
  place: string | null;
  startedAt: Date;
  lastUsedAt: Date;
}

/**
 * The user's live sessions, most recently used first. A live family has exactly one unrevoked,
 * unexpired token (rotation revokes the old one as it inserts the new), whose `created_at` is the
 * last sign-in or refresh; the family's oldest token says when the session started.
 */
export async function listLiveSessions(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      familyId: refreshTokens.familyId,
      device: refreshTokens.device,
      browser: refreshTokens.browser,
      os: refreshTokens.os,
      place: refreshTokens.place,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot use.
      startedAt: sql<Date>`(SELECT min(f.created_at) FROM refresh_tokens AS f WHERE f.family_id = "refresh_tokens"."family_id")`.mapWith(
        refreshTokens.createdAt,
      ),
      lastUsedAt: refreshTokens.createdAt,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .orderBy(desc(refreshTokens.createdAt), refreshTokens.familyId);
}

/**
 * Revokes one family, but only if it is the user's; answers whether it was live (so ending another
 * user's session, an unknown one or one already ended are all "not found").
 */
export async function revokeUserFamily(db: Database, userId: string, familyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ expiresAt: refreshTokens.expiresAt });
  return rows.some((r) => r.expiresAt > now);
}

// ---------------------------------------------------------------------------------------------
// One-time codes
// ---------------------------------------------------------------------------------------------

/** Serialises code issuing for one email and purpose until the transaction ends. */
export async function lockCodes(db: Database, email: string, purpose: OtpPurpose): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${purpose}:${email}`}, 0))`);
}

/** When the codes of the last `since` were issued, newest first. */
export async function codeIssueTimes(db: Database, email: string, purpose: OtpPurpose, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, since)))
    .orderBy(desc(oneTimeCodes.createdAt));
  return rows.map((r) => r.createdAt);
}

export interface NewCode {
  email: string;
  purpose: OtpPurpose;
  codeHash: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertCode(db: Database, code: NewCode): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

/** Only the newest code of an email and purpose counts. */
export async function latestCode(db: Database, email: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one of the code's tries before the code is compared, so parallel guesses cannot exceed the
 * limit; answers the tries used so far and the stored hash, or nothing when the code is spent.
 */
export async function spendCodeAttempt(db: Database, id: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.attempts} < ${maxAttempts}`,
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts, codeHash: oneTimeCodes.codeHash });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Ends every unused code of the email for these purposes. */
export async function consumeCodes(db: Database, email: string, purposes: OtpPurpose[], now: Date): Promise<void> {
  for (const purpose of purposes) {
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
  }
}

export async function deleteCodesOf(db: Database, email: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
}

// ---------------------------------------------------------------------------------------------
// Password reset tokens
// ---------------------------------------------------------------------------------------------

export async function insertResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** A reset token that can still be used: unused and not expired. */
export async function findUsableResetToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/** Uses the token; false when it was used (or expired) meanwhile. */
export async function useResetToken(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** After a reset, every other outstanding reset link of the user stops working too. */
export async function useAllResetTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// ---------------------------------------------------------------------------------------------
// Activity
// ---------------------------------------------------------------------------------------------

export async function insertActivity(
  db: Database,
  activity: { userId: string; type: ActivityType; title: string; createdAt: Date },
): Promise<void> {
  await db.insert(activities).values(activity);
}
