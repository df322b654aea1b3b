// `npm run audit:web`: Lighthouse on the landing page, /jobs and a job's page (ISSUE 4, outcome 7).
// See bench/README.md.
//
// Builds what is stale, serves the demo catalogue (embedded PGlite, a temporary DATA_DIR), and runs
// Lighthouse (the npm package, its default mobile emulation and simulated throttling) in Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded). Scores and, for every
// category below its target, the audits that failed go to bench/RESULTS.md; the full HTML reports
// to bench/reports/ (not committed). Exits non-zero only when Lighthouse itself cannot run.
//
// Each page is audited LIGHTHOUSE_RUNS times (default 5) and the run with the median performance
// score is recorded, as Lighthouse's documentation advises running several times: one run's score
// varies by several points with what the machine does meanwhile.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { at, BenchError, buildIfStale, isoNow, loadAverage, log, machineInfo, makeTempDir, onCleanup, runMain, startServer, writeResults } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const LABELS = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const REPORTS_DIR = at('bench/reports');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('LIGHTHOUSE_RUNS must be a whole number from 1 to 20.');

/** Runs Lighthouse on `url` in a fresh Chromium; returns the report (lhr) and its HTML. */
async function audit(url) {
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  } catch (err) {
    throw new BenchError(`Chromium did not start (${CHROME_PATH}): ${err.message}`);
  }
  const forget = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new BenchError(`Lighthouse returned no report for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new BenchError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const c of CATEGORIES) {
      if (typeof lhr.categories[c]?.score !== 'number') {
        throw new BenchError(`Lighthouse gave no ${c} score for ${url}${lhr.runtimeError ? `: ${lhr.runtimeError.message}` : ''}.`);
      }
    }
    return { lhr, html: result.report };
  } finally {
    forget();
    await chrome.kill();
  }
}

const score = (lhr, c) => Math.round(lhr.categories[c].score * 100);

/** What keeps a category below its target: failing audits (performance: weak metrics and opportunities). */
function findings(lhr, category) {
  const out = [];
  for (const ref of lhr.categories[category].auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score === undefined) continue;
    if (['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode)) continue;
    if (category === 'performance') {
      // The weighted metrics, then the diagnostics (Lighthouse 12 keeps its newer "insights",
      // which repeat them, in the hidden group). A claimed saving of nothing is no finding.
      if (a.score >= 0.9 || /savings of 0\b/.test(a.displayValue ?? '')) continue;
      if (ref.group === 'metrics') out.push(`${a.title}: ${a.displayValue ?? ''} (score ${Math.round(a.score * 100)})`);
      else if (ref.group === 'diagnostics') out.push(`${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`);
    } else if (a.score < 1) {
      out.push(`${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  return out.map((f) => f.replace(/\u00a0/g, ' '));
}

function metric(lhr, id) {
  return lhr.audits[id]?.displayValue?.replace(/\u00a0/g, ' ') ?? '—';
}

async function main() {
  const date = isoNow();
  if (!fs.existsSync(CHROME_PATH)) throw new BenchError(`No Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH.`);
  process.env.CHROME_PATH = CHROME_PATH;
  buildIfStale('web', 'server');

  log('Starting the server on the demo catalogue (PGlite)…');
  const env = Object.fromEntries(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'TRUST_PROXY'].map((k) => [k, undefined]));
  const server = await startServer('the server (PGlite, demo)', { ...env, SEED: 'demo', DATA_DIR: makeTempDir('pathway-audit-') });
  const first = await fetch(`${server.base}/api/v1/jobs?limit=1`).then((r) => r.json()).catch(() => null);
  const jobId = first?.data?.data?.[0]?._id;
  if (!jobId) throw new BenchError(`GET /api/v1/jobs?limit=1 gave no job id: ${JSON.stringify(first)?.slice(0, 300)}`);

  const pages = [
    { name: 'landing', path: '/' },
    { name: 'jobs', path: '/jobs' },
    { name: 'job detail', path: `/jobs/${jobId}` },
  ];
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const loadBefore = loadAverage();
  const results = [];
  for (const page of pages) {
    process.stdout.write(`  Lighthouse ${page.path} × ${RUNS} … `);
    const started = Date.now();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(server.base + page.path));
    const byScore = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const { lhr, html } = byScore[Math.floor((byScore.length - 1) / 2)];
    const file = `${page.name.replace(/\s+/g, '-')}.html`;
    fs.writeFileSync(`${REPORTS_DIR}/${file}`, html);
    fs.writeFileSync(`${REPORTS_DIR}/${file.replace(/\.html$/, '.json')}`, JSON.stringify(lhr));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)]));
    const spread = runs.map((r) => score(r.lhr, 'performance')).sort((a, b) => a - b);
    console.log(`${CATEGORIES.map((c) => `${LABELS[c]} ${scores[c]}`).join(', ')}; performance of the runs ${spread.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    results.push({ ...page, lhr, scores, spread, file });
  }
  const loadAfter = loadAverage();

  const m = machineInfo();
  const env0 = results[0].lhr;
  const cell = (r, c) => `${r.scores[c]} ${r.scores[c] >= TARGETS[c] ? '✓' : '✗'}`;
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.path.replace(jobId, ':id')}\` | ${CATEGORIES.map((c) => cell(r, c)).join(' | ')} | ${metric(r.lhr, 'first-contentful-paint')} | ${metric(r.lhr, 'largest-contentful-paint')} | ${metric(r.lhr, 'total-blocking-time')} | ${metric(r.lhr, 'cumulative-layout-shift')} | ${r.spread.join(', ')} |`,
  );
  const misses = [];
  for (const r of results) {
    for (const c of CATEGORIES) {
      if (r.scores[c] >= TARGETS[c]) continue;
      const list = findings(r.lhr, c);
      misses.push(`- **${r.name}** (\`${r.path.replace(jobId, ':id')}\`), ${LABELS[c]} ${r.scores[c]} < ${TARGETS[c]}:${list.length ? `\n${list.map((f) => `  - ${f}`).join('\n')}` : ' (no single audit fails: the weighted metrics add up below the target)'}`);
    }
  }

  const body = `## Lighthouse

Latest run of \`npm run audit:web\`: **${date}**.

- Lighthouse ${env0.lighthouseVersion}, ${RUNS} runs per page, the run with the median performance score shown (every run's score in the last column); default mobile settings (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown), in ${env0.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} (${CHROME_PATH}); benchmark index ${env0.environment.benchmarkIndex}.
- Machine: ${m.cpu}, ${m.memory}; Node ${m.node}; load average before: ${loadBefore}, after: ${loadAfter}.
- Server: the production build, embedded PGlite with the demo catalogue; the job page is \`/jobs/${jobId}\`.
- Full reports: bench/reports/*.html and *.json (not committed).

| page | path | Performance (≥ ${TARGETS.performance}) | Accessibility (${TARGETS.accessibility}) | Best practices (${TARGETS['best-practices']}) | SEO (${TARGETS.seo}) | FCP | LCP | TBT | CLS | runs |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

${misses.length ? `### Below target\n\n${misses.join('\n')}` : 'Every page meets every target.'}`;

  writeResults({
    name: 'lighthouse',
    body,
    historyTitle: 'Lighthouse (npm run audit:web): performance / accessibility / best practices / SEO',
    historyHeader: '| date | landing | jobs | job detail | load avg |',
    historyRow: `| ${date} | ${results.map((r) => CATEGORIES.map((c) => r.scores[c]).join(' / ')).join(' | ')} | ${loadBefore.split(' / ')[0]} |`,
  });
  console.log(`\n${misses.length ? misses.join('\n') : 'Every page meets every target.'}\n\nWritten to bench/RESULTS.md; reports in bench/reports/.`);
}

await runMain(main);
