import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RateLimits } from '../../src/config.ts';
import {
  call,
  codeOf,
  createVerifiedUser,
  freshEmail,
  freshIp,
  resetTokenOf,
  startAccounts,
  STRONG_PASSWORD,
  SUBJECTS,
  waitForMail,
  type Accounts,
  type SignedInUser,
} from './helpers.ts';

// Every account route is limited per IP and per account or email
// (docs/product/accounts.md#rate-limits). Each case starts the app with one rule of the table
// tightened to MAX, sends MAX requests that pass, shows the next one refused, and shows that the
// same request from another IP (per-IP and per-email-and-IP rules) or for another account or email
// (per-account and per-email rules) still passes. Covered elsewhere: failed logins per email and
// per device cookie (login-limits, register-login), the code cooldown and daily cap per email and
// purpose (otp), change-password and delete-account wrong passwords (settings), the global per-IP
// limit (platform).

const MAX = 2;
const WINDOW_MS = 60_000;
const NEW_PASSWORD = 'Tandoori-Lantern-Drift-8';

const registration = (email: string) => ({ email, password: STRONG_PASSWORD, firstName: 'Asha', lastName: 'Verma' });

/** A registered, unverified account and the code of its sign-up mail. */
async function registered(a: Accounts): Promise<{ email: string; code: string }> {
  const email = freshEmail('unverified');
  const res = await call(a, 'POST', '/users/register', registration(email));
  expect(res.statusCode).toBe(201);
  return { email, code: codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify)) };
}

/** The token of a fresh reset link for a verified account. */
async function resetToken(a: Accounts, user: SignedInUser): Promise<string> {
  expect((await call(a, 'POST', '/users/forgot-password', { email: user.email })).statusCode).toBe(200);
  return resetTokenOf(await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.reset));
}

/** Refreshes with a refresh token in the body; on success `holder.refreshToken` becomes the rotated one. */
async function refreshOf(a: Accounts, holder: SignedInUser, ip: string): Promise<LightMyRequestResponse> {
  const res = await call(a, 'POST', '/users/refresh', { refreshToken: holder.refreshToken }, { ip });
  if (res.statusCode === 200) holder.refreshToken = res.json().data.refreshToken;
  return res;
}

/** Signs in again from a fresh address: another session of the same account. */
async function anotherSession(a: Accounts, user: SignedInUser): Promise<string> {
  const res = await call(a, 'POST', '/users/login', { email: user.email, password: user.password });
  expect(res.statusCode).toBe(200);
  return res.json().data.refreshToken;
}

interface LimitCase<Ctx> {
  route: string;
  rule: keyof RateLimits;
  /** What the limit is keyed by. */
  per: 'IP' | 'email and IP' | 'email' | 'account';
  setup: (a: Accounts) => Promise<Ctx>;
  /** The i-th request (0 … MAX), from `ip`: per-IP and per-email-and-IP cases pass one address, the others a fresh one each time. */
  request: (a: Accounts, ctx: Ctx, i: number, ip: string) => Promise<LightMyRequestResponse>;
  /** The status of a request under the limit. */
  passes: number;
  /** The same request from another IP, or for another account or email. */
  other: (a: Accounts, ctx: Ctx, ip: string) => Promise<LightMyRequestResponse>;
  /** Its status (it may succeed where the limited ones were refused for other reasons). */
  otherPasses: number;
}

// Identity helper so that each case infers its own context type.
const limitCase = <Ctx>(c: LimitCase<Ctx>) => c as unknown as LimitCase<unknown>;

const cases: LimitCase<unknown>[] = [
  limitCase({
    route: 'POST /users/register',
    rule: 'registerPerIp',
    per: 'IP',
    setup: async () => undefined,
    request: (a, _ctx, _i, ip) => call(a, 'POST', '/users/register', registration(freshEmail()), { ip }),
    passes: 201,
    other: (a, _ctx, ip) => call(a, 'POST', '/users/register', registration(freshEmail()), { ip }),
    otherPasses: 201,
  }),
  limitCase({
    route: 'POST /users/register',
    rule: 'registerPerEmail',
    per: 'email',
    // The same person registering again over their unverified account, with the same password.
    setup: async () => freshEmail('again'),
    request: (a, email, _i, ip) => call(a, 'POST', '/users/register', registration(email), { ip }),
    passes: 201,
    other: (a, _email, ip) => call(a, 'POST', '/users/register', registration(freshEmail()), { ip }),
    otherPasses: 201,
  }),
  limitCase({
    route: 'POST /users/login',
    rule: 'loginFailuresPerIp',
    per: 'IP',
    setup: (a) => createVerifiedUser(a),
    // Only failures count: wrong passwords for other emails, then the right one (no device cookie).
    request: (a, user, i, ip) =>
      call(a, 'POST', '/users/login', i < MAX ? { email: freshEmail(), password: 'Wrong-Password-1' } : { email: user.email, password: user.password }, { ip }),
    passes: 401,
    other: (a, user, ip) => call(a, 'POST', '/users/login', { email: user.email, password: user.password }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/verify-otp',
    rule: 'verifyOtpPerIp',
    per: 'IP',
    setup: (a) => registered(a),
    // Guesses at other emails, then the right code of this account: refused from this address only.
    request: (a, acc, i, ip) =>
      call(a, 'POST', '/users/verify-otp', i < MAX ? { email: freshEmail(), otp: '123456', type: 'register' } : { email: acc.email, otp: acc.code, type: 'register' }, { ip }),
    passes: 400,
    other: (a, acc, ip) => call(a, 'POST', '/users/verify-otp', { email: acc.email, otp: acc.code, type: 'register' }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/resend-otp',
    rule: 'resendOtpPerIp',
    per: 'IP',
    setup: async () => undefined,
    request: (a, _ctx, _i, ip) => call(a, 'POST', '/users/resend-otp', { email: freshEmail(), type: 'register' }, { ip }),
    passes: 200,
    other: (a, _ctx, ip) => call(a, 'POST', '/users/resend-otp', { email: freshEmail(), type: 'register' }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/forgot-password',
    rule: 'forgotPasswordPerIp',
    per: 'IP',
    setup: async () => undefined,
    request: (a, _ctx, _i, ip) => call(a, 'POST', '/users/forgot-password', { email: freshEmail() }, { ip }),
    passes: 200,
    other: (a, _ctx, ip) => call(a, 'POST', '/users/forgot-password', { email: freshEmail() }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/forgot-password',
    rule: 'forgotPasswordPerEmailAndIp',
    per: 'email and IP',
    setup: (a) => createVerifiedUser(a),
    request: (a, user, _i, ip) => call(a, 'POST', '/users/forgot-password', { email: user.email }, { ip }),
    passes: 200,
    // The same email from another address: a stranger's requests never refuse the owner's.
    other: (a, user, ip) => call(a, 'POST', '/users/forgot-password', { email: user.email }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/reset-password',
    rule: 'resetPasswordPerIp',
    per: 'IP',
    setup: async (a) => resetToken(a, await createVerifiedUser(a)),
    // Dead links, then a good one: refused from this address only.
    request: (a, token, i, ip) => call(a, 'POST', '/users/reset-password', { token: i < MAX ? `dead-${i}` : token, newPassword: NEW_PASSWORD }, { ip }),
    passes: 400,
    other: (a, token, ip) => call(a, 'POST', '/users/reset-password', { token, newPassword: NEW_PASSWORD }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/reset-password',
    rule: 'resetPasswordPerAccount',
    per: 'account',
    setup: async (a) => ({ target: await resetToken(a, await createVerifiedUser(a)), other: await resetToken(a, await createVerifiedUser(a)) }),
    // A live link with refused passwords (the link stays usable), then a good password: refused for this account.
    request: (a, ctx, i, ip) => call(a, 'POST', '/users/reset-password', { token: ctx.target, newPassword: i < MAX ? 'Qwerty123' : NEW_PASSWORD }, { ip }),
    passes: 400,
    other: (a, ctx, ip) => call(a, 'POST', '/users/reset-password', { token: ctx.other, newPassword: NEW_PASSWORD }, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/refresh',
    rule: 'refreshPerIp',
    per: 'IP',
    setup: (a) => createVerifiedUser(a),
    request: (a, user, _i, ip) => refreshOf(a, user, ip),
    passes: 200,
    // The refused refresh rotated nothing: the same token still works from another address.
    other: (a, user, ip) => refreshOf(a, user, ip),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/refresh',
    rule: 'refreshPerAccount',
    per: 'account',
    setup: async (a) => ({ target: await createVerifiedUser(a), other: await createVerifiedUser(a) }),
    request: (a, ctx, _i, ip) => refreshOf(a, ctx.target, ip),
    passes: 200,
    other: (a, ctx, ip) => refreshOf(a, ctx.other, ip),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/logout',
    rule: 'logoutPerIp',
    per: 'IP',
    setup: async () => undefined,
    request: (a, _ctx, _i, ip) => call(a, 'POST', '/users/logout', undefined, { ip }),
    passes: 200,
    other: (a, _ctx, ip) => call(a, 'POST', '/users/logout', undefined, { ip }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'POST /users/logout',
    rule: 'logoutPerAccount',
    per: 'account',
    // Sessions of one account, each signed out from its own address (the last by its bearer token).
    setup: async (a) => {
      const target = await createVerifiedUser(a);
      const sessions = [target.refreshToken];
      for (let i = 0; i < MAX; i++) sessions.push(await anotherSession(a, target));
      return { target, sessions, other: await createVerifiedUser(a) };
    },
    request: (a, ctx, i, ip) =>
      i < MAX
        ? call(a, 'POST', '/users/logout', { refreshToken: ctx.sessions[i + 1]! }, { ip })
        : call(a, 'POST', '/users/logout', undefined, { ip, token: ctx.target.token }),
    passes: 200,
    other: (a, ctx, ip) => call(a, 'POST', '/users/logout', { refreshToken: ctx.other.refreshToken }, { ip, token: ctx.other.token }),
    otherPasses: 200,
  }),
  limitCase({
    route: 'GET /users/profile',
    rule: 'profilePerAccount',
    per: 'account',
    setup: async (a) => ({ target: await createVerifiedUser(a), other: await createVerifiedUser(a) }),
    request: (a, ctx, _i, ip) => call(a, 'GET', '/users/profile', undefined, { ip, token: ctx.target.token }),
    passes: 200,
    other: (a, ctx, ip) => call(a, 'GET', '/users/profile', undefined, { ip, token: ctx.other.token }),
    otherPasses: 200,
  }),
];

describe('account route limits', () => {
  for (const c of cases) {
    it(`${c.route} is limited per ${c.per} (${c.rule}): 429 RATE_LIMITED with Retry-After past the limit`, async () => {
      const a = await startAccounts({
        configure: (config) => ({ ...config, rateLimits: { ...config.rateLimits, [c.rule]: { max: MAX, windowMs: WINDOW_MS } } }),
      });
      try {
        const ctx = await c.setup(a);
        const sharedIp = freshIp();
        const ipOf = () => (c.per === 'IP' || c.per === 'email and IP' ? sharedIp : freshIp());

        for (let i = 0; i < MAX; i++) {
          const res = await c.request(a, ctx, i, ipOf());
          expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(c.passes);
        }

        const refused = await c.request(a, ctx, MAX, ipOf());
        expect(refused.statusCode, refused.body).toBe(429);
        expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
        const retryAfter = refused.headers['retry-after'];
        expect(retryAfter).toMatch(/^\d+$/);
        expect(Number(retryAfter)).toBeGreaterThan(0);
        expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_MS / 1000);
        expect(refused.json().details).toMatchObject({ retryAfter: Number(retryAfter) });

        // Another IP (per-IP and per-email-and-IP rules: a fresh address) or another account or email (the others) still passes.
        const other = await c.other(a, ctx, freshIp());
        expect(other.statusCode, other.body).toBe(c.otherPasses);
      } finally {
        await a.close();
      }
    });
  }
});
