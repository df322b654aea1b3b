/**
 * `npm run bench:relevance`: the judged query set (judgements.json) against the real search on the
 * embedded PGlite, or on PostgreSQL with RELEVANCE_DATABASE_URL (a server URL; a database of its own
 * is created and dropped). Prints precision@3, nDCG@10 and the empty answers per category, and the
 * queries that score worst. `--write-baseline` records the figures the relevance test guards.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { BASELINE_FILE, loadJudgedCatalogue, runJudgedQueries, summarize } from '../../apps/server/test/relevance/evaluate.ts';

const serverUrl = process.env.RELEVANCE_DATABASE_URL;
const verbose = process.argv.includes('--verbose');
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
  const f = (n: number) => n.toFixed(3);
  console.log(`Relevance on ${serverUrl ? 'PostgreSQL' : 'PGlite'}: ${summary.queries} judged queries in ${Date.now() - started} ms\n`);
  console.log('| category | queries | precision@3 | nDCG@10 | empty where relevant |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, c] of Object.entries(summary.categories)) console.log(`| ${name} | ${c.queries} | ${f(c.precision)} | ${f(c.ndcg)} | ${c.emptyWhereRelevant} |`);
  console.log(`| **all** | ${summary.queries} | **${f(summary.precision)}** | **${f(summary.ndcg)}** | ${summary.emptyWhereRelevant} |`);
  const worst = [...results].sort((a, b) => a.ndcg - b.ndcg).slice(0, verbose ? results.length : 15);
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
