import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshEmail, freshIp, STRONG_PASSWORD, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../test-db.ts';
import { addJobs, signedUp } from '../user-area/helpers.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let a: Accounts;
beforeAll(async () => {
  a = await startAccounts({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await a?.close();
});

async function scrape(app = a.t.app): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one sample (`name{labels} value`), or undefined when the exposition has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/** Scrapes until `ready` holds (a mail leaves after the answer); bounded, then the last scrape. */
async function scrapeUntil(ready: (text: string) => boolean, app = a.t.app): Promise<string> {
  const deadline = Date.now() + 5_000;
  let text = await scrape(app);
  while (!ready(text) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    text = await scrape(app);
  }
  return text;
}

describe('GET /metrics protection', () => {
  it('is not served at all without METRICS_TOKEN (404, not the web app)', async () => {
    const t: TestApp = await createTestApp();
    try {
      for (const accept of ['*/*', 'text/html']) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { accept, authorization: `Bearer ${TOKEN}` } });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('pathway_');
      }
    } finally {
      await t.close();
    }
  });

  it('answers 401 without the bearer token or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`]) {
      const res = await a.t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('pathway_');
    }
  });

  it('answers Prometheus text with the token, and stays out of the OpenAPI document', async () => {
    const res = await a.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const family of [
      'pathway_http_requests_total counter',
      'pathway_http_request_duration_seconds histogram',
      'pathway_errors_total counter',
      'pathway_quota_refusals_total counter',
      'pathway_mail_total counter',
      'pathway_catalogue_cache_lookups_total counter',
      'pathway_catalogue_version_checks_total counter',
      'pathway_list_rows_total counter',
      'pathway_match_profiles_total counter',
      'pathway_search_memo_arrays_total counter',
      'pathway_search_memo_arena_bytes gauge',
      'pathway_database_info gauge',
      'pathway_database_pool_connections gauge',
      'pathway_database_up gauge',
      'pathway_process_cpu_seconds_total counter',
    ]) {
      expect(res.body).toContain(`# TYPE ${family}`);
    }
    const openapi = await a.t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(openapi.json().paths)).not.toContain('/metrics');
  });
});

describe('what the metrics count', () => {
  it('requests by route pattern, method and status class, with their durations', async () => {
    const labels = { method: 'GET', route: '/api/v1/health', status_class: '2xx' };
    const before = sample(await scrape(), 'pathway_http_requests_total', labels) ?? 0;
    for (let i = 0; i < 3; i++) expect((await a.t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'pathway_http_requests_total', labels)).toBe(before + 3);
    expect(sample(text, 'pathway_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(text, 'pathway_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('error answers by their code, under the route pattern and never the raw address', async () => {
    // Letters as the marker: a number in the scrape (CPU seconds, bytes) could hold any digits.
    const before = await scrape();
    const missing = await a.t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing-qzx?token=secret' });
    expect(missing.statusCode).toBe(404);
    const job = await a.t.app.inject({ method: 'GET', url: '/api/v1/jobs/not-a-uuid-qzx' });
    expect(job.statusCode).toBeGreaterThanOrEqual(400);
    const text = await scrape();
    expect(sample(text, 'pathway_errors_total', { code: 'NOT_FOUND' })).toBe((sample(before, 'pathway_errors_total', { code: 'NOT_FOUND' }) ?? 0) + 1);
    expect(sample(text, 'pathway_http_requests_total', { route: '(unmatched)', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pathway_http_requests_total', { route: '/api/v1/jobs/:id', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('qzx');
    expect(text).not.toContain('secret');
  });

  it('quota refusals, by the route whose quota ran out', async () => {
    const user = await signedUp(a);
    const ids = await addJobs(a, Array.from({ length: 6 }, () => ({})));
    for (const id of ids.slice(0, 5)) expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    const refused = await user.api('GET', `/jobs/${ids[5]}`);
    expect(refused.json().code).toBe('QUOTA_EXCEEDED');
    const text = await scrape();
    expect(sample(text, 'pathway_quota_refusals_total', { route: '/api/v1/jobs/:id' })).toBe(1);
    expect(sample(text, 'pathway_errors_total', { code: 'QUOTA_EXCEEDED' })).toBe(1);
  });

  it('catalogue cache hits and misses', async () => {
    const before = await scrape();
    const hits = sample(before, 'pathway_catalogue_cache_lookups_total', { result: 'hit' }) ?? 0;
    const misses = sample(before, 'pathway_catalogue_cache_lookups_total', { result: 'miss' }) ?? 0;
    await addJobs(a, [{ title: 'Metrics Analyst Intern' }]);
    for (let i = 0; i < 3; i++) expect((await a.t.app.inject({ method: 'GET', url: '/api/v1/jobs/locations' })).statusCode).toBe(200);
    const text = await scrape();
    // The first read after the import computes the counts; the next two are served from memory.
    expect(sample(text, 'pathway_catalogue_cache_lookups_total', { result: 'miss' })).toBeGreaterThan(misses);
    expect(sample(text, 'pathway_catalogue_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(hits + 2);
  });

  it('mail sent and failed, by kind of message', async () => {
    const register = (email: string) =>
      call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Mita', lastName: 'Rao' }, { ip: freshIp() });
    const sent = (text: string) => sample(text, 'pathway_mail_total', { kind: 'verification-code', outcome: 'sent' }) ?? 0;
    const failed = (text: string) => sample(text, 'pathway_mail_total', { kind: 'verification-code', outcome: 'failed' }) ?? 0;
    const before = await scrape();

    expect((await register(freshEmail('metrics'))).statusCode).toBe(201);
    let text = await scrapeUntil((t) => sent(t) > sent(before));
    expect(sent(text)).toBe(sent(before) + 1);

    a.smtp.refuseAll(true);
    try {
      expect((await register(freshEmail('metrics'))).statusCode).toBe(201);
      text = await scrapeUntil((t) => failed(t) > failed(before));
    } finally {
      a.smtp.refuseAll(false);
    }
    expect(failed(text)).toBe(failed(before) + 1);
    expect(sent(text)).toBe(sent(before) + 1);
  });

  it('database health and pool use', async () => {
    const text = await scrape();
    expect(sample(text, 'pathway_database_up')).toBe(1);
    expect(sample(text, 'pathway_database_info', { kind: testDbKind })).toBe(1);
    if (testDbKind === 'postgres') {
      expect(sample(text, 'pathway_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'pathway_database_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'pathway_database_pool_connections', { state: 'total' })).toBeUndefined();
    }
    // No REDIS_URL: no Redis gauge at all (rather than a 0 that would page someone).
    expect(text).not.toContain('pathway_redis_up');
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something listens on the port (a server just spawned); bounded. */
async function acceptsConnections(port: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

describe('Redis health', () => {
  it('is 1 while Redis answers and 0 once it is gone', async () => {
    const port = await freePort();
    const redis: ChildProcess = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    let t: TestApp | undefined;
    try {
      await acceptsConnections(port);
      t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: `redis://127.0.0.1:${port}` } });
      const up = await scrapeUntil((text) => sample(text, 'pathway_redis_up') === 1, t.app);
      expect(up).toContain('# TYPE pathway_redis_up gauge');
      expect(sample(up, 'pathway_redis_up')).toBe(1);
      redis.kill('SIGKILL');
      const down = await scrapeUntil((text) => sample(text, 'pathway_redis_up') === 0, t.app);
      expect(sample(down, 'pathway_redis_up')).toBe(0);
    } finally {
      redis.kill('SIGKILL');
      await t?.close();
    }
  });
});
