import { accountMessages, authMessages } from '@pathway/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  applications,
  contactMessages,
  companies,
  jobs,
  jobViews,
  oneTimeCodes,
  orders,
  passwordResetTokens,
  refreshTokens,
  savedJobs,
  users,
} from '../../src/db/schema.ts';
import {
  call,
  codeOf,
  createVerifiedUser,
  freshEmail,
  freshIp,
  mailsTo,
  refreshCookie,
  settle,
  startAccounts,
  STRONG_PASSWORD,
  SUBJECTS,
  waitForMail,
  type Accounts,
  type SignedInUser,
} from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a.close();
});

const NEW_PASSWORD = 'Brand-New-Rangoli-77';

async function secondSession(user: SignedInUser) {
  const res = await call(a, 'POST', '/users/login', { email: user.email, password: user.password });
  const c = refreshCookie(res)!;
  return { token: res.json().data.token as string, cookie: `${c.name}=${c.value}` };
}

const refreshes = async (cookie: string) => (await call(a, 'POST', '/users/refresh', undefined, { cookie })).statusCode;

describe('change-password', () => {
  it('needs the current password; keeps this session, ends the others, mails a notice', async () => {
    const user = await createVerifiedUser(a);
    const other = await secondSession(user);

    const wrong = await call(a, 'POST', '/users/change-password', { currentPassword: 'Not-It-123', newPassword: NEW_PASSWORD }, { token: user.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { currentPassword: accountMessages.currentPasswordIncorrect },
    });

    const res = await call(a, 'POST', '/users/change-password', { currentPassword: user.password, newPassword: NEW_PASSWORD }, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect((await call(a, 'GET', '/users/profile', undefined, { token: user.token })).statusCode).toBe(200);
    expect(await refreshes(user.cookie)).toBe(200);
    expect((await call(a, 'GET', '/users/profile', undefined, { token: other.token })).statusCode).toBe(401);
    expect(await refreshes(other.cookie)).toBe(401);

    const notice = await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.changed);
    expect(notice.text).toContain('changed');
    expect(notice.html).toContain('<html');
    expect(notice.html).toContain('width=device-width');
    expect(notice.html).toMatch(/The password of your Pathway account was changed on /);
    expect(notice.html).toContain(`href="${a.t.config.publicUrl}/forgot-password"`);
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a common new password and one that breaks the reset rules', async () => {
    const user = await createVerifiedUser(a);
    const common = await call(a, 'POST', '/users/change-password', { currentPassword: user.password, newPassword: 'Qwerty123' }, { token: user.token });
    expect(common.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { newPassword: authMessages.commonPassword } });
    const weak = await call(a, 'POST', '/users/change-password', { currentPassword: user.password, newPassword: 'short' }, { token: user.token });
    expect(weak.json().details.newPassword).toBe('Password must be at least 8 characters long');
  });

  it('needs a verified email (403 EMAIL_NOT_VERIFIED) and a session (401)', async () => {
    const email = freshEmail();
    const reg = await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Dev', lastName: 'Shah' });
    const res = await call(a, 'POST', '/users/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }, { token: reg.json().data.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', details: { email } });
    expect((await call(a, 'POST', '/users/change-password', { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('limits wrong current passwords per account (5 in 15 minutes, then 429)', async () => {
    const user = await createVerifiedUser(a);
    for (let i = 0; i < 5; i++) {
      const res = await call(a, 'POST', '/users/change-password', { currentPassword: `Wrong-${i}-Pass`, newPassword: NEW_PASSWORD }, { token: user.token, ip: freshIp() });
      expect(res.statusCode).toBe(400);
    }
    const res = await call(a, 'POST', '/users/change-password', { currentPassword: user.password, newPassword: NEW_PASSWORD }, { token: user.token, ip: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions/revoke-others', () => {
  it('signs out every other session and says how many', async () => {
    const user = await createVerifiedUser(a);
    const others = [await secondSession(user), await secondSession(user)];
    const res = await call(a, 'POST', '/users/sessions/revoke-others', undefined, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ revoked: 2 });
    for (const other of others) {
      expect(await refreshes(other.cookie)).toBe(401);
      expect((await call(a, 'GET', '/users/profile', undefined, { token: other.token })).statusCode).toBe(401);
    }
    expect((await call(a, 'GET', '/users/profile', undefined, { token: user.token })).statusCode).toBe(200);
    expect(await refreshes(user.cookie)).toBe(200);
    const again = await call(a, 'POST', '/users/sessions/revoke-others', undefined, { token: user.token });
    expect(again.json().data).toEqual({ revoked: 0 });
  });
});

async function seedUserData(userId: string) {
  const { db } = a.t.database;
  const [company] = await db.insert(companies).values({ name: `Zoho ${userId.slice(0, 8)}` }).returning();
  const job = {
    companyId: company!.id,
    companyName: company!.name,
    title: 'Frontend Developer Intern',
    type: 'Internship' as const,
    location: 'Chennai',
    workMode: 'onsite' as const,
    description: 'Build screens.',
    applyLink: 'https://careers.zoho.example/fe',
    postedDate: new Date(Date.now() - 86_400_000),
    expiryDate: new Date(Date.now() + 30 * 86_400_000),
  };
  const [j1] = await db.insert(jobs).values({ ...job, externalId: `x-${userId}-1` }).returning();
  const [j2] = await db.insert(jobs).values({ ...job, externalId: `x-${userId}-2`, title: 'Data Analyst' }).returning();
  await db.insert(savedJobs).values({ userId, jobId: j1!.id });
  await db.insert(applications).values({ userId, jobId: j2!.id, title: j2!.title, company: j2!.companyName, applyClickedAt: new Date() });
  await db.insert(jobViews).values({ userId, jobId: j2!.id, month: '2026-11' });
  await db.insert(orders).values({ userId, planName: 'premium', billingCycle: 'monthly', amount: 19_900, providerOrderId: `order_${userId}` });
  return { j1: j1!, j2: j2! };
}

describe('export', () => {
  it('answers a JSON attachment with the profile, saved jobs, applications, activity and orders, and no secrets', async () => {
    const user = await createVerifiedUser(a);
    const { j1, j2 } = await seedUserData(user.userId);
    const res = await call(a, 'GET', '/users/export', undefined, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pathway-data.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.profile).toMatchObject({ _id: user.userId, email: user.email });
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobId: j1.id, title: 'Frontend Developer Intern' })]);
    // A free account has not applied to it: no apply link (test/plans/apply-links.test.ts).
    expect(data.savedJobs[0]).not.toHaveProperty('applyLink');
    expect(data.applications).toEqual([expect.objectContaining({ jobId: j2.id, title: 'Data Analyst' })]);
    expect(data.activity).toEqual([expect.objectContaining({ type: 'login' })]);
    expect(data.orders).toEqual([expect.objectContaining({ planName: 'premium', amount: 19_900, status: 'created', paidAt: null })]);
    expect(new Date(data.exportedAt).getTime()).not.toBeNaN();
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2|tokenHash|codeHash/);
    expect(res.body).not.toContain(user.refreshToken);
  });

  it('needs a session', async () => {
    expect((await call(a, 'GET', '/users/export')).statusCode).toBe(401);
  });
});

describe('delete account', () => {
  it('needs the password', async () => {
    const user = await createVerifiedUser(a);
    const res = await call(a, 'DELETE', '/users/account', { password: 'Not-My-Password-1' }, { token: user.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { password: accountMessages.passwordIncorrect } });
    expect((await call(a, 'GET', '/users/profile', undefined, { token: user.token })).statusCode).toBe(200);
  });

  it('erases the user and all their data, ends the sessions, clears the cookie; the email can register again', async () => {
    const user = await createVerifiedUser(a);
    await seedUserData(user.userId);
    await call(a, 'POST', '/users/forgot-password', { email: user.email });
    await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.reset);
    const message = { name: 'Asha Verma', email: user.email, subject: 'My account', message: 'Please help me with my profile.' };
    expect((await call(a, 'POST', '/stats/contact', message)).statusCode).toBe(201);
    const messagesFrom = async (email: string) => (await a.t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).length;
    expect(await messagesFrom(user.email)).toBe(1);

    const res = await call(a, 'DELETE', '/users/account', { password: user.password }, { token: user.token, cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.value).toBe('');

    const { db } = a.t.database;
    const countOf = async (table: PgTable, column: AnyPgColumn) =>
      Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ${user.userId}`)).rows[0]!.n);
    expect(await countOf(users, users.id)).toBe(0);
    for (const [table, column] of [
      [refreshTokens, refreshTokens.userId],
      [passwordResetTokens, passwordResetTokens.userId],
      [savedJobs, savedJobs.userId],
      [applications, applications.userId],
      [jobViews, jobViews.userId],
      [orders, orders.userId],
      [activities, activities.userId],
    ] as const) {
      expect(await countOf(table, column)).toBe(0);
    }
    const codes = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
    expect(codes).toHaveLength(0);
    expect(await messagesFrom(user.email)).toBe(0);

    expect((await call(a, 'GET', '/users/profile', undefined, { token: user.token })).statusCode).toBe(401);
    expect(await refreshes(user.cookie)).toBe(401);
    expect((await call(a, 'POST', '/users/login', { email: user.email, password: user.password })).statusCode).toBe(401);

    const again = await call(a, 'POST', '/users/register', { email: user.email, password: STRONG_PASSWORD, firstName: 'New', lastName: 'Me' });
    expect(again.statusCode).toBe(201);
    const mail = await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.verify, 2);
    expect((await call(a, 'POST', '/users/verify-otp', { email: user.email, otp: codeOf(mail), type: 'register' })).statusCode).toBe(200);
  });

  it('limits wrong passwords per account (5 in 15 minutes, then 429)', async () => {
    const user = await createVerifiedUser(a);
    for (let i = 0; i < 5; i++) {
      expect((await call(a, 'DELETE', '/users/account', { password: `Wrong-${i}-Pass` }, { token: user.token, ip: freshIp() })).statusCode).toBe(400);
    }
    const res = await call(a, 'DELETE', '/users/account', { password: user.password }, { token: user.token, ip: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('platform stats', () => {
  it('count verified users only', async () => {
    const fresh = await startAccounts();
    try {
      const stats = async () => (await call(fresh, 'GET', '/stats/platform')).json().data.totalUsers;
      await createVerifiedUser(fresh);
      await call(fresh, 'POST', '/users/register', { email: freshEmail(), password: STRONG_PASSWORD, firstName: 'Un', lastName: 'Verified' });
      expect(await stats()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('unverified accounts', () => {
  it('get no mail about sign-in codes they did not ask for', async () => {
    const email = freshEmail();
    await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Un', lastName: 'Verified' });
    await waitForMail(a.smtp, (m) => m.to.includes(email));
    await settle();
    expect(mailsTo(a.smtp, email)).toHaveLength(1);
  });
});
