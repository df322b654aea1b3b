/**
 * Fills the benchmark's PostgreSQL database (run by bench/run.mjs as a child process, through tsx):
 * applies the migrations, and with --rows N imports N jobs made by the demo generator, 5,000 per
 * importJobs() call, then VACUUM ANALYZE and a marker (a comment on the database) that lets the
 * next run reuse the data. Without --rows it only migrates and analyzes (a reused database).
 *
 *   node --import tsx bench/load-data.ts --url postgres://… [--rows 100000] [--generator HASH]
 *
 * Every call of the generator gets its own seed and a `now` a few seconds apart, so the rows follow
 * the demo catalogue's distributions (cities, types, domains, skills, pay, postings over the last
 * 60 days, ~2% expired) without repeating; externalIds (and apply links) are rewritten to be unique.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { generateDemoCatalogue } from '../apps/server/src/modules/jobs/seed/demo-catalogue.ts';
import { importJobs } from '../apps/server/src/modules/jobs/jobs-import.service.ts';

const ROWS_PER_IMPORT = 5_000;
const FIRST_SEED = 1_000_003;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = arg('url');
const rows = arg('rows') ? Number(arg('rows')) : 0;
const generator = arg('generator') ?? 'unknown';
if (!url || !Number.isInteger(rows) || rows < 0) {
  console.error('usage: load-data.ts --url URL [--rows N] [--generator HASH]');
  process.exit(2);
}

/** Yields batches of `size` import rows until `total` rows were made. */
function* benchRows(total: number, size: number, loadTime: number): Generator<Record<string, unknown>[]> {
  let batch: Record<string, unknown>[] = [];
  let made = 0;
  for (let call = 0; made < total; call += 1) {
    const seed = FIRST_SEED + call;
    // A few seconds apart per call: postings stay within the last 60 days, with fewer exact ties.
    const now = new Date(loadTime - call * 37_000);
    for (const row of generateDemoCatalogue(now, seed)) {
      if (made >= total) break;
      const externalId = `bench-${seed}-${row.externalId}`;
      batch.push({ ...row, externalId, applyLink: row.applyLink.replace(/\/jobs\/[^/]+$/, `/jobs/${externalId}`) });
      made += 1;
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  await runMigrations(handle);
  const { db } = handle;

  if (rows > 0) {
    const started = Date.now();
    let written = 0;
    for (const batch of benchRows(rows, ROWS_PER_IMPORT, started)) {
      const result = await importJobs(db, batch, { chunkSize: 1_000 });
      written += result.created + result.updated;
      const secs = (Date.now() - started) / 1000;
      process.stdout.write(`\r  imported ${written.toLocaleString('en')} / ${rows.toLocaleString('en')} jobs (${secs.toFixed(0)} s)`);
    }
    process.stdout.write('\n');
  }

  // A steady-state table: statistics for the planner and a visibility map for index-only scans
  // (what autovacuum would have done on a production database by now).
  await db.execute(sql`VACUUM (ANALYZE)`);

  if (rows > 0) {
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)).rows as [{ n: number }];
    const marker = JSON.stringify({ generator, rows: n, loadedAt: new Date().toISOString() });
    // COMMENT takes no bind parameters; the marker is our own JSON (no quotes inside it).
    await db.execute(sql.raw(`COMMENT ON DATABASE "${dbName(url)}" IS '${marker.replace(/'/g, "''")}'`));
    console.log(`  ${n.toLocaleString('en')} jobs in the database`);
  }
} finally {
  await handle.close();
}

function dbName(connectionString: string): string {
  return decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, ''));
}
