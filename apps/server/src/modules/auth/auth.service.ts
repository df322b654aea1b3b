import {
  accountMessages,
  authMessages,
  consoleMessages,
  RESET_LINK_TTL_MINUTES,
  type AuthResponse,
  type ChangePasswordRequest,
  type LoginRequest,
  type OtpPurpose,
  type RegisterRequest,
  type ResendOtpRequest,
  type ResetPasswordRequest,
  type VerifyOtpRequest,
} from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { RateRule } from '../../config.ts';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { toUser } from './user.mapper.ts';
import { loginCodeMail, passwordChangedMail, passwordResetMail, verificationCodeMail } from './auth.mail.ts';
import {
  consumeCodes,
  findUsableResetToken,
  findUserByEmail,
  findUserById,
  insertActivity,
  insertResetToken,
  insertUser,
  markEmailVerified,
  revokeUserSessions,
  updateRole,
  updatePasswordHash,
  useAllResetTokens,
  useResetToken,
} from './auth.repository.ts';
import { deviceFor, type Device } from './device-cookie.ts';
import { admitAttempt, forgetAttempts } from './login-throttle.ts';
import { issueCode, issueCodeOrRefuse, verifyCode } from './otp.service.ts';
import { dummyPasswordHash, hashPassword, isCommonPassword, needsRehash, verifyPassword, type PasswordContext } from './passwords.ts';
import { sessionOrigin } from './session-details.ts';
import { endSession, endSessionOf, rotateSession, startSession, type AuthUser, type IssuedSession } from './session.service.ts';
import { hashToken, randomToken } from './tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'rateLimiter' | 'backgroundMail'>;

/** What a sign-in answers (token, refresh token, user) plus the session, whose token the route sets as the cookie. */
export interface SignedIn {
  auth: AuthResponse;
  session: IssuedSession;
}

/** Where a request comes from, for limits and the security log. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
  /** The User-Agent header: a new session keeps only its device, browser and OS (session-details.ts). */
  userAgent?: string | undefined;
}

/**
 * Starts a session. The browser's previous session of the same account (its cookie came along, e.g.
 * the one registration started before the code was entered) is replaced, not left running.
 */
async function signIn(deps: Deps, caller: Caller, user: User, rememberMe: boolean, previousRefreshToken?: string): Promise<SignedIn> {
  if (user.disabledAt) {
    caller.log.info({ event: 'auth.login', outcome: 'disabled', userId: user.id }, 'sign-in refused: account disabled');
    throw new AppError('FORBIDDEN', consoleMessages.accountDisabled);
  }
  if (previousRefreshToken) await endSessionOf(deps, user.id, previousRefreshToken);
  user = await promoteFromAdminEmails(deps, caller, user);
  const session = await startSession(deps, user.id, rememberMe, sessionOrigin(caller.userAgent, caller.ip));
  return {
    auth: { token: session.accessToken, refreshToken: session.refreshToken, user: toUser(user) },
    session,
  };
}

/**
 * ADMIN_EMAILS (docs/product/console.md#the-first-admins): a verified account with one of those
 * emails becomes an admin when it signs in, recorded in the audit log with no actor.
 */
async function promoteFromAdminEmails(deps: Deps, caller: Caller, user: User): Promise<User> {
  if (!user.emailVerifiedAt || user.role === 'admin' || !deps.config.adminEmails.includes(user.email)) return user;
  const changed = await deps.database.db.transaction(async (tx) => {
    if (!(await updateRole(tx, user.id, 'admin'))) return false;
    await recordAudit(
      tx,
      { actorId: null, ip: caller.ip },
      { action: 'role.bootstrap', targetType: 'user', targetId: user.id, before: { role: user.role }, after: { role: 'admin' }, reason: 'ADMIN_EMAILS', at: deps.now() },
    );
    return true;
  });
  if (changed) caller.log.warn({ event: 'console.role', outcome: 'bootstrap', userId: user.id }, 'ADMIN_EMAILS made an account an admin');
  return { ...user, role: 'admin' };
}

/** Refuses a password from the common list or made of the person's own words (VALIDATION_ERROR on `field`). */
export function assertPasswordNotCommon(password: string, field: string, context: PasswordContext): void {
  if (isCommonPassword(password, context)) {
    throw new AppError('VALIDATION_ERROR', authMessages.commonPassword, { [field]: authMessages.commonPassword });
  }
}

function recordActivity(deps: Deps, userId: string, type: 'login' | 'passwordReset', title: string) {
  return insertActivity(deps.database.db, { userId, type, title, createdAt: deps.now() });
}

/** Sends the code mail of an account for a purpose (in the background: see BackgroundMail). */
async function mailCode(deps: Deps, caller: Caller, user: User, purpose: OtpPurpose, code: string): Promise<void> {
  if (purpose === 'forgot-password') {
    // The link's token is written after the answer too: forgot-password then does the same work
    // before answering whether or not the account exists.
    deps.backgroundMail.compose(async () => {
      const resetToken = await createResetToken(deps, user.id);
      const url = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(resetToken)}`;
      return { ...passwordResetMail(user.firstName, code, url), to: user.email };
    }, caller.log);
    return;
  }
  const mail = purpose === 'register' ? verificationCodeMail(user.firstName, code) : loginCodeMail(user.firstName, code);
  deps.backgroundMail.send({ ...mail, to: user.email }, caller.log);
}

/** Whether an account gets real codes of this purpose: sign-up and sign-in codes only while unverified. */
function codeDeliverable(user: User | undefined, purpose: OtpPurpose): user is User {
  if (!user) return false;
  return purpose === 'forgot-password' || user.emailVerifiedAt === null;
}

async function createResetToken(deps: Deps, userId: string): Promise<string> {
  const now = deps.now();
  const token = randomToken();
  await insertResetToken(deps.database.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

// ---------------------------------------------------------------------------------------------
// Register, login
// ---------------------------------------------------------------------------------------------

/**
 * Creates an unverified account, mails a sign-up code and signs in
 * (docs/product/accounts.md#registration). An email whose account was never verified can register
 * again: the newest registration takes the account over, and every earlier code and session of it
 * stops working (so a squatter cannot keep an address, and whoever registered before cannot ride on
 * the owner's verification).
 */
export async function register(deps: Deps, caller: Caller, input: RegisterRequest): Promise<SignedIn> {
  const { rateLimiter, config, database } = deps;
  await rateLimiter.consume('register-ip', caller.ip, config.rateLimits.registerPerIp);
  await rateLimiter.consume('register-email', input.email, config.rateLimits.registerPerEmail);
  assertPasswordNotCommon(input.password, 'password', input);

  const existing = await findUserByEmail(database.db, input.email);
  if (existing?.emailVerifiedAt) throw new AppError('CONFLICT', accountMessages.accountExists);

  let user: User | undefined;
  if (existing) {
    // Registering again over an unverified account is the same person retrying only when the
    // password matches. Anyone else would otherwise set their own password on an account that its
    // owner then verifies from their mailbox (a takeover); the owner of a squatted address gets it
    // back through forgot-password, whose reset verifies the email and ends every session.
    if (!(await verifyPassword(existing.passwordHash, input.password))) {
      caller.log.info({ event: 'auth.register', outcome: 'unverified-exists', userId: existing.id }, 'registration refused');
      throw new AppError('CONFLICT', accountMessages.accountExists);
    }
    user = existing;
  } else {
    const passwordHash = await hashPassword(input.password);
    user = await insertUser(database.db, {
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      createdAt: deps.now(),
    });
  }
  // A concurrent registration (or verification) of the same email won the race.
  if (!user) throw new AppError('CONFLICT', accountMessages.accountExists);

  const code = await issueCode(deps, user.email, 'register', true);
  if (code.issued) await mailCode(deps, caller, user, 'register', code.code);
  caller.log.info({ event: 'auth.register', userId: user.id, again: Boolean(existing), codeSent: code.issued }, 'account registered');
  return signIn(deps, caller, user, false);
}

/** The limiter's name of the progressive delays per email typed (login-throttle.ts). */
const LOGIN_EMAIL = 'login-email';

/**
 * The device of a valid device cookie for `email` (device-cookie.ts), unless that cookie has failed
 * too often: it is then ignored, and its attempts count as any other browser's. Each attempt is
 * counted before the password check (a success clears it), so a parallel burst cannot overshoot.
 */
async function trustedDevice(deps: Deps, deviceToken: string | undefined, email: string): Promise<Device | null> {
  const device = deviceFor(deps.config, deviceToken, email, deps.now());
  if (!device) return null;
  const attempts = await deps.rateLimiter.hit('login-device', device.nonce, deps.config.rateLimits.loginFailuresPerDevice);
  return attempts <= deps.config.rateLimits.loginFailuresPerDevice.max ? device : null;
}

/**
 * Password sign-in. Unknown email and wrong password answer the same words after the same work (a
 * dummy hash is verified). Failures slow the next attempts down, never lock (docs/decisions/003-rate-limits.md):
 * a browser with the account's device cookie is counted on its own; any other is counted per email
 * typed (progressive delays) and per address (failures only, generous).
 */
export async function login(
  deps: Deps,
  caller: Caller,
  input: LoginRequest,
  previousRefreshToken?: string,
  deviceToken?: string,
): Promise<SignedIn> {
  const { rateLimiter, config, database } = deps;
  const limits = config.rateLimits;
  const device = await trustedDevice(deps, deviceToken, input.email);
  if (!device) {
    await rateLimiter.check('login-failures-ip', caller.ip, limits.loginFailuresPerIp);
    await admitAttempt(rateLimiter, LOGIN_EMAIL, input.email, limits.loginFailuresPerEmail);
  }

  const user = await findUserByEmail(database.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    await rateLimiter.hit('login-failures-ip', caller.ip, limits.loginFailuresPerIp);
    caller.log.info({ event: 'auth.login', outcome: 'failure', userId: user?.id, ip: caller.ip, knownDevice: Boolean(device) }, 'sign-in refused');
    throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  // The email's count is cleared only by a browser that had to go through it: the owner's own
  // device signing in must not hand an attacker a fresh set of free tries.
  if (device) await rateLimiter.reset('login-device', device.nonce);
  else await forgetAttempts(rateLimiter, LOGIN_EMAIL, input.email);

  if (needsRehash(user.passwordHash)) {
    await updatePasswordHash(database.db, user.id, await hashPassword(input.password));
  }

  if (user.disabledAt) {
    caller.log.info({ event: 'auth.login', outcome: 'disabled', userId: user.id }, 'sign-in refused: account disabled');
    throw new AppError('FORBIDDEN', consoleMessages.accountDisabled);
  }
  if (!user.emailVerifiedAt) {
    const code = await issueCode(deps, user.email, 'login', true);
    if (code.issued) await mailCode(deps, caller, user, 'login', code.code);
    caller.log.info({ event: 'auth.login', outcome: 'unverified', userId: user.id, codeSent: code.issued }, 'sign-in needs email verification');
    throw new AppError('EMAIL_NOT_VERIFIED', accountMessages.emailNotVerified, { email: user.email });
  }

  const signedIn = await signIn(deps, caller, user, input.rememberMe ?? false, previousRefreshToken);
  await recordActivity(deps, user.id, 'login', 'Signed in to Pathway');
  caller.log.info({ event: 'auth.login', outcome: 'success', userId: user.id, sessionId: signedIn.session.familyId }, 'signed in');
  return signedIn;
}

/**
 * Rotates the refresh token (see rotateSession) and answers the auth response with the user as
 * they are now.
 */
export async function refresh(deps: Deps, caller: Caller, refreshToken: string | undefined): Promise<SignedIn> {
  await deps.rateLimiter.consume('refresh-ip', caller.ip, deps.config.rateLimits.refreshPerIp);
  if (!refreshToken) throw new AppError('UNAUTHORIZED', accountMessages.noRefreshToken);
  const { userId, session } = await rotateSession(deps, caller.log, refreshToken, caller.ip);
  const user = await findUserById(deps.database.db, userId);
  if (!user || user.disabledAt) throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  return { auth: { token: session.accessToken, refreshToken: session.refreshToken, user: toUser(user) }, session };
}

/** Sign-out: ends the session of the refresh token and that of the bearer token, if any came. */
export async function logout(
  deps: Deps,
  caller: Caller,
  refreshToken: string | undefined,
  user: Pick<AuthUser, 'id' | 'sessionId'> | null,
): Promise<void> {
  await deps.rateLimiter.consume('logout-ip', caller.ip, deps.config.rateLimits.logoutPerIp);
  await endSession(deps, refreshToken, user ? { userId: user.id, sessionId: user.sessionId } : undefined);
  caller.log.info({ event: 'auth.logout', userId: user?.id }, 'signed out');
}

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

export type VerifyOutcome = { kind: 'signedIn'; signedIn: SignedIn } | { kind: 'reset'; resetToken: string };

/**
 * Checks a code. Sign-up and sign-in codes verify the email and sign in; a forgot-password code
 * answers a reset token for /reset-password.
 */
export async function verifyOtp(
  deps: Deps,
  caller: Caller,
  input: VerifyOtpRequest,
  previousRefreshToken?: string,
): Promise<VerifyOutcome> {
  const { rateLimiter, config, database } = deps;
  const purpose = input.type ?? 'login';
  // No limit per email: a stranger's wrong guesses would then stop the owner's right one. The
  // 5 tries per code and the code cooldown and daily cap bound guessing (003-rate-limits.md).
  await rateLimiter.consume('verify-otp-ip', caller.ip, config.rateLimits.verifyOtpPerIp);

  try {
    await verifyCode(deps, input.email, purpose, input.otp);
  } catch (err) {
    caller.log.info({ event: 'auth.otp', outcome: 'failure', purpose, ip: caller.ip }, 'code refused');
    throw err;
  }
  // Decoy codes never match, so an account exists unless it was deleted since the code was sent.
  const user = await findUserByEmail(database.db, input.email);
  if (!user) throw new AppError('OTP_EXPIRED', accountMessages.otpExpired);

  if (purpose === 'forgot-password') {
    const resetToken = await createResetToken(deps, user.id);
    caller.log.info({ event: 'auth.otp', outcome: 'success', purpose, userId: user.id }, 'reset code accepted');
    return { kind: 'reset', resetToken };
  }

  await markEmailVerified(database.db, user.id, deps.now());
  await forgetAttempts(rateLimiter, LOGIN_EMAIL, user.email);
  const verified = (await findUserById(database.db, user.id)) ?? user;
  const signedIn = await signIn(deps, caller, verified, input.rememberMe ?? false, previousRefreshToken);
  await recordActivity(deps, user.id, 'login', purpose === 'register' ? 'Verified your email and signed in' : 'Signed in to Pathway');
  caller.log.info({ event: 'auth.otp', outcome: 'success', purpose, userId: user.id, sessionId: signedIn.session.familyId }, 'email verified; signed in');
  return { kind: 'signedIn', signedIn };
}

/**
 * The console's "resend the verification mail": a new sign-up code to an unverified account, under
 * the same cooldown and daily cap as the person's own resend (RATE_LIMITED with the wait).
 */
export async function sendVerificationCode(deps: Deps, caller: Caller, userId: string): Promise<void> {
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new AppError('NOT_FOUND', consoleMessages.userNotFound);
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', consoleMessages.alreadyVerified);
  if (user.disabledAt) throw new AppError('CONFLICT', consoleMessages.disabledNoMail);
  const code = await issueCodeOrRefuse(deps, user.email, 'register', true);
  await mailCode(deps, caller, user, 'register', code);
}

/** Another code for the same purpose: the same answer whether or not the account exists. */
export async function resendOtp(deps: Deps, caller: Caller, input: ResendOtpRequest): Promise<void> {
  const { rateLimiter, config, database } = deps;
  await rateLimiter.consume('resend-otp-ip', caller.ip, config.rateLimits.resendOtpPerIp);
  const user = await findUserByEmail(database.db, input.email);
  const deliverable = codeDeliverable(user, input.type);
  const code = await issueCodeOrRefuse(deps, input.email, input.type, deliverable);
  if (deliverable) await mailCode(deps, caller, user, input.type, code);
}

// ---------------------------------------------------------------------------------------------
// Forgot and reset
// ---------------------------------------------------------------------------------------------

/**
 * Always the same answer; the mail (code + link) goes only to an existing account, cooldown allowing.
 * The per-email limit is per email and address, or per device cookie, so that a stranger's requests
 * never refuse the owner's; a browser with the account's device cookie skips the daily code cap too.
 */
export async function forgotPassword(deps: Deps, caller: Caller, email: string, deviceToken?: string): Promise<void> {
  const { rateLimiter, config, database } = deps;
  await rateLimiter.consume('forgot-ip', caller.ip, config.rateLimits.forgotPasswordPerIp);
  const device = deviceFor(config, deviceToken, email, deps.now());
  const requester = device ? `device:${device.nonce}` : `ip:${caller.ip}`;
  await rateLimiter.consume('forgot-email', `${email}|${requester}`, config.rateLimits.forgotPasswordPerEmailAndIp);
  const user = await findUserByEmail(database.db, email);
  const deliverable = codeDeliverable(user, 'forgot-password');
  const code = await issueCode(deps, email, 'forgot-password', deliverable, { dailyCap: !device });
  if (deliverable && code.issued) await mailCode(deps, caller, user, 'forgot-password', code.code);
  caller.log.info({ event: 'auth.forgot', userId: user?.id, mailed: deliverable && code.issued }, 'password reset requested');
}

const invalidResetLink = () =>
  new AppError('VALIDATION_ERROR', accountMessages.resetLinkInvalid, { token: accountMessages.resetLinkInvalid });

/**
 * Sets a new password with a reset token (from the mailed link, or from verify-otp). Email alone
 * is refused: an email-only reset would let anyone reset anyone's password. A reset uses every
 * reset token of the account, proves the mailbox (so it verifies the email), and signs out everywhere.
 */
export async function resetPassword(deps: Deps, caller: Caller, input: ResetPasswordRequest): Promise<{ email: string }> {
  const { rateLimiter, config, database } = deps;
  await rateLimiter.consume('reset-ip', caller.ip, config.rateLimits.resetPasswordPerIp);
  if (!input.token) throw new AppError('RESET_TOKEN_REQUIRED', accountMessages.resetTokenRequired);

  const now = deps.now();
  const tokenRow = await findUsableResetToken(database.db, hashToken(input.token), now);
  if (!tokenRow) throw invalidResetLink();
  await rateLimiter.consume('reset-account', tokenRow.userId, config.rateLimits.resetPasswordPerAccount);
  const user = await findUserById(database.db, tokenRow.userId);
  if (!user || (input.email && input.email !== user.email)) throw invalidResetLink();
  assertPasswordNotCommon(input.newPassword, 'newPassword', user);

  const passwordHash = await hashPassword(input.newPassword);
  const done = await database.db.transaction(async (tx) => {
    if (!(await useResetToken(tx, tokenRow.id, now))) return false;
    await updatePasswordHash(tx, user.id, passwordHash);
    await markEmailVerified(tx, user.id, now);
    await useAllResetTokens(tx, user.id, now);
    await consumeCodes(tx, user.email, ['forgot-password'], now);
    await revokeUserSessions(tx, user.id, now);
    await insertActivity(tx, { userId: user.id, type: 'passwordReset', title: 'Reset your password', createdAt: now });
    return true;
  });
  if (!done) throw invalidResetLink();

  await forgetAttempts(rateLimiter, LOGIN_EMAIL, user.email);
  notifyPasswordChanged(deps, caller, user, 'reset');
  caller.log.info({ event: 'auth.reset', userId: user.id }, 'password reset; every session revoked');
  return { email: user.email };
}

/** The "your password was changed" notice (after a reset or a change in settings). */
export function notifyPasswordChanged(deps: Deps, caller: Caller, user: Pick<User, 'email' | 'firstName'>, how: 'reset' | 'changed'): void {
  const mail = passwordChangedMail(user.firstName, how, deps.now(), `${deps.config.publicUrl}/forgot-password`);
  deps.backgroundMail.send({ ...mail, to: user.email }, caller.log);
}

// ---------------------------------------------------------------------------------------------
// Settings: re-authentication and password change
// ---------------------------------------------------------------------------------------------

/**
 * Re-authentication before a sensitive change (ASVS 7.5.1): answers the account when `password` is
 * the user's current one; otherwise counts a failure under `limit` and refuses with
 * VALIDATION_ERROR on `field`. Past the limit: 429 until its window ends.
 */
export async function confirmPassword(
  deps: Deps,
  caller: Caller,
  userId: string,
  password: string,
  limit: { name: string; rule: RateRule },
  field: string,
  message: string,
): Promise<User> {
  const { rateLimiter, database } = deps;
  // Counted before the check, cleared on success: parallel guesses cannot slip past the limit.
  await rateLimiter.consume(limit.name, userId, limit.rule);
  const user = await findUserById(database.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', accountMessages.sessionEnded);
  if (!(await verifyPassword(user.passwordHash, password))) {
    caller.log.info({ event: 'auth.reauth', outcome: 'failure', userId, ip: caller.ip }, 'password confirmation refused');
    throw new AppError('VALIDATION_ERROR', message, { [field]: message });
  }
  await rateLimiter.reset(limit.name, userId);
  return user;
}

/**
 * Settings → change password: needs the current one; keeps the caller's session and signs out
 * every other one; ends outstanding reset links; mails a notice.
 */
export async function changePassword(
  deps: Deps,
  caller: Caller,
  userId: string,
  sessionId: string,
  input: ChangePasswordRequest,
): Promise<void> {
  const { config, database } = deps;
  await deps.rateLimiter.consume('change-password-ip', caller.ip, config.rateLimits.changePasswordPerIp);
  const user = await confirmPassword(
    deps,
    caller,
    userId,
    input.currentPassword,
    { name: 'change-password-failures', rule: config.rateLimits.changePasswordFailuresPerAccount },
    'currentPassword',
    accountMessages.currentPasswordIncorrect,
  );
  assertPasswordNotCommon(input.newPassword, 'newPassword', user);

  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const revoked = await database.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await useAllResetTokens(tx, user.id, now);
    const count = await revokeUserSessions(tx, user.id, now, sessionId);
    await insertActivity(tx, { userId: user.id, type: 'passwordReset', title: 'Changed your password', createdAt: now });
    return count;
  });
  notifyPasswordChanged(deps, caller, user, 'changed');
  caller.log.info({ event: 'auth.password-change', userId: user.id, otherSessionsRevoked: revoked }, 'password changed');
}
