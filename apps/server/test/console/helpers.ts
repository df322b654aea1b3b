import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentsOptions } from '../../src/platform/payments/payments.ts';
import { startPayments } from '../payments/helpers.ts';
import { API, createVerifiedUser, freshEmail, freshIp, type Accounts } from '../accounts/helpers.ts';

export { API, freshIp };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A caller bound to a token (or a guest), that can PATCH and send raw bodies. */
export function caller(a: Accounts, token: string | undefined) {
  return (method: Method, path: string, payload?: object | string, ip = freshIp()): Promise<LightMyRequestResponse> =>
    a.t.app.inject({
      method,
      url: `${API}${path}`,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      remoteAddress: ip,
    });
}

export type Caller = ReturnType<typeof caller>;

/** The first admin's email: ADMIN_EMAILS makes the account an admin when it verifies. */
export const ADMIN_EMAIL = 'ops.lead@pathway.example.in';

export interface Console {
  a: Accounts;
  admin: Awaited<ReturnType<typeof createVerifiedUser>> & { api: Caller };
  close(): Promise<void>;
}

/**
 * The real app (mail to a real SMTP peer, a movable clock, sandbox webhooks held until delivered)
 * with ADMIN_EMAILS set, and its first admin signed in.
 */
export async function startConsole(options: { payments?: PaymentsOptions; env?: Record<string, string> } = {}): Promise<Console> {
  const a = await startPayments({
    env: { ADMIN_EMAILS: `someone.else@example.in, ${ADMIN_EMAIL.toUpperCase()}`, ...options.env },
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const admin = await createVerifiedUser(a, { email: ADMIN_EMAIL, firstName: 'Meera', lastName: 'Iyer' });
  return { a, admin: { ...admin, api: caller(a, admin.token) }, close: () => a.close() };
}

/** A verified student with a bound caller. */
export async function member(a: Accounts, fields: { firstName?: string; lastName?: string } = {}) {
  const user = await createVerifiedUser(a, { email: freshEmail('member'), ...fields });
  return { ...user, api: caller(a, user.token) };
}

/** A verified account that the admin made a moderator through the console. */
export async function moderator(c: Console) {
  const user = await member(c.a, { firstName: 'Kabir', lastName: 'Rao' });
  const res = await c.admin.api('PATCH', `/admin/users/${user.userId}`, { role: 'moderator', reason: 'Joins the support rota' });
  if (res.statusCode !== 200) throw new Error(`granting moderator answered ${res.statusCode}: ${res.body}`);
  return user;
}

export type AuditRow = {
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
};

/** The audit log as stored, oldest first. */
export async function auditRows(a: Accounts, targetId?: string): Promise<AuditRow[]> {
  const result = await a.t.database.db.execute<AuditRow>(
    targetId
      ? sql`SELECT actor_id, action, target_type, target_id, before, after, reason, ip FROM audit_log WHERE target_id = ${targetId} ORDER BY at, id`
      : sql`SELECT actor_id, action, target_type, target_id, before, after, reason, ip FROM audit_log ORDER BY at, id`,
  );
  return result.rows;
}

export async function userRow(a: Accounts, id: string) {
  const result = await a.t.database.db.execute<{ role: string; disabled_at: string | null; subscription_tier: string; subscription_expires_at: string | Date | null }>(
    sql`SELECT role, disabled_at, subscription_tier, subscription_expires_at FROM users WHERE id = ${id}`,
  );
  return result.rows[0];
}
