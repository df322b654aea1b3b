// `npm test`: every suite, in order, with a plain account of what ran and what was skipped and why.
//   1. unit, component and integration tests (integration on embedded PGlite)
//   2. the server's integration tests again on PostgreSQL, when TEST_DATABASE_URL is set and answers
//   3. the landing route's JavaScript budget, the first pages' file count and the libraries kept for
//      later (issue 4): a production build of the web app, measured
//   4. the end-to-end journeys in Chromium, when Chromium is installed
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let failedSuites = 0;

/** How long a suite took, for the summary: CI has a time budget, and this shows where it goes. */
const took = (started) => `(${Math.round((Date.now() - started) / 1000)} s)`;

function runVitest(label, args, env = {}) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = {
      passed: r.numPassedTests ?? 0,
      failed: r.numFailedTests ?? 0,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  }
  const ok = result.status === 0;
  if (!ok) {
    failedSuites += 1;
    if (counts.failed === 0) counts.failed = 1; // a suite that crashed before reporting still counts as a failure
  }
  for (const k of Object.keys(totals)) totals[k] += counts[k];
  summary.push(`${ok ? 'ran    ' : 'FAILED '} ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped ${took(started)}`);
}

function skip(label, why) {
  console.log(`\n=== ${label} === skipped: ${why}`);
  summary.push(`skipped ${label}: ${why}`);
}

function canConnect(urlString) {
  return new Promise((resolve) => {
    let url;
    try {
      url = new URL(urlString);
    } catch {
      resolve(false);
      return;
    }
    const socket = net.connect({ host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) });
    socket.setTimeout(3000);
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// 1. Unit, component and integration (PGlite). TEST_DATABASE_URL is removed so this pass is PGlite's.
runVitest('unit + integration (PGlite)', [], { TEST_DATABASE_URL: '' });

// 2. Integration on PostgreSQL.
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  skip('integration (PostgreSQL)', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
} else if (!(await canConnect(pgUrl))) {
  skip('integration (PostgreSQL)', `nothing answers at ${new URL(pgUrl).host}`);
} else {
  runVitest('integration (PostgreSQL)', ['--project', 'server', 'test/'], { TEST_DATABASE_URL: pgUrl });
}

// 3. The landing route's JavaScript budget, the first pages' file count and the libraries they must
//    not load at start, on a fresh production build (the journeys then reuse it).
{
  const label = 'web bundle budget';
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, ['apps/web/scripts/bundle-size.mjs'], { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  if (!ok) failedSuites += 1;
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ran    ' : 'FAILED '} ${label}: ${ok ? 'within' : 'outside'} the landing route's budget, the first pages' file count and the libraries kept for later (apps/web/scripts/bundle-size.mjs) ${took(started)}`);
}

// 4. End-to-end journeys in Chromium.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  skip('end-to-end (Chromium)', `no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
} else {
  runVitest('end-to-end (Chromium)', ['--config', 'e2e/vitest.config.ts']);
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 ? 1 : 0);
