// Helpers shared by bench/run.mjs (API load benchmark) and bench/lighthouse.mjs (browser audit):
// builds, child processes that never outlive us, ports, readiness, and bench/RESULTS.md sections.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const at = (...p) => path.join(root, ...p);
export const RESULTS_FILE = at('bench/RESULTS.md');

export class BenchError extends Error {
  name = 'BenchError';
}

// ---------------------------------------------------------------------------------------------
// Builds (the same staleness rule as scripts/start.mjs)
// ---------------------------------------------------------------------------------------------

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const buildTargets = {
  web: {
    name: 'web app',
    workspace: '@pathway/web',
    output: at('apps/web/dist/prerendered/landing.html'),
    inputs: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/scripts'), at('packages/contracts/src')],
  },
  server: {
    name: 'server',
    workspace: '@pathway/server',
    output: at('apps/server/dist/main.js'),
    inputs: [at('apps/server/src'), at('packages/contracts/src')],
  },
};

/** Builds each named target ('web', 'server') whose output is older than its sources. */
export function buildIfStale(...names) {
  for (const name of names) {
    const t = buildTargets[name];
    const built = fs.existsSync(t.output) ? fs.statSync(t.output).mtimeMs : 0;
    const changed = Math.max(...t.inputs.map(newestMtime));
    if (built >= changed) continue;
    log(`Building the ${t.name}…`);
    try {
      execFileSync('npm', ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
    } catch {
      throw new BenchError(`Building the ${t.name} failed (npm run build -w ${t.workspace}); see the output above.`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Child processes: tracked, and stopped on every way out (normal end, error, Ctrl-C, SIGTERM)
// ---------------------------------------------------------------------------------------------

const children = new Set();
const tempDirs = new Set();

/**
 * Starts `node ARGS…` as a tracked child, with the caller's environment plus `env`. Its output is
 * kept (last 64 KB) for error messages and echoed when `echo` is set.
 */
export function startNode(label, args, { env = {}, echo = false } = {}) {
  // `undefined` in `env` removes a variable the caller's shell may have set.
  const fullEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.label = label;
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-65_536);
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  children.add(child);
  return child;
}

/** SIGTERM (graceful shutdown), then SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Runs `node ARGS…` to completion (echoing its output unless `echo: false`); throws (with `output`) when it fails. */
export async function runNode(label, args, opts = {}) {
  const child = startNode(label, args, { echo: true, ...opts });
  const { code, signal } = await child.exited;
  if (code !== 0) {
    const error = new BenchError(`${label} failed (${signal ?? `exit code ${code}`}).`);
    error.output = child.output;
    throw error;
  }
}

export function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function removeTempDirs() {
  for (const dir of tempDirs) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // best effort
    }
  }
  tempDirs.clear();
}

const cleanups = new Set();
/** Registers `fn` (sync or async, e.g. killing a browser) to run at cleanup; returns its remover. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function cleanup() {
  const extra = [...cleanups];
  cleanups.clear();
  await Promise.all([...extra.map((fn) => Promise.resolve().then(fn).catch(() => {})), ...[...children].map((c) => stopChild(c))]);
  removeTempDirs();
}

let exiting = false;
/** Installs the exits: every child is stopped and every temp dir removed, whatever happens. */
export function installCleanup() {
  process.on('exit', () => {
    for (const fn of cleanups) {
      try {
        fn();
      } catch {
        // best effort
      }
    }
    for (const child of children) child.kill('SIGKILL');
    removeTempDirs();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (exiting) return;
      exiting = true;
      console.error(`\n${signal}: stopping the child processes…`);
      cleanup().finally(() => process.exit(130));
    });
  }
}

/** Runs `main`, then cleans up; a failure prints its message and exits 1. */
export async function runMain(main) {
  installCleanup();
  let code = 0;
  try {
    await main();
  } catch (err) {
    code = 1;
    if (err instanceof BenchError) console.error(`\n✖ ${err.message}`);
    else console.error('\n✖', err);
  } finally {
    await cleanup();
  }
  process.exit(code);
}

// ---------------------------------------------------------------------------------------------
// Ports and readiness
// ---------------------------------------------------------------------------------------------

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails early when `child` exits, or after `timeoutMs`. */
export async function waitForOk(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BenchError(`${child.label} exited (${child.signalCode ?? `code ${child.exitCode}`}) before ${url} answered. Its output:\n${child.output.trim()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(250);
  }
  throw new BenchError(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}). ${child.label}'s output:\n${child.output.trim()}`);
}

/** Starts the built server (dist/main.js) with `env` on a free port and waits for /api/v1/ready. */
export async function startServer(label, env, { readyTimeoutMs = 120_000, indexTimeoutMs = 900_000 } = {}) {
  const port = await freePort();
  const child = startNode(label, [at('apps/server/dist/main.js')], {
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/v1/ready`, child, readyTimeoutMs);
  await waitForSearchIndex(base, child, indexTimeoutMs);
  return { child, base, port };
}

/**
 * Waits until the server reports its in-memory search index loaded (/api/v1/ready `searchIndex`),
 * as a load balancer would before sending it traffic; until then searches run in SQL.
 */
async function waitForSearchIndex(base, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(`${base}/api/v1/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
    const body = res?.ok ? await res.json() : undefined;
    if (body?.data?.searchIndex === 'ready') {
      log(`  search index loaded in ${((Date.now() - started) / 1000).toFixed(1)} s after ready`);
      return;
    }
    if (child.exitCode !== null) throw new BenchError(`${child.label} exited while its search index loaded:\n${child.output.trim()}`);
    await sleep(250);
  }
  throw new BenchError(`${child.label}'s search index did not load within ${timeoutMs / 1000} s`);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function log(message) {
  console.log(message);
}

// ---------------------------------------------------------------------------------------------
// Machine and RESULTS.md
// ---------------------------------------------------------------------------------------------

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model?.trim() ?? 'unknown CPU'} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
  };
}

export function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

const SKELETON = `# Benchmark results

Written by \`npm run bench\` (API load, PostgreSQL and PGlite) and \`npm run audit:web\` (Lighthouse).
Each command replaces its own section below and appends a line to its history; see bench/README.md
for how to read them. Numbers depend on the machine and on what else runs on it: compare runs made
on the same, otherwise idle, machine.

<!-- api:start -->
## API load benchmark

_Not run yet: \`npm run bench\`._
<!-- api:end -->

<!-- lighthouse:start -->
## Lighthouse

_Not run yet: \`npm run audit:web\`._
<!-- lighthouse:end -->

## History

<!-- api-history:start -->
<!-- api-history:end -->

<!-- lighthouse-history:start -->
<!-- lighthouse-history:end -->
`;

function readResults() {
  return fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : SKELETON;
}

const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

function getSection(text, name) {
  const [start, end] = markers(name);
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return undefined;
  return text.slice(i + start.length, j).replace(/^\n/, '').replace(/\n$/, '');
}

/** Replaces section `name`; a new one goes right after section `after` when that exists, else at the end. */
function setSection(text, name, body, after) {
  const [start, end] = markers(name);
  const block = `${start}\n${body.trim()}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) return text.slice(0, i) + block + text.slice(j + end.length);
  const afterEnd = after ? markers(after)[1] : undefined;
  const k = afterEnd ? text.indexOf(afterEnd) : -1;
  if (k >= 0) return `${text.slice(0, k + afterEnd.length)}\n\n${block}${text.slice(k + afterEnd.length)}`;
  return `${text.trimEnd()}\n\n${block}\n`;
}

/** The body of section `name` of RESULTS.md as it is now (undefined when there is none). */
export function readSection(name) {
  return getSection(readResults(), name);
}

/** Appends `row` to the history table of section `name` (headed `title`, columns `header`). */
function appendHistory(text, { name, title, header, row, after }) {
  const existing = getSection(text, name);
  const rows = existing
    ? existing
        .split('\n')
        .filter((l) => l.startsWith('|'))
        .slice(2)
    : [];
  rows.push(row);
  const separator = header.replace(/[^|]+/g, ' --- ');
  const table = [`### ${title}`, '', header, separator, ...rows].join('\n');
  return setSection(text, name, table, after);
}

/**
 * Replaces whole sections of RESULTS.md (`sections`: {name, body, after?}; a new section goes after
 * section `after`) and appends one row to history tables (`histories`: {name, title, header, row,
 * after?}). Everything else in the file is left as it is.
 */
export function updateResults({ sections = [], histories = [] }) {
  let text = readResults();
  for (const s of sections) text = setSection(text, s.name, s.body, s.after);
  for (const h of histories) text = appendHistory(text, h);
  fs.writeFileSync(RESULTS_FILE, text.trimEnd() + '\n');
}

/**
 * Replaces the section `name` of RESULTS.md with `body` (a whole markdown section), and appends
 * `historyRow` to the history table of section `${name}-history` (headed `historyTitle`, columns
 * `historyHeader`). Everything else in the file is left as it is.
 */
export function writeResults({ name, body, historyTitle, historyHeader, historyRow }) {
  updateResults({
    sections: [{ name, body }],
    histories: [{ name: `${name}-history`, title: historyTitle, header: historyHeader, row: historyRow }],
  });
}

export function isoNow() {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
