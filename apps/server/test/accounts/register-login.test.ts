import { accountMessages, authMessages } from '@pathway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '../../src/db/schema.ts';
import {
  call,
  codeOf,
  createVerifiedUser,
  freshEmail,
  freshIp,
  mailsTo,
  median,
  refreshCookie,
  resetTokenOf,
  settle,
  startAccounts,
  STRONG_PASSWORD,
  SUBJECTS,
  waitForMail,
  type Accounts,
} from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a.close();
});

const registration = (email: string, password = STRONG_PASSWORD) => ({ email, password, firstName: 'Asha', lastName: 'Verma' });

describe('register', () => {
  it('creates an unverified account, signs in, and mails a 6-digit code', async () => {
    const email = freshEmail();
    const res = await call(a, 'POST', '/users/register', registration(`  ${email.toUpperCase()} `));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 201 });
    expect(body.data.user).toMatchObject({ email, emailVerified: false, firstName: 'Asha', subscriptionTier: 'free' });
    expect(body.data.token).toMatch(/^ey/);
    expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(refreshCookie(res)?.value).toBe(body.data.refreshToken);

    const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeOf(mail));
    expect(mail.html).toContain('width=device-width');

    const [row] = await a.t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // An unverified account may read its profile.
    const profile = await call(a, 'GET', '/users/profile', undefined, { token: body.data.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email, emailVerified: false });
  });

  it('refuses the common passwords (any letter case) and passwords made of the person’s own name', async () => {
    for (const password of ['password1', 'PASSWORD1', 'Iloveyou', 'qwerty123', 'Asha@2024', 'verma1234', 'Pathway@123']) {
      const res = await call(a, 'POST', '/users/register', registration(freshEmail(), password));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { password: authMessages.commonPassword } });
    }
  });

  it('answers the form’s messages for missing and short fields', async () => {
    const res = await call(a, 'POST', '/users/register', { email: freshEmail(), password: 'short', firstName: ' ', lastName: 'V' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      password: authMessages.passwordTooShort,
      firstName: authMessages.registerFieldsRequired,
    });
  });

  it('refuses an email that a verified account has (409)', async () => {
    const verified = await createVerifiedUser(a);
    const taken = await call(a, 'POST', '/users/register', registration(verified.email.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: accountMessages.accountExists });
  });

  it('never lets a second registrant set the password of an unverified account', async () => {
    const email = freshEmail('owner');
    const owner = await call(a, 'POST', '/users/register', { ...registration(email), firstName: 'Owner' });
    expect(owner.statusCode).toBe(201);
    const ownerMail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);

    // Someone else registers the same address with their own password: refused, and nothing changes.
    a.clock.advance(31_000);
    const other = await call(a, 'POST', '/users/register', { ...registration(email, 'Another-Strong-Pass-7'), firstName: 'Someone' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT', message: accountMessages.accountExists });
    await settle();
    expect(mailsTo(a.smtp, email)).toHaveLength(1);
    const [row] = await a.t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Owner', emailVerifiedAt: null });
    expect((await call(a, 'GET', '/users/profile', undefined, { token: owner.json().data.token })).statusCode).toBe(200);
    expect((await call(a, 'POST', '/users/login', { email, password: 'Another-Strong-Pass-7' })).statusCode).toBe(401);

    // The owner's own code still verifies the account, with the owner's password.
    const verified = await call(a, 'POST', '/users/verify-otp', { email, otp: codeOf(ownerMail), type: 'register' });
    expect(verified.statusCode).toBe(200);
    expect((await call(a, 'POST', '/users/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it("gives a squatted address back to its owner through forgot-password, ending the squatter's session", async () => {
    const email = freshEmail('squatted');
    const squatter = await call(a, 'POST', '/users/register', registration(email, 'Squatters-Pass-42'));
    expect(squatter.statusCode).toBe(201);
    expect((await call(a, 'POST', '/users/register', registration(email))).statusCode).toBe(409);

    expect((await call(a, 'POST', '/users/forgot-password', { email })).statusCode).toBe(200);
    const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.reset);
    const token = resetTokenOf(mail);
    expect((await call(a, 'POST', '/users/reset-password', { token, newPassword: STRONG_PASSWORD })).statusCode).toBe(200);

    expect((await call(a, 'GET', '/users/profile', undefined, { token: squatter.json().data.token })).statusCode).toBe(401);
    expect((await call(a, 'POST', '/users/login', { email, password: 'Squatters-Pass-42' })).statusCode).toBe(401);
    const login = await call(a, 'POST', '/users/login', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email, emailVerified: true });
  });

  it('lets the same person register again with the same password (same account, a fresh session)', async () => {
    const email = freshEmail('again');
    const first = await call(a, 'POST', '/users/register', registration(email));
    expect(first.statusCode).toBe(201);
    const second = await call(a, 'POST', '/users/register', registration(email));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.user._id).toBe(first.json().data.user._id);
    expect((await call(a, 'GET', '/users/profile', undefined, { token: first.json().data.token })).statusCode).toBe(200);
  });

  it('respects the 30 s cooldown when an unverified account registers again quickly (no second mail)', async () => {
    const email = freshEmail();
    expect((await call(a, 'POST', '/users/register', registration(email))).statusCode).toBe(201);
    await waitForMail(a.smtp, (m) => m.to.includes(email));
    expect((await call(a, 'POST', '/users/register', registration(email))).statusCode).toBe(201);
    await settle();
    expect(mailsTo(a.smtp, email)).toHaveLength(1);
  });
});

describe('verify-otp after registration', () => {
  it('verifies the email, signs in, and records a login activity', async () => {
    const user = await createVerifiedUser(a);
    const profile = await call(a, 'GET', '/users/profile', undefined, { token: user.token });
    expect(profile.json().data).toMatchObject({ email: user.email, emailVerified: true });
    const rows = await a.t.database.db.select().from(activities).where(eq(activities.userId, user.userId));
    expect(rows.map((r) => r.type)).toEqual(['login']);
  });

  it('replaces the session that registration started when its cookie comes along', async () => {
    const email = freshEmail();
    const reg = await call(a, 'POST', '/users/register', registration(email));
    const started = refreshCookie(reg)!;
    const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);
    const res = await call(a, 'POST', '/users/verify-otp', { email, otp: codeOf(mail), type: 'register' }, { cookie: `${started.name}=${started.value}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification successful!');
    expect((await call(a, 'GET', '/users/profile', undefined, { token: reg.json().data.token })).statusCode).toBe(401);
    expect((await call(a, 'GET', '/users/profile', undefined, { token: res.json().data.token })).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('signs a verified account in, with a session cookie and a login activity', async () => {
    const user = await createVerifiedUser(a);
    const res = await call(a, 'POST', '/users/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Welcome back!', data: { user: { email: user.email } } });
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    expect(refreshCookie(res)).toBeDefined();
    const rows = await a.t.database.db.select().from(activities).where(eq(activities.userId, user.userId));
    expect(rows.filter((r) => r.type === 'login')).toHaveLength(2);
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const user = await createVerifiedUser(a);
    const wrong = await call(a, 'POST', '/users/login', { email: user.email, password: 'Not-The-Password-1' });
    const unknown = await call(a, 'POST', '/users/login', { email: freshEmail('nobody'), password: 'Not-The-Password-1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: authMessages.invalidCredentials });
      expect(res.json().details).toBeUndefined();
    }
  });

  it('takes about as long for an unknown email as for a wrong password (a dummy hash is verified)', async () => {
    const user = await createVerifiedUser(a);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await call(a, 'POST', '/users/login', { email, password: 'Not-The-Password-1' });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    await time(freshEmail('warmup'));
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(user.email));
      unknown.push(await time(freshEmail('nobody')));
    }
    const ratio = median(wrong) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
    // Both include a full argon2id verification (tens of milliseconds), not a fast "no such user".
    expect(median(unknown)).toBeGreaterThan(5);
  });

  it('mails a sign-in code to an unverified account with the right password and answers EMAIL_NOT_VERIFIED', async () => {
    const email = freshEmail();
    await call(a, 'POST', '/users/register', registration(email));
    await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);

    const res = await call(a, 'POST', '/users/login', { email, password: STRONG_PASSWORD, rememberMe: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', details: { email } });
    expect(refreshCookie(res)).toBeUndefined();
    const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.login);

    // Within the cooldown: still 403, no second mail.
    const again = await call(a, 'POST', '/users/login', { email, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(403);
    await settle();
    expect(mailsTo(a.smtp, email, SUBJECTS.login)).toHaveLength(1);

    // A wrong password of an unverified account is just a wrong password.
    const wrong = await call(a, 'POST', '/users/login', { email, password: 'Wrong-Password-99' });
    expect(wrong.statusCode).toBe(401);

    const verified = await call(a, 'POST', '/users/verify-otp', { email, otp: codeOf(mail), rememberMe: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ email, emailVerified: true });
    expect(Number(refreshCookie(verified)?.attributes['max-age'])).toBeCloseTo(30 * 24 * 3600, -1);
  });

  // Progressive delays, device cookies and the per-address limit: login-limits.test.ts.
  it('slows failed logins per email down (5 free, then a wait with Retry-After, never 15 minutes), for unknown emails too', async () => {
    const user = await createVerifiedUser(a);
    for (const email of [user.email, freshEmail('ghost')]) {
      for (let i = 0; i < 6; i++) {
        const res = await call(a, 'POST', '/users/login', { email, password: `Wrong-Password-${i}` }, { ip: freshIp() });
        expect(res.statusCode).toBe(401);
      }
      const limited = await call(a, 'POST', '/users/login', { email, password: user.password }, { ip: freshIp() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBe(1);
    }
  });

  it('lets no more than 6 of a burst of parallel guesses through to the password check', async () => {
    const user = await createVerifiedUser(a);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(a, 'POST', '/users/login', { email: user.email, password: `Wrong-Password-${i}` }, { ip: freshIp() }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(6);
    expect(codes.filter((code) => code === 429)).toHaveLength(19);
  });

  it('forgets failures after a successful login', async () => {
    const user = await createVerifiedUser(a);
    for (let i = 0; i < 5; i++) await call(a, 'POST', '/users/login', { email: user.email, password: 'Wrong-Password-1' });
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await call(a, 'POST', '/users/login', { email: user.email, password: 'Wrong-Password-1' })).statusCode).toBe(401);
    }
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });
});
