/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of every catalogue query the API runs, as Markdown, for
 * docs/query-plans.md. It drives the real app (app.inject) and records the SQL the driver receives,
 * so the plans are those of the code as it is.
 *
 *   npx tsx apps/server/scripts/query-plans.ts --jobs 340                     # PGlite, demo catalogue
 *   npx tsx apps/server/scripts/query-plans.ts --jobs 100000 --postgres URL   # a throwaway database on URL's server
 *
 * With --postgres it creates a database of its own on that server and drops it at the end.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { driverOf, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { generateDemoCatalogue } from '../src/modules/jobs/seed/demo-catalogue.ts';
import { startSession } from '../src/modules/auth/session.service.ts';
import { notifyCatalogueChanged } from '../src/modules/jobs/catalogue-version.ts';
import { importJobs } from '../src/modules/jobs/jobs-import.service.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const jobCount = Number(option('--jobs') ?? 340);
const serverUrl = option('--postgres');
/** --keep NAME: use (and keep) database NAME on the --postgres server, importing only when it is empty. */
const keepName = option('--keep');
const NOW = new Date('2026-11-15T06:30:00Z');

interface Statement {
  text: string;
  values: unknown[];
  /** Sent inside the app's text-search transaction (after SET LOCAL enable_seqscan = off). */
  seqscanOff?: boolean;
}

/** What a recorded statement is, for the reader of the plans. */
function describe(text: string): string {

  if (/^select count\(\*\)::int/i.test(text.trim())) return 'Total (cached per filter set and catalogue version):\n';
  if (/"jobs"\."id" in \(select/i.test(text)) return 'Deep page (the page\'s ids first, from the index; then those rows; one statement):\n';
  if (/FROM jobs j WHERE j\.company_id/.test(text)) return 'The company, with its number of active jobs:\n';
  return 'Page:\n';
}

async function main() {
  let handle: DatabaseHandle;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = keepName ?? `pathway_plans_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    dropDatabase = keepName ? undefined : async () => {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    };
  } else {
    handle = await openDatabase({});
  }

  try {
    await runMigrations(handle);
    const started = Date.now();
    const existing = Number(
      (await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`)).rows[0]!.n,
    );
    for (let batch = 0, written = existing; written < jobCount; batch += 1) {
      const rows = generateDemoCatalogue(NOW, 20_240_101 + batch)
        .slice(0, jobCount - written)
        .map((row) => ({ ...row, externalId: `b${batch}-${row.externalId}` }));
      await importJobs(handle.db, rows, { chunkSize: 1000 });
      written += rows.length;
      if (batch % 20 === 0) process.stderr.write(`\r${written} jobs`);
    }
    process.stderr.write(`\rimported ${jobCount} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

    const driver = driverOf(handle);
    const runRaw = async (text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> => {
      if (driver.kind === 'postgres') return (await driver.pool.query(text, values)).rows;
      return (await driver.client.query<Record<string, unknown>>(text, values)).rows;
    };
    await runRaw('VACUUM ANALYZE');

    /** EXPLAIN ANALYZE on one connection, in a transaction with seq scans off when the app does that. */
    const explain = async (statement: Statement, seqscanOff: boolean): Promise<Record<string, unknown>[]> => {
      const text = `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
      if (driver.kind === 'pglite') {
        if (!seqscanOff) return (await driver.client.query<Record<string, unknown>>(text, statement.values)).rows;
        return driver.client.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_seqscan = off');
          await tx.query('SET LOCAL jit = off');
          return (await tx.query<Record<string, unknown>>(text, statement.values)).rows;
        });
      }
      const client = await driver.pool.connect();
      try {
        if (seqscanOff) await client.query('BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL jit = off');
        const rows = (await client.query(text, statement.values)).rows as Record<string, unknown>[];
        if (seqscanOff) await client.query('COMMIT');
        return rows;
      } finally {
        client.release();
      }
    };

    // Record every statement the app sends (pooled or in a transaction's own connection).
    const recorded: Statement[] = [];
    let inSearchTransaction = false;
    const record = (first: unknown, second: unknown) => {
      let statement: Statement | undefined;
      if (typeof first === 'object' && first && 'text' in first) {
        const values = (first as { values?: unknown[] }).values ?? (second as unknown[] | undefined) ?? [];
        statement = { text: (first as { text: string }).text, values };
      } else if (typeof first === 'string') {
        statement = { text: first, values: Array.isArray(second) ? second : [] };
      }
      if (!statement) return;
      if (/enable_seqscan = off/i.test(statement.text)) inSearchTransaction = true;
      if (/^\s*(commit|rollback)/i.test(statement.text)) inSearchTransaction = false;
      recorded.push({ ...statement, seqscanOff: inSearchTransaction });
    };
    if (driver.kind === 'postgres') {
      const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
      const original = proto.query;
      proto.query = function (this: unknown, ...a: unknown[]) {
        record(a[0], a[1]);
        return original.apply(this, a);
      };
    } else {
      const client = driver.client as unknown as { query: (...a: unknown[]) => Promise<unknown>; exec: (...a: unknown[]) => Promise<unknown> };
      for (const method of ['query', 'exec'] as const) {
        const original = client[method].bind(client);
        client[method] = (...a: unknown[]) => {
          record(a[0], a[1]);
          return original(...a);
        };
      }
    }

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-plans-'));
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database: handle, now: () => NOW, logger: false });
    await app.ready();

    const companies = await runRaw(`SELECT id, name FROM companies ORDER BY name LIMIT 1`);
    const company = companies[0] as { id: string; name: string };
    const job = (await runRaw(`SELECT id FROM jobs WHERE expiry_date > $1 ORDER BY posted_date DESC LIMIT 1`, [NOW.toISOString()]))[0] as { id: string };

    // GET /jobs/:id needs a signed-in user: a verified Premium account made for this run.
    const viewerId = String((await runRaw(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, subscription_tier, subscription_status, subscription_expires_at)
       VALUES ('plans@example.in', 'not-a-password-hash', 'Query', 'Plans', $1, 'premium', 'active', $2) RETURNING id`,
      [NOW.toISOString(), new Date(NOW.getTime() + 365 * 86_400_000).toISOString()],
    ))[0]!.id);
    const viewer = { authorization: `Bearer ${(await startSession(app.deps, viewerId, false)).accessToken}` };

    /** [title, url, options]: `warm` keeps the caches of the scenario before (a repeated request). */
    const scenarios: [string, string, { warm?: boolean; headers?: Record<string, string> }?][] = [
      ['Unfiltered page 1 (landing, /jobs)', '/api/v1/jobs?sortBy=postedDate&sortOrder=desc'],
      ['Location + type, page 1', '/api/v1/jobs?location=Bengaluru&type=Full-time&sortBy=postedDate&sortOrder=desc'],
      ['Full text "react developer" + location, relevance', '/api/v1/jobs?query=react%20developer&location=Bengaluru'],
      ['Full text "react developer" + type, newest first', '/api/v1/jobs?query=react%20developer&type=Full-time&sortBy=postedDate&sortOrder=desc'],
      ['Prefix while typing ("reac")', '/api/v1/jobs?query=reac'],
      ['Typo ("pyton developer")', '/api/v1/jobs?query=pyton%20developer'],
      ['Page 500, unfiltered', '/api/v1/jobs?page=500&sortBy=postedDate&sortOrder=desc'],
      // Deep pages in postedDate order seek from a cursor the request before left (jobs.service.ts).
      ...(jobCount > 5_010
        ? ([
            ['Page 500 again (from the remembered cursor)', '/api/v1/jobs?page=500&sortBy=postedDate&sortOrder=desc', { warm: true }],
            ['Page 501 after page 500 (from the cursor page 500 left)', '/api/v1/jobs?page=501&sortBy=postedDate&sortOrder=desc', { warm: true }],
          ] as const)
        : []),
      ['Domain + experience + salary (Premium)', '/api/v1/jobs?domain=Data%20Science&experience=0-1,1-3&salary=3-6,6-10', { headers: viewer }],
      ['Company filter (multi-select)', `/api/v1/jobs?company=${encodeURIComponent(company.name)}`],
      ['Sort by salary', '/api/v1/jobs?sortBy=salary'],
      ['Sort by title', '/api/v1/jobs?sortBy=title&sortOrder=asc'],
      ['Sort by expiry (closing soon)', '/api/v1/jobs?sortBy=expiryDate'],
      ['Featured', '/api/v1/jobs/featured'],
      ["A company's jobs", `/api/v1/companies/${company.id}/jobs`],
      ['One job (signed in)', `/api/v1/jobs/${job.id}`, { headers: viewer }],
      ['Category counts (aggregate, cached per version)', '/api/v1/jobs/category'],
      ['Option list: locations (aggregate, cached per version)', '/api/v1/jobs/locations'],
      ['Companies hiring (aggregate, cached per version)', '/api/v1/companies'],
      ['Platform stats (cached 60 s)', '/api/v1/stats/platform'],
      ['Sitemap (aggregate, cached per version)', '/sitemap.xml'],
    ];

    const kind = driver.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(`## ${kind}, ${jobCount.toLocaleString('en-US')} jobs\n`);
    for (const [title, url, options = {}] of scenarios) {
      if (!options.warm) notifyCatalogueChanged(handle.db); // cold caches: every query of the request runs
      recorded.length = 0;
      const res = await app.inject({ method: 'GET', url, headers: options.headers ?? {} });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const statements = recorded.filter(
        (s) =>
          !/catalogue_state WHERE id = 1`?$/.test(s.text.trim()) &&
          /^\s*(select|with)/i.test(s.text) &&
          // A signed-in request also reads its session: only the catalogue's own statements are shown.
          (!options.headers || /"jobs"/.test(s.text)),
      );
      // Text searches run with sequential scans priced out (jobs.service.ts); explain them the same way.
      const seqscanOff = recorded.some((s) => /enable_seqscan = off/i.test(s.text));
      console.log(`### ${title}\n\n\`GET ${url.replace('/api/v1', '')}\`${seqscanOff ? ' (page and count in a transaction with `SET LOCAL enable_seqscan = off; SET LOCAL jit = off`)' : ''}\n`);
      for (const statement of statements) {
        if (statements.length > 1) console.log(describe(statement.text));
        const plan = await explain(statement, statement.seqscanOff ?? false);
        const lines = plan.map((r) => String(Object.values(r)[0]));
        console.log('```');
        console.log(lines.join('\n'));
        console.log('```\n');
      }
      recorded.length = 0;
    }
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  } finally {
    await handle.close();
    await dropDatabase?.();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
