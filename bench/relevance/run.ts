/**
 * `npm run bench:relevance`: the judged query set (judgements.json) against the real search on the
 * embedded PGlite, or on PostgreSQL with RELEVANCE_DATABASE_URL (a server URL; a database of its own
 * is created and dropped). Prints precision@3, nDCG@10 and the empty answers per category, and the
 * queries that score worst. `--write-baseline` records the figures the relevance test guards.
 *
 * `npm run bench:relevance -- --scale [--url URL] [--write-baseline] [--verbose] [--migrate]`: the
 * rule-graded set (judgements-scale.json) on the 100,000-job bench catalogue that `npm run bench`
 * loads (--url, else RELEVANCE_SCALE_URL, else pathway_bench on the local server). That database is
 * only read: nothing is seeded, and it is not migrated unless --migrate says so (pending migrations
 * stop the run; `npm run bench` applies them on its every start). `--write-baseline` writes
 * baseline-scale.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { migrationsDir } from '../../apps/server/src/paths.ts';
import { BASELINE_FILE, loadJudgedCatalogue, runJudgedQueries, summarize, type QueryResult, type Summary } from '../../apps/server/test/relevance/evaluate.ts';
import { DEFAULT_SCALE_URL, runRuleJudgedQueries, SCALE_BASELINE_FILE } from '../../apps/server/test/relevance/evaluate-rules.ts';

const verbose = process.argv.includes('--verbose');
const f = (n: number) => n.toFixed(3);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function printSummary(summary: Summary): void {
  console.log('| category | queries | precision@3 | nDCG@10 | empty where relevant |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, c] of Object.entries(summary.categories)) console.log(`| ${name} | ${c.queries} | ${f(c.precision)} | ${f(c.ndcg)} | ${c.emptyWhereRelevant} |`);
  console.log(`| **all** | ${summary.queries} | **${f(summary.precision)}** | **${f(summary.ndcg)}** | ${summary.emptyWhereRelevant} |`);
}

const worstFirst = <T extends QueryResult>(results: T[]) => [...results].sort((a, b) => a.ndcg - b.ndcg);

async function runDemoSets(): Promise<void> {
  const serverUrl = process.env.RELEVANCE_DATABASE_URL;
  let dropName: string | undefined;
  let handle;
  if (serverUrl) {
    dropName = `pathway_relevance_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dropName}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dropName}`;
    handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  } else {
    handle = await openDatabase({});
  }
  try {
    await runMigrations(handle);
    const ids = await loadJudgedCatalogue(handle);
    const started = Date.now();
    const results = await runJudgedQueries(handle, ids);
    const summary = summarize(results);
    console.log(`Relevance on ${serverUrl ? 'PostgreSQL' : 'PGlite'}: ${summary.queries} judged queries in ${Date.now() - started} ms\n`);
    printSummary(summary);
    const worst = worstFirst(results).slice(0, verbose ? results.length : 15);
    console.log('\nLowest nDCG@10:');
    for (const r of worst) console.log(`  ${f(r.ndcg)}  p@3 ${f(r.precision)}  ${r.id.padEnd(28)} "${r.query}"  (${r.relevant} relevant${r.empty ? ', EMPTY' : ''}${r.notice ? `; ${r.notice}` : ''})`);
    if (process.argv.includes('--write-baseline')) {
      fs.writeFileSync(BASELINE_FILE, `${JSON.stringify({ recorded: new Date().toISOString().slice(0, 10), ...summary }, null, 2)}\n`);
      console.log(`\nbaseline written to ${BASELINE_FILE}`);
    }
  } finally {
    await handle.close();
    if (dropName && serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${dropName}" WITH (FORCE)`);
      await admin.end();
    }
  }
}

/** The bench database must already have every migration: this run only reads it. */
async function assertMigrated(handle: DatabaseHandle, where: string): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  let applied: number;
  try {
    const rows = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    applied = Number(rows.rows[0]?.n ?? 0);
  } catch {
    applied = 0;
  }
  if (applied < journal.entries.length) {
    throw new Error(
      `${where} has ${applied} of the ${journal.entries.length} migrations. Run \`npm run bench\` (it loads and migrates the bench ` +
        'database), or pass --migrate to apply the pending ones here.',
    );
  }
}

async function runScaleSet(): Promise<void> {
  const url = arg('url') ?? process.env.RELEVANCE_SCALE_URL ?? DEFAULT_SCALE_URL;
  const parsed = new URL(url);
  const where = `${parsed.host}${parsed.pathname}`;
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    if (process.argv.includes('--migrate')) await runMigrations(handle);
    else await assertMigrated(handle, where);
    // The real time: the bench catalogue is dated relative to its load (postings over the 60 days before it).
    const now = new Date();
    const [{ active }] = (await handle.db.execute<{ active: number }>(sql`SELECT count(*)::int AS active FROM jobs WHERE expiry_date > ${now.toISOString()}::timestamptz`))
      .rows as [{ active: number }];
    if (active === 0) throw new Error(`${where} holds no active job: load the bench catalogue with \`npm run bench\` first.`);
    const started = Date.now();
    const results = await runRuleJudgedQueries(handle, now);
    const summary = summarize(results);
    console.log(`Relevance at scale on ${where}: ${active.toLocaleString('en')} active jobs, ${summary.queries} rule-graded queries in ${Date.now() - started} ms (now = ${now.toISOString()})\n`);
    printSummary(summary);
    // Most queries have thousands of relevant jobs and score 1: without --verbose, only the others.
    const worst = verbose ? worstFirst(results) : worstFirst(results.filter((r) => r.ndcg < 1 || r.precision < 1)).slice(0, 15);
    if (verbose) console.log('\nEvery query, lowest nDCG@10 first, with its first answers and their grades:');
    else console.log(worst.length ? '\nBelow 1, lowest nDCG@10 first (with the first answers and their grades):' : '\nEvery query scored 1.');
    for (const r of worst) {
      const relevant = `${r.grade2Jobs.toLocaleString('en')} grade 2, ${r.grade1Jobs.toLocaleString('en')} grade 1`;
      console.log(`  ${f(r.ndcg)}  p@3 ${f(r.precision)}  ${r.id.padEnd(44)} "${r.query}"  (${relevant}; ${r.total.toLocaleString('en')} answered${r.empty ? ', EMPTY' : ''}${r.notice ? `; ${r.notice}` : ''})`);
      for (const a of r.answers.slice(0, verbose ? 10 : 3)) {
        const j = a.job;
        console.log(`        [${a.grade}] ${j.title} | ${j.company} | ${j.location} | ${j.type} | ${j.experienceMin}-${j.experienceMax} y | ${j.domains[0] ?? ''}`);
      }
    }
    if (process.argv.includes('--write-baseline')) {
      const baseline = {
        recorded: now.toISOString(),
        database: where,
        activeJobs: active,
        ...summary,
        results: results.map((r) => ({ id: r.id, query: r.query, ndcg: r.ndcg, precision: r.precision, empty: r.empty, grade2Jobs: r.grade2Jobs, grade1Jobs: r.grade1Jobs })),
      };
      fs.writeFileSync(SCALE_BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
      console.log(`\nbaseline written to ${SCALE_BASELINE_FILE}`);
    }
  } finally {
    await handle.close();
  }
}

if (process.argv.includes('--scale')) {
  try {
    await runScaleSet();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} else {
  await runDemoSets();
}
