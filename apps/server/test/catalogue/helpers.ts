import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';

/** Maps job and company ids to the externalIds / names the tests speak in. */
export async function idMaps(t: TestApp) {
  const jobs = await t.database.db.execute<{ id: string; external_id: string }>(sql`SELECT id, external_id FROM jobs`);
  const companies = await t.database.db.execute<{ id: string; name: string }>(sql`SELECT id, name FROM companies`);
  return {
    jobId: new Map(jobs.rows.map((r) => [r.external_id, r.id])),
    externalId: new Map(jobs.rows.map((r) => [r.id, r.external_id])),
    companyId: new Map(companies.rows.map((r) => [r.name, r.id])),
  };
}

export interface ApiResult {
  status: number;
  body: {
    success: boolean;
    code?: string;
    message: string;
    details?: Record<string, unknown>;
    data?: unknown;
  };
}

export async function api(t: TestApp, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<ApiResult> {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, body: res.json() };
}

export interface Paged {
  data: { _id: string; description: string; [key: string]: unknown }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export async function list(t: TestApp, query: string): Promise<Paged> {
  const res = await api(t, 'GET', `/jobs${query ? `?${query}` : ''}`);
  if (res.status !== 200) throw new Error(`GET /jobs?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as Paged;
}
