import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, member, startConsole, type Console } from './helpers.ts';

let c: Console;

beforeAll(async () => {
  c = await startConsole();
});
afterAll(async () => {
  await c?.close();
});

describe('GET /admin/audit-log', () => {
  it('shows who did what to what, before and after, why, when and from where, newest first and filtered', async () => {
    const student = await member(c.a);
    await c.admin.api('PATCH', `/admin/users/${student.userId}`, { premiumDays: 14, reason: 'Hackathon winner' }, '203.0.113.9');
    await c.admin.api('PATCH', `/admin/users/${student.userId}`, { disabled: true, reason: 'Shared the account' }, '203.0.113.9');

    const res = await c.admin.api('GET', `/admin/audit-log?targetId=${student.userId}`);
    expect(res.statusCode).toBe(200);
    const [disable, premium] = res.json().data.data;
    expect(disable).toMatchObject({ actorId: c.admin.userId, actorEmail: c.admin.email, action: 'user.disable', targetType: 'user', targetId: student.userId, reason: 'Shared the account', ip: '203.0.113.9' });
    expect(premium).toMatchObject({ action: 'user.premium', before: { subscriptionTier: 'free' }, after: { subscriptionTier: 'premium', premiumDays: 14 } });
    expect(new Date(disable.at).getTime()).toBeGreaterThanOrEqual(new Date(premium.at).getTime());

    const byAction = await c.admin.api('GET', `/admin/audit-log?action=user.premium&actorId=${c.admin.userId}`);
    expect(byAction.json().data.data.every((e: { action: string }) => e.action === 'user.premium')).toBe(true);
    const future = new Date(c.a.clock.now().getTime() + 60_000).toISOString();
    expect((await c.admin.api('GET', `/admin/audit-log?from=${encodeURIComponent(future)}`)).json().data.pagination.total).toBe(0);
    const asc = await c.admin.api('GET', `/admin/audit-log?targetId=${student.userId}&sortOrder=asc&limit=1`);
    expect(asc.json().data).toMatchObject({ data: [{ action: 'user.premium' }], pagination: { total: 2, totalPages: 2, limit: 1 } });
    for (const query of ['actorId=me', 'from=yesterday', 'sortOrder=up', 'page=0']) {
      expect((await c.admin.api('GET', `/admin/audit-log?${query}`)).statusCode).toBe(400);
    }
  });

  it('never holds a password hash or a token', async () => {
    const student = await member(c.a);
    await c.admin.api('PATCH', `/admin/users/${student.userId}`, { role: 'moderator', reason: 'Support rota' });
    const all = JSON.stringify(await auditRows(c.a));
    expect(all).not.toMatch(/password|argon2|\$scrypt|token/i);
    expect(all).not.toContain(student.token);
  });
});

describe('the audit log is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE, even from the app\'s own connection', async () => {
    const student = await member(c.a);
    await c.admin.api('PATCH', `/admin/users/${student.userId}`, { premiumDays: 1, reason: 'Test' });
    const db = c.a.t.database.db;
    await expect(db.execute(sql`UPDATE audit_log SET reason = 'edited' WHERE target_id = ${student.userId}`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log WHERE target_id = ${student.userId}`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await auditRows(c.a, student.userId)).map((r) => r.reason)).toEqual(['Test']);
  });

  it('no console route edits or deletes an entry', async () => {
    const [entry] = (await c.admin.api('GET', '/admin/audit-log?limit=1')).json().data.data;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      expect((await c.admin.api(method, `/admin/audit-log/${entry._id}`, { reason: 'x' })).statusCode).toBe(404);
      expect((await c.admin.api(method, '/admin/audit-log', {})).statusCode).toBe(404);
    }
  });
});
