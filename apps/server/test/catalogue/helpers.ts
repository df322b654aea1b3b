import { randomUUID } from 'node:crypto';
import type { JobListResponse } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { startSession } from '../../src/modules/auth/session.service.ts';
import { listJobs, type JobListRequest } from '../../src/modules/jobs/jobs.service.ts';
import { setCatalogueCacheEnabled } from '../../src/modules/jobs/catalogue-cache.ts';
import { searchIndexState, setSearchIndexEnabled } from '../../src/modules/jobs/search/search-index.service.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { JUDGED_AT, loadJudgedCatalogue } from '../relevance/evaluate.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

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

export async function api(t: TestApp, method: 'GET' | 'POST', url: string, payload?: unknown, token?: string): Promise<ApiResult> {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * An access token of a verified account on the given plan, signed at the app's clock now (tokens
 * live 15 minutes: mint another after moving the clock). Premium runs for a year from now.
 */
export async function viewerToken(t: TestApp, tier: 'free' | 'premium' = 'premium'): Promise<string> {
  const now = t.app.deps.now();
  const id = randomUUID();
  const expiresAt = tier === 'premium' ? new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString() : null;
  await t.database.db.execute(
    sql`INSERT INTO users (id, email, password_hash, email_verified_at, first_name, last_name,
          subscription_tier, subscription_status, subscription_expires_at)
        VALUES (${id}, ${`viewer-${id}@example.in`}, 'not-a-password-hash', ${now.toISOString()}::timestamptz, 'Asha', 'Verma',
          ${tier}, ${tier === 'premium' ? 'active' : 'inactive'}, ${expiresAt}::timestamptz)`,
  );
  return (await startSession(t.app.deps, id, false)).accessToken;
}

export interface Paged {
  data: { _id: string; description: string; [key: string]: unknown }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export async function list(t: TestApp, query: string, token?: string): Promise<Paged> {
  const res = await api(t, 'GET', `/jobs${query ? `?${query}` : ''}`, undefined, token);
  if (res.status !== 200) throw new Error(`GET /jobs?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as Paged;
}

/**
 * The same request answered by the search index, then by SQL alone (for a Premium viewer, at `at`,
 * with the count bound lowered to `bound` when given): the two must agree.
 */
export async function fromIndexAndSql(database: DatabaseHandle, request: JobListRequest, at: Date, bound?: number): Promise<[JobListResponse, JobListResponse]> {
  const asked = { database, now: () => at, ...(bound ? { config: { catalogueCountBound: bound } as Config } : {}) };
  setSearchIndexEnabled(asked, true);
  const fromIndex = await listJobs(asked, request, { subscriptionTier: 'premium' });
  expect(searchIndexState(asked)).toBe('ready');
  setSearchIndexEnabled(asked, false);
  const fromSql = await listJobs(asked, request, { subscriptionTier: 'premium' });
  setSearchIndexEnabled(asked, true);
  return [fromIndex, fromSql];
}

/** What an answer of the index and one of SQL must share: the jobs in order, the pagination and the search report. */
export const answerShape = (answer: JobListResponse) => ({ ids: answer.data.map((j) => j._id), pagination: answer.pagination, search: answer.search });

/**
 * A database of the test file's own holding the judged demo catalogue (made before its tests,
 * dropped after), with the catalogue cache off so that every answer is computed: the database, once
 * the tests run.
 */
export function judgedCatalogue(): () => TestDatabase {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadJudgedCatalogue(t);
    setCatalogueCacheEnabled({ database: t, now: () => JUDGED_AT }, false);
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });
  return () => t!;
}
