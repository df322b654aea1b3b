import type { JobImportInput } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { API, call, createVerifiedUser, freshEmail, freshIp, STRONG_PASSWORD, type Accounts, type SignedInUser } from '../accounts/helpers.ts';
import { jobRow } from '../db/helpers.ts';

export { API, freshEmail, freshIp, STRONG_PASSWORD };
export const DAY = 24 * 60 * 60 * 1000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as a signed-in user (or as a guest with no token). */
export function as(a: Accounts, token: string | undefined) {
  return (method: Method, path: string, payload?: object) => call(a, method, path, payload, token ? { token } : {});
}

/** A verified, signed-in account and a bound caller. */
export async function signedUp(a: Accounts, fields: { firstName?: string; lastName?: string } = {}) {
  const user = await createVerifiedUser(a, fields);
  return { ...user, api: as(a, user.token) };
}

/** Registers without verifying: the account may read but not save, apply or set up a profile. */
export async function unverifiedUser(a: Accounts) {
  const email = freshEmail('unverified');
  const res = await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Ravi', lastName: 'Kumar' });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const token: string = res.json().data.token;
  return { email, token, userId: res.json().data.user._id as string, api: as(a, token) };
}

/** A fresh access token by signing in again (after the clock moved past the old one's life). */
export async function signIn(a: Accounts, user: Pick<SignedInUser, 'email' | 'password'>) {
  const res = await call(a, 'POST', '/users/login', { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return as(a, res.json().data.token as string);
}

let jobSequence = 0;

/** Imports jobs (active around `at` unless the override says otherwise); answers their ids in order. */
export async function addJobs(a: Accounts, rows: Partial<JobImportInput>[], at: Date = a.clock.now()): Promise<string[]> {
  const inputs = rows.map((overrides) => {
    jobSequence += 1;
    return jobRow({
      externalId: `user-area-${Date.now().toString(36)}-${jobSequence}`,
      applyLink: `https://careers.example.in/apply/${jobSequence}`,
      postedDate: new Date(at.getTime() - 2 * DAY).toISOString(),
      expiryDate: new Date(at.getTime() + 60 * DAY).toISOString(),
      ...overrides,
    });
  });
  await importJobs(a.t.database.db, inputs);
  const ids: string[] = [];
  for (const input of inputs) {
    const result = await a.t.database.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE external_id = ${input.externalId}`);
    ids.push(result.rows[0]!.id);
  }
  return ids;
}

/** An expired job (posted 60 days before `at`, expired a day before it). */
export function expired(at: Date, overrides: Partial<JobImportInput> = {}): Partial<JobImportInput> {
  return {
    postedDate: new Date(at.getTime() - 60 * DAY).toISOString(),
    expiryDate: new Date(at.getTime() - DAY).toISOString(),
    ...overrides,
  };
}

export async function activityOf(a: Accounts, userId: string) {
  const rows = await a.t.database.db.execute<{ type: string; title: string }>(
    sql`SELECT type, title FROM activities WHERE user_id = ${userId} ORDER BY created_at, id`,
  );
  return rows.rows;
}

export async function jobCounters(a: Accounts, jobId: string) {
  const rows = await a.t.database.db.execute<{ applications_count: number; redirect_count: number }>(
    sql`SELECT applications_count, redirect_count FROM jobs WHERE id = ${jobId}`,
  );
  return rows.rows[0]!;
}

export async function setPlan(
  a: Accounts,
  userId: string,
  plan: { tier: 'free' | 'premium'; status: 'active' | 'cancelled' | 'inactive'; expiresAt: Date | null },
) {
  await a.t.database.db.execute(
    sql`UPDATE users SET subscription_tier = ${plan.tier}, subscription_status = ${plan.status},
        subscription_expires_at = ${plan.expiresAt ? plan.expiresAt.toISOString() : null}::timestamptz WHERE id = ${userId}`,
  );
}

export interface Part {
  name: string;
  data: Uint8Array | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, encoded the way a browser's FormData is. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, typeof part.data === 'string' ? part.data : Buffer.from(part.data).toString());
    else form.append(part.name, new Blob([part.data], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function uploadAvatar(
  a: Accounts,
  token: string | undefined,
  parts: Part[],
  ip?: string,
): Promise<LightMyRequestResponse> {
  const body = await multipart(parts);
  return a.t.app.inject({
    method: 'POST',
    url: `${API}/users/avatar`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: ip ?? freshIp(),
  });
}
