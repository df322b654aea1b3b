import { consoleMessages } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, codeOf, freshEmail, mailsTo, settle, STRONG_PASSWORD, SUBJECTS, waitForMail } from '../accounts/helpers.ts';
import { auditRows, member, moderator, startConsole, userRow, type Console } from './helpers.ts';

let c: Console;

beforeAll(async () => {
  c = await startConsole();
});
afterAll(async () => {
  await c?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the first admins', () => {
  it('ADMIN_EMAILS makes the verified account an admin, recorded with no actor; others stay users', async () => {
    expect((await userRow(c.a, c.admin.userId))!.role).toBe('admin');
    const profile = await c.admin.api('GET', '/users/profile');
    expect(profile.json().data.role).toBe('admin');
    const [entry] = (await auditRows(c.a, c.admin.userId)).filter((r) => r.action === 'role.bootstrap');
    expect(entry).toMatchObject({ actor_id: null, target_type: 'user', before: { role: 'user' }, after: { role: 'admin' }, reason: 'ADMIN_EMAILS' });
    const student = await member(c.a);
    expect((await student.api('GET', '/users/profile')).json().data.role).toBe('user');
  });
});

describe('GET /admin/users', () => {
  it('finds accounts by part of the email or name, with role and state filters, paged', async () => {
    const lakshmi = await member(c.a, { firstName: 'Lakshmi', lastName: 'Narayanan' });
    const byName = await c.admin.api('GET', '/admin/users?q=narayan');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.data.map((u: { _id: string }) => u._id)).toEqual([lakshmi.userId]);
    const full = await c.admin.api('GET', `/admin/users?q=${encodeURIComponent('Lakshmi Nara')}`);
    expect(full.json().data.data.map((u: { _id: string }) => u._id)).toEqual([lakshmi.userId]);
    const byEmail = await c.admin.api('GET', `/admin/users?q=${encodeURIComponent(lakshmi.email.slice(0, 12).toUpperCase())}`);
    expect(byEmail.json().data.data.some((u: { _id: string }) => u._id === lakshmi.userId)).toBe(true);
    const admins = await c.admin.api('GET', '/admin/users?role=admin');
    expect(admins.json().data.data.map((u: { email: string }) => u.email)).toEqual([c.admin.email]);
    // A LIKE wildcard is taken literally.
    expect((await c.admin.api('GET', '/admin/users?q=%25')).json().data.pagination.total).toBe(0);
    const paged = await c.admin.api('GET', '/admin/users?limit=1&page=2&sortBy=email&sortOrder=asc');
    expect(paged.json().data.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(paged.json().data.pagination.total).toBeGreaterThanOrEqual(2);
    const item = byName.json().data.data[0];
    expect(Object.keys(item).sort()).toEqual(
      ['_id', 'createdAt', 'disabledAt', 'email', 'emailVerified', 'firstName', 'lastName', 'role', 'subscriptionExpiresAt', 'subscriptionStatus', 'subscriptionTier'].sort(),
    );
  });

  it('refuses bad filters with a validation error', async () => {
    for (const query of ['role=owner', 'state=gone', 'sortBy=password', 'limit=500', `q=${'x'.repeat(101)}`, 'q=%00']) {
      const res = await c.admin.api('GET', `/admin/users?${query}`);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 400, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows profile, plan, sessions and recent activity, never a hash or a token', async () => {
    const student = await member(c.a, { firstName: 'Arjun' });
    const res = await c.admin.api('GET', `/admin/users/${student.userId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({ _id: student.userId, email: student.email, role: 'user', emailVerified: true, subscriptionTier: 'free', disabledAt: null, orders: [] });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.activity[0]).toMatchObject({ type: 'login' });
    expect(res.body).not.toMatch(/password|Hash|argon|scrypt/i);
    expect((await c.admin.api('GET', `/admin/users/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await c.admin.api('GET', '/admin/users/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('disable and enable', () => {
  it('a disabled account is told so at sign-in, its tokens answer 401 at once and refresh fails; enabling lets it back', async () => {
    const student = await member(c.a);
    expect((await student.api('GET', '/users/profile')).statusCode).toBe(200);

    const res = await c.admin.api('PATCH', `/admin/users/${student.userId}`, { disabled: true, reason: 'Spam reports from three companies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: consoleMessages.updated, data: { _id: student.userId } });
    expect(res.json().data.disabledAt).not.toBeNull();

    expect((await student.api('GET', '/users/profile')).statusCode).toBe(401);
    const refreshed = await call(c.a, 'POST', '/users/refresh', undefined, { cookie: student.cookie });
    expect(refreshed.statusCode).toBe(401);
    const login = await call(c.a, 'POST', '/users/login', { email: student.email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This account has been disabled. Please contact support.' });
    // A wrong password still says only that.
    const wrong = await call(c.a, 'POST', '/users/login', { email: student.email, password: 'Wrong-password-123' });
    expect(wrong.json().message).toBe('Invalid email or password.');

    const [entry] = (await auditRows(c.a, student.userId)).filter((r) => r.action === 'user.disable');
    expect(entry).toMatchObject({
      actor_id: c.admin.userId,
      target_type: 'user',
      before: { disabled: false, role: 'user' },
      after: { disabled: true, role: 'user' },
      reason: 'Spam reports from three companies',
    });
    expect(entry!.ip).toMatch(/^10\./);

    const enabled = await c.admin.api('PATCH', `/admin/users/${student.userId}`, { disabled: false, reason: 'Cleared after review' });
    expect(enabled.json().data.disabledAt).toBeNull();
    expect((await call(c.a, 'POST', '/users/login', { email: student.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await auditRows(c.a, student.userId)).map((r) => r.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('an admin cannot disable themselves or change their own role', async () => {
    for (const body of [{ disabled: true, reason: 'x' }, { role: 'user', reason: 'x' }]) {
      const res = await c.admin.api('PATCH', `/admin/users/${c.admin.userId}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(consoleMessages.ownAccount);
    }
    expect((await userRow(c.a, c.admin.userId))!.role).toBe('admin');
  });
});

describe('premium from the console', () => {
  it('grants premium for premiumDays from now, then extends from the expiry, with the reason in the log', async () => {
    const student = await member(c.a);
    const before = c.a.clock.now().getTime();
    const granted = await c.admin.api('PATCH', `/admin/users/${student.userId}`, { premiumDays: 30, reason: 'Campus ambassador' });
    expect(granted.statusCode).toBe(200);
    const first = new Date(granted.json().data.subscriptionExpiresAt).getTime();
    expect(granted.json().data).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active' });
    expect(first - before).toBeGreaterThanOrEqual(30 * DAY);
    expect(first - before).toBeLessThan(30 * DAY + 60_000);

    const extended = await c.admin.api('PATCH', `/admin/users/${student.userId}`, { premiumDays: 7, reason: 'Apology for an outage' });
    expect(new Date(extended.json().data.subscriptionExpiresAt).getTime()).toBe(first + 7 * DAY);
    expect((await student.api('GET', '/subscription/info')).json().data.tier ?? (await student.api('GET', '/users/profile')).json().data.subscriptionTier).toBe('premium');

    const entries = (await auditRows(c.a, student.userId)).filter((r) => r.action === 'user.premium');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ reason: 'Apology for an outage', after: { premiumDays: 7, subscriptionTier: 'premium' } });
    expect(entries[1]!.before!.subscriptionExpiresAt).toBe(new Date(first).toISOString());
  });

  it('refuses a change without a reason, with nothing to change, or out of bounds, and changes nothing', async () => {
    const student = await member(c.a);
    const bodies: (object | string)[] = [
      { premiumDays: 30 },
      { premiumDays: 30, reason: '   ' },
      { reason: 'nothing' },
      { premiumDays: 0, reason: 'x' },
      { premiumDays: 367, reason: 'x' },
      { premiumDays: 1.5, reason: 'x' },
      { role: 'owner', reason: 'x' },
      { disabled: 'yes', reason: 'x' },
      { premiumDays: 30, reason: 'x', extra: true },
      { premiumDays: 30, reason: 'x'.repeat(501) },
      '{"premiumDays": 30,',
    ];
    for (const body of bodies) {
      const res = await c.admin.api('PATCH', `/admin/users/${student.userId}`, body);
      expect({ body, status: res.statusCode, success: res.json().success }).toEqual({ body, status: 400, success: false });
    }
    expect(await userRow(c.a, student.userId)).toMatchObject({ role: 'user', disabled_at: null, subscription_tier: 'free' });
    expect(await auditRows(c.a, student.userId)).toEqual([]);
    expect((await c.admin.api('PATCH', `/admin/users/${UNKNOWN_ID}`, { premiumDays: 3, reason: 'x' })).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('an admin grants and revokes moderator; a moderator reaches support but not users', async () => {
    const mod = await moderator(c);
    expect((await mod.api('GET', '/admin/messages')).statusCode).toBe(200);
    expect((await mod.api('GET', '/admin/users')).statusCode).toBe(403);
    const revoked = await c.admin.api('PATCH', `/admin/users/${mod.userId}`, { role: 'user', reason: 'Left the support rota' });
    expect(revoked.json().data.role).toBe('user');
    expect((await mod.api('GET', '/admin/messages')).statusCode).toBe(403);
    expect((await auditRows(c.a, mod.userId)).map((r) => [r.action, r.before!.role, r.after!.role])).toEqual([
      ['user.role', 'user', 'moderator'],
      ['user.role', 'moderator', 'user'],
    ]);
  });

  it('concurrent changes to one account each get one audit entry and the last state is consistent', async () => {
    const student = await member(c.a);
    const results = await Promise.all(
      [1, 2, 3, 4].map((days) => c.admin.api('PATCH', `/admin/users/${student.userId}`, { premiumDays: days, reason: `grant ${days}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const row = await userRow(c.a, student.userId);
    const expiry = new Date(row!.subscription_expires_at!).getTime();
    const entries = (await auditRows(c.a, student.userId)).filter((r) => r.action === 'user.premium');
    expect(entries).toHaveLength(4);
    // Each grant started from the previous one's expiry: 1+2+3+4 days in all.
    const firstBefore = c.a.clock.now().getTime();
    expect(expiry - firstBefore).toBeGreaterThan(10 * DAY - 120_000);
    expect(expiry - firstBefore).toBeLessThanOrEqual(10 * DAY);
  });
});

describe('sessions, verification mail and deletion', () => {
  it('ends every session of the account at once', async () => {
    const student = await member(c.a);
    const res = await c.admin.api('POST', `/admin/users/${student.userId}/sessions/revoke`, { reason: 'Reported a stolen phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ revoked: 1 });
    expect((await student.api('GET', '/users/profile')).statusCode).toBe(401);
    expect((await c.admin.api('POST', `/admin/users/${student.userId}/sessions/revoke`, {})).statusCode).toBe(400);
    expect((await auditRows(c.a, student.userId)).map((r) => r.action)).toEqual(['user.sessions.revoke']);
  });

  it('mails a new sign-up code to an unverified account; a verified one is 409', async () => {
    const email = freshEmail('unverified');
    const reg = await call(c.a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Divya', lastName: 'S' });
    const userId = reg.json().data.user._id as string;
    await waitForMail(c.a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);
    c.a.clock.advance(31_000);
    const res = await c.admin.api('POST', `/admin/users/${userId}/verification-mail`, {});
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(c.a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify, 2);
    const verified = await call(c.a, 'POST', '/users/verify-otp', { email, otp: codeOf(mail), type: 'register' });
    expect(verified.statusCode).toBe(200);
    const again = await c.admin.api('POST', `/admin/users/${userId}/verification-mail`, {});
    expect(again.statusCode).toBe(409);
    await settle();
    expect(mailsTo(c.a.smtp, email, SUBJECTS.verify)).toHaveLength(2);
    expect((await auditRows(c.a, userId)).map((r) => r.action)).toEqual(['user.verification.resend']);
  });

  it('deletes an account on request: the account and its data go, the audit entries stay', async () => {
    const student = await member(c.a);
    await c.admin.api('PATCH', `/admin/users/${student.userId}`, { premiumDays: 5, reason: 'Goodwill' });
    expect((await c.admin.api('DELETE', `/admin/users/${student.userId}`, {})).statusCode).toBe(400);
    const res = await c.admin.api('DELETE', `/admin/users/${student.userId}`, { reason: 'Asked by mail on 27 Nov (DPDP erasure)' });
    expect(res.statusCode).toBe(200);
    expect(await userRow(c.a, student.userId)).toBeUndefined();
    expect((await call(c.a, 'POST', '/users/login', { email: student.email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await c.admin.api('GET', `/admin/users/${student.userId}`)).statusCode).toBe(404);
    const entries = await auditRows(c.a, student.userId);
    expect(entries.map((r) => r.action)).toEqual(['user.premium', 'user.delete']);
    expect(JSON.stringify(entries)).not.toContain(student.email);
    expect((await c.admin.api('DELETE', `/admin/users/${c.admin.userId}`, { reason: 'x' })).statusCode).toBe(403);
  });
});
