import { accountMessages, authMessages } from '@pathway/contracts';
import { and, eq } from 'drizzle-orm';
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

const NEW_PASSWORD = 'Brand-New-Rangoli-77';
const forgot = (email: string, opts = {}) => call(a, 'POST', '/users/forgot-password', { email }, opts);
const reset = (body: object) => call(a, 'POST', '/users/reset-password', body);

async function resetMail(email: string, count = 1) {
  return waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.reset, count);
}

describe('forgot-password', () => {
  it('mails a code and a link built from PUBLIC_URL (never the Host header)', async () => {
    const user = await createVerifiedUser(a);
    const res = await forgot(user.email, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: accountMessages.resetInstructionsSent, data: null });
    const mail = await resetMail(user.email);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.html).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.text + mail.html).not.toContain('evil.example');
    expect(resetTokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const email = freshEmail('nobody');
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: accountMessages.resetInstructionsSent, data: null });
    await settle();
    expect(mailsTo(a.smtp, email)).toHaveLength(0);
  });

  it('answers as fast for an account as for an unknown email, however slow the mail is (no enumeration by timing)', async () => {
    // A reset mail (and its link's token) goes out after the answer: with a slow mail server, an
    // answer that waited for either would take at least this long for a real account.
    const MAIL_DELAY_MS = 600;
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createVerifiedUser(a)));
    a.smtp.delayAll(MAIL_DELAY_MS);
    try {
      const time = async (email: string) => {
        const started = performance.now();
        expect((await forgot(email, { ip: freshIp() })).statusCode).toBe(200);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (const account of accounts) {
        known.push(await time(account.email));
        unknown.push(await time(freshEmail('nobody')));
      }
      expect(median(known)).toBeLessThan(MAIL_DELAY_MS / 2);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAIL_DELAY_MS / 4);
      // The mails still go out, after the answers.
      for (const account of accounts) await resetMail(account.email);
    } finally {
      a.smtp.delayAll(0);
    }
  });

  it('sends one mail per 30 s, still answering the same', async () => {
    const user = await createVerifiedUser(a);
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(200);
    await resetMail(user.email);
    await settle();
    expect(mailsTo(a.smtp, user.email, SUBJECTS.reset)).toHaveLength(1);
  });

  it('is limited per email and address (5 an hour), whether or not an account has it; other addresses still pass', async () => {
    for (const email of [(await createVerifiedUser(a)).email, freshEmail('ghost')]) {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await forgot(email, { ip })).statusCode).toBe(200);
      const res = await forgot(email, { ip });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await forgot(email, { ip: freshIp() })).statusCode).toBe(200);
    }
  });
});

describe('reset-password', () => {
  it('with the mailed link: sets the password, signs out every session, mails a notice, records the activity', async () => {
    const user = await createVerifiedUser(a);
    const otherDevice = await call(a, 'POST', '/users/login', { email: user.email, password: user.password, rememberMe: true });
    await forgot(user.email);
    const token = resetTokenOf(await resetMail(user.email));

    const res = await reset({ token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: accountMessages.passwordResetDone });

    // Every session ended: refresh tokens and access tokens alike.
    expect((await call(a, 'POST', '/users/refresh', undefined, { cookie: user.cookie })).statusCode).toBe(401);
    const otherCookie = refreshCookie(otherDevice)!;
    expect((await call(a, 'POST', '/users/refresh', undefined, { cookie: `${otherCookie.name}=${otherCookie.value}` })).statusCode).toBe(401);
    expect((await call(a, 'GET', '/users/profile', undefined, { token: user.token })).statusCode).toBe(401);

    const notice = await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.changed);
    expect(notice.text).toContain('reset');
    expect(notice.text).toContain('http://localhost:3000/forgot-password');

    expect((await call(a, 'POST', '/users/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const rows = await a.t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.userId), eq(activities.type, 'passwordReset')));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same link a second time (replay)', async () => {
    const user = await createVerifiedUser(a);
    await forgot(user.email);
    const token = resetTokenOf(await resetMail(user.email));
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const replay = await reset({ token, newPassword: 'Yet-Another-Password-5' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: accountMessages.resetLinkInvalid,
      details: { token: accountMessages.resetLinkInvalid },
    });
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('with the mailed code: verify-otp answers a reset token, which works once', async () => {
    const user = await createVerifiedUser(a);
    await forgot(user.email);
    const mail = await resetMail(user.email);
    const verified = await call(a, 'POST', '/users/verify-otp', { email: user.email, otp: codeOf(mail), type: 'forgot-password' });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json().data;
    expect(verified.json().data).toEqual({ resetToken });
    expect(refreshCookie(verified)).toBeUndefined();

    expect((await reset({ token: resetToken, email: user.email, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ token: resetToken, email: user.email, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    // The reset also ended the link of the same mail.
    expect((await reset({ token: resetTokenOf(mail), newPassword: 'Link-After-Reset-8' })).statusCode).toBe(400);
  });

  it('refuses email alone with RESET_TOKEN_REQUIRED', async () => {
    const user = await createVerifiedUser(a);
    const res = await reset({ email: user.email, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_REQUIRED' });
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an expired link (30 minutes), an unknown token, and a token with another account’s email', async () => {
    const user = await createVerifiedUser(a);
    await forgot(user.email);
    const token = resetTokenOf(await resetMail(user.email));
    expect((await reset({ token, email: 'someone.else@example.in', newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ token: 'A'.repeat(43), newPassword: NEW_PASSWORD })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    a.clock.advance(30 * 60_000 + 1000);
    const expired = await reset({ token, newPassword: NEW_PASSWORD });
    expect(expired.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { token: accountMessages.resetLinkInvalid } });
  });

  it('refuses a common password and weak ones, keeping the link usable', async () => {
    const user = await createVerifiedUser(a, { firstName: 'Meera', lastName: 'Iyer' });
    await forgot(user.email);
    const token = resetTokenOf(await resetMail(user.email));
    const common = await reset({ token, newPassword: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { newPassword: authMessages.commonPassword } });
    const ownName = await reset({ token, newPassword: 'Meera2024' });
    expect(ownName.json().details).toEqual({ newPassword: authMessages.commonPassword });
    const weak = await reset({ token, newPassword: 'alllowercase1' });
    expect(weak.json().details.newPassword).toBe('Password must contain at least one uppercase letter');
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('verifies the email of an unverified account (the reset proved the mailbox)', async () => {
    const email = freshEmail();
    await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Kiran', lastName: 'Rao' });
    await forgot(email);
    const token = resetTokenOf(await resetMail(email));
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const [row] = await a.t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await call(a, 'POST', '/users/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('is limited per IP (429 with Retry-After)', async () => {
    const limited = await startAccounts({
      configure: (c) => ({ ...c, rateLimits: { ...c.rateLimits, resetPasswordPerIp: { max: 2, windowMs: 60_000 } } }),
    });
    try {
      const ip = freshIp();
      for (let i = 0; i < 2; i++) {
        expect((await call(limited, 'POST', '/users/reset-password', { token: 'x', newPassword: NEW_PASSWORD }, { ip })).statusCode).toBe(400);
      }
      const res = await call(limited, 'POST', '/users/reset-password', { token: 'x', newPassword: NEW_PASSWORD }, { ip });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
