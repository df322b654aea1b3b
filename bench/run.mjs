// `npm run bench`: the catalogue API under load (issue 4, outcome 6; issue 20, outcome 1). See bench/README.md.
//
//   npm run bench                   100,000 jobs in PostgreSQL, 50 connections, 3 s warm-up + 10 s per scenario
//   npm run bench -- --jobs N       N jobs (10000, 100000, 1000000…) in a database of that size (pathway_bench_10k, pathway_bench_1m)
//   npm run bench -- --only L,T     only these scenarios (a–f, L, T, D); writes nothing
//   npm run bench -- --quick        10,000 jobs (database pathway_bench_quick), 1 s + 2 s: a smoke test of the harness
//   npm run bench -- --reload       reload the jobs even when the database could be reused
//
// Two kinds of scenario: a–f repeat one URL (or 500 ids in turn), which the API's in-process cache
// answers after the first request: the cache's ceiling. L, T and D draw every request's path from a
// long tail (bench/workloads.mjs), and run twice: with the catalogue cache on and with it off
// (CATALOGUE_CACHE=off), reporting the cache's hit ratio (from /metrics) and PostgreSQL's
// transactions per request.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/pathway_bench) is the database it
// creates, fills and reuses for 100,000 jobs (other sizes: its name with _10k, _1m…, --quick: _quick);
// the PostgreSQL user needs CREATEDB. Results go to bench/RESULTS.md (not for --quick or --only).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  at,
  BenchError,
  buildIfStale,
  isoNow,
  loadAverage,
  log,
  machineInfo,
  makeTempDir,
  readSection,
  runMain,
  runNode,
  startNode,
  sleep,
  startServer,
  stopChild,
  freePort,
  updateResults,
  waitForOk,
} from './lib.mjs';
import { buildProfile, detailWorkload, listPath, listWorkload, textWorkload } from './workloads.mjs';

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const USAGE = 'Usage: npm run bench [-- --quick] [-- --reload] [-- --jobs N] [-- --only a,b,L,T,D]';
const ALL_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'L', 'T', 'D'];

function parseArgs(argv) {
  const opts = { quick: false, reload: false, jobs: undefined, only: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--quick') opts.quick = true;
    else if (flag === '--reload') opts.reload = true;
    else if (flag === '--jobs') {
      const v = value();
      const n = Number(String(v).replace(/_/g, ''));
      if (!Number.isInteger(n) || n < 6_000) fail(`--jobs needs a whole number of at least 6,000 (scenario e reads page 500), not ${v}.`);
      opts.jobs = n;
    } else if (flag === '--only') {
      const keys = String(value() ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      const unknown = keys.filter((k) => !ALL_KEYS.includes(k));
      if (keys.length === 0 || unknown.length > 0) fail(`--only takes scenario keys among ${ALL_KEYS.join(', ')} (case matters: d is the repeated full text, D the job details), not ${unknown.join(', ') || 'nothing'}.`);
      opts.only = new Set(keys);
    } else fail(`Unknown option ${a}.`);
  }
  return opts;
}
function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const options = parseArgs(process.argv.slice(2));
const { quick } = options;
const forceReload = options.reload;
const selected = (key) => !options.only || options.only.has(key);
/** Results are recorded only by a full run of every scenario. */
const recording = !quick && !options.only;

const rows = options.jobs ?? (quick ? 10_000 : 100_000);
const settings = quick
  ? { rows, warmup: 1, duration: 2, connections: 50, pgliteConnections: 10, draws: 100_000 }
  : { rows, warmup: 3, duration: 10, connections: 50, pgliteConnections: 10, draws: 400_000 };
/** The issue's targets are for this many jobs; at other sizes their verdicts are shown for reference. */
const TARGET_ROWS = 100_000;

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pathway_bench';
const sizeLabel = (n) => (n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n));
/** One database per size: pathway_bench holds 100,000 jobs (as before), pathway_bench_10k 10,000, pathway_bench_1m a million. */
const benchUrl =
  quick && options.jobs === undefined
    ? withDatabase(baseUrl, `${databaseOf(baseUrl)}_quick`)
    : rows === 100_000
      ? baseUrl
      : withDatabase(baseUrl, `${databaseOf(baseUrl)}_${sizeLabel(rows)}`);
/** A loaded database is reused for at most this long: its postings are dated relative to the load. */
const MAX_DATA_AGE_DAYS = 7;

/** The filtered scenario's combination; checked to match jobs before the run. */
const FILTER = { location: 'Bengaluru', type: 'Internship' };

/** Environment variables of the server's config that must not leak in from the caller's shell. */
const SERVER_ENV_KEYS = [
  'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'MAIL_FROM', 'PAYMENTS_MODE',
  'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'JWT_SECRET', 'PUBLIC_URL', 'SEED',
  'LOG_LEVEL', 'LOG_FORMAT', 'TRUST_PROXY', 'METRICS_TOKEN', 'CATALOGUE_CACHE',
];

/** /metrics is served with this bearer token (METRICS_TOKEN): the cache's lookups are read from it. */
const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');

/**
 * The API limits every client IP to 1,200 requests a minute (config.ts, rateLimits.globalPerIp).
 * A load test from one address would measure 429s, so, like the many students behind a load
 * balancer it stands for, each request carries one of this many client addresses in
 * X-Forwarded-For (the server runs with TRUST_PROXY=true). At 15,000 requests/s that is under
 * 450 a minute per address, and fewer than the rate limiter's 5,000-entry in-memory store holds.
 */
const CLIENT_ADDRESSES = 2_048;

/**
 * GET /jobs/:id needs a signed-in user: scenarios f and D read as this Premium account (no monthly
 * limit), made afresh in the bench database by bench/bench-viewer.ts on every run.
 */
const VIEWER = { email: 'bench-viewer@pathway.example', password: 'Bench-viewer-2026!' };
const clientAddress = (i) => `127.10.${(i >> 8) & 255}.${i & 255}`;

/** Active jobs the varied detail scenario (D) opens, at most; at least MIN_DISTINCT_PATHS of them. */
const DETAIL_POOL = 20_000;
/** Distinct paths each varied scenario must draw on PostgreSQL (issue 20). */
const MIN_DISTINCT_PATHS = 5_000;
/** Drawn paths each varied scenario's preflight sends, and the share of empty answers that fails it. */
const PREFLIGHT_SAMPLE = 200;
const MAX_EMPTY_SHARE = 0.3;

// ---------------------------------------------------------------------------------------------

function databaseOf(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}
const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Changes to the generator or the loader make a new data set: a hash of both. */
function generatorVersion() {
  const hash = crypto.createHash('sha256');
  for (const file of ['apps/server/src/modules/jobs/seed/demo-catalogue.ts', 'bench/load-data.ts']) hash.update(fs.readFileSync(at(file)));
  return hash.digest('hex').slice(0, 16);
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, application_name: 'pathway-bench' });
  try {
    await client.connect();
  } catch (err) {
    throw new BenchError(`Cannot connect to PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}: ${err.message}. Set BENCH_DATABASE_URL.`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates or reuses the bench database; loads it when it lacks the right data. */
async function prepareDatabase() {
  const name = databaseOf(benchUrl);
  const adminUrl = withDatabase(benchUrl, 'postgres');
  const generator = generatorVersion();

  const state = await withClient(adminUrl, async (c) => {
    const { rows: found } = await c.query(
      `select shobj_description(oid, 'pg_database') as marker from pg_database where datname = $1`,
      [name],
    );
    return found.length === 0 ? { exists: false } : { exists: true, marker: found[0].marker };
  });

  let reuse = false;
  let why = 'it does not exist yet';
  if (state.exists) {
    let marker;
    try {
      marker = JSON.parse(state.marker ?? 'null');
    } catch {
      marker = null;
    }
    const ageDays = marker ? (Date.now() - Date.parse(marker.loadedAt)) / 86_400_000 : Infinity;
    if (forceReload) why = '--reload was given';
    else if (!marker) why = 'it holds no completed bench load';
    else if (marker.generator !== generator) why = 'the generator (or the loader) changed';
    else if (marker.rows !== settings.rows) why = `it holds ${marker.rows} jobs, not ${settings.rows}`;
    else if (!(ageDays <= MAX_DATA_AGE_DAYS)) why = `its data is ${ageDays.toFixed(0)} days old (postings would have aged)`;
    else {
      const count = await withClient(benchUrl, (c) => c.query('select count(*)::int as n from jobs').then((r) => r.rows[0].n)).catch(() => -1);
      if (count === settings.rows) reuse = true;
      else why = `it holds ${count} jobs`;
    }
  }

  const started = Date.now();
  if (reuse) {
    log(`Reusing ${name} (${settings.rows.toLocaleString('en')} jobs, generator ${generator}); applying any new migrations…`);
    try {
      await runNode('the loader', ['--import', 'tsx', at('bench/load-data.ts'), '--url', benchUrl], { echo: false });
    } catch (err) {
      // Typically migrations that were rewritten (not appended) since the load: start afresh.
      const reason = /^\s*(?:error|cause): .*$/im.exec(err.output ?? '')?.[0]?.trim() ?? err.message;
      log(`  the loader failed on the reused database: ${reason}`);
      reuse = false;
      why = 'the migrations failed on the existing data (rewritten migrations?)';
    }
  }
  if (!reuse) {
    log(`Loading ${name} with ${settings.rows.toLocaleString('en')} jobs, because ${why}…`);
    await withClient(adminUrl, async (c) => {
      if (state.exists) await c.query(`DROP DATABASE ${quoteIdent(name)} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${quoteIdent(name)}`);
    });
    await runNode('the loader', [
      '--import', 'tsx', at('bench/load-data.ts'),
      '--url', benchUrl, '--rows', String(settings.rows), '--generator', generator,
    ]);
  }
  await runNode('the bench viewer', ['--import', 'tsx', at('bench/bench-viewer.ts'), '--url', benchUrl, '--email', VIEWER.email, '--password', VIEWER.password]);
  log(`  database ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  return withClient(benchUrl, async (c) => {
    const version = (await c.query('select version() as v')).rows[0].v;
    const { rows: detail } = await c.query('select id from jobs where expiry_date > now() order by md5(id::text) limit 500');
    // What the varied workloads draw from: the active catalogue's combinations, titles and skills
    // (jobs expiring within the hour left out: they would turn into 404s and empty pages mid-run).
    const active = `expiry_date > now() + interval '1 hour'`;
    const combos = (
      await c.query(`select location, type, work_mode as "workMode", domains, count(*)::int as count from jobs where ${active} group by 1, 2, 3, 4`)
    ).rows;
    const titles = (await c.query(`select title, location, count(*)::int as n from jobs where ${active} group by 1, 2`)).rows.map((r) => [r.title, r.n, r.location]);
    const skills = (
      await c.query(`select s, location, count(*)::int as n from jobs, unnest(skills) s where ${active} group by 1, 2`)
    ).rows.map((r) => [r.s, r.n, r.location]);
    const { rows: pool } = await c.query(
      `select id from jobs where expiry_date > now() + interval '1 day' order by md5(id::text) limit ${DETAIL_POOL}`,
    );
    return {
      version,
      reused: reuse,
      detailIds: detail.map((r) => r.id),
      profile: buildProfile({ combos, titles, skills }),
      variedIds: pool.map((r) => r.id),
    };
  });
}

/** The demo catalogue of a PGlite server, read through its API (every page of 100), as the generators need it. */
async function profileThroughApi(base) {
  const combos = new Map();
  const titles = new Map();
  const skills = new Map();
  const add = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const res = await fetch(`${base}${listPath({ page, limit: 100 })}`, { headers: { 'x-forwarded-for': clientAddress(CLIENT_ADDRESSES + 1) } });
    const body = await res.json();
    if (res.status !== 200 || !Array.isArray(body.data?.data)) throw new BenchError(`Reading the demo catalogue (page ${page}) answered ${res.status}.`);
    pages = body.data.pagination.totalPages;
    for (const job of body.data.data) {
      const domains = [...job.domain].sort();
      const key = JSON.stringify([job.location, job.type, job.workMode, domains]);
      const combo = combos.get(key) ?? { location: job.location, type: job.type, workMode: job.workMode, domains, count: 0 };
      combo.count += 1;
      combos.set(key, combo);
      add(titles, JSON.stringify([job.title, job.location]));
      for (const s of job.skills) add(skills, JSON.stringify([s, job.location]));
    }
  }
  const entries = (map) => [...map].map(([key, n]) => {
    const [text, location] = JSON.parse(key);
    return [text, n, location];
  });
  return buildProfile({ combos: [...combos.values()], titles: entries(titles), skills: entries(skills) });
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

/** a–f: one URL again and again (f: 500 ids in turn). After its first request the cache answers it. */
function repeatedScenarios(detailIds) {
  return [
    { key: 'a', name: 'bare Fastify route (ceiling)', paths: ['/bare'], kind: 'bare' },
    { key: 'b', name: 'GET /jobs page 1, unfiltered', paths: [listPath({ page: 1, limit: 10 })], kind: 'list' },
    { key: 'c', name: `GET /jobs page 1, location=${FILTER.location} & type=${FILTER.type}`, paths: [listPath({ page: 1, limit: 10, ...FILTER })], kind: 'list' },
    { key: 'd', name: `GET /jobs full text "react developer" & location=${FILTER.location}`, paths: [listPath({ query: 'react developer', location: FILTER.location })], kind: 'list' },
    { key: 'e', name: 'GET /jobs page 500', paths: [listPath({ page: 500, limit: 10 })], kind: 'list' },
    { key: 'f', name: `GET /jobs/:id (${detailIds.length} ids in turn, signed in)`, paths: detailIds.map((id) => `/api/v1/jobs/${id}`), kind: 'detail', signedIn: true },
  ].filter((s) => selected(s.key));
}

/** L, T, D: every request draws its own path (bench/workloads.mjs), the same sequence in every run. */
function variedScenarios(profile, variedIds) {
  const draws = settings.draws;
  return [
    { key: 'L', name: 'GET /jobs list: city & type (+ domain, work mode), pages 1–50', make: () => listWorkload(profile, { draws }), kind: 'list' },
    { key: 'T', name: 'GET /jobs full text: 1–2 words (typos, prefixes, phrasings) & city', make: () => textWorkload(profile, { draws }), kind: 'list' },
    { key: 'D', name: `GET /jobs/:id, ${variedIds?.length.toLocaleString('en')} active ids, signed in`, make: () => detailWorkload(variedIds, { draws }), kind: 'detail', signedIn: true },
  ]
    .filter((s) => selected(s.key) && (s.key !== 'D' || variedIds))
    .map(({ make, ...s }) => ({ ...s, varied: true, stream: make() }));
}

/** The issues' targets (on 2 cores, server, database and load generator together). */
const targets = {
  // Issue 4, repeated URLs.
  b: { rps: 10_000 },
  c: { rps: 4_000, p99: 30 },
  d: { rps: 1_500, p99: 60 },
  e: { p99: 100 },
  // Issue 20, varied traffic.
  L: { rps: 4_000, p99: 30 },
  T: { rps: 1_500, p99: 60 },
  D: { rps: 3_000 },
};
const pgliteTargets = { L: { p99: 50 }, T: { p99: 50 } };

/** One request per distinct path (at most 20), checked in full: a benchmark of 404s or empty pages is worthless. */
async function preflightRepeated(base, scenario) {
  const samplePaths = [...new Set(scenario.paths)].slice(0, 20);
  let note = '';
  for (const p of samplePaths) {
    const { body } = await checkedGet(base, scenario, p);
    if (scenario.kind === 'bare') continue;
    if (scenario.kind === 'list') {
      const items = body.data?.data;
      const { total, totalIsEstimate } = body.data?.pagination ?? {};
      if (!Array.isArray(items) || items.length === 0) {
        throw new BenchError(
          `(${scenario.key}) GET ${p} answered no jobs (total ${total}): the scenario would measure an empty result. Pick parameters that match the data.`,
        );
      }
      note = `${total.toLocaleString('en')}${totalIsEstimate ? '+' : ''} matches`;
    } else if (!body.data?._id) {
      throw new BenchError(`(${scenario.key}) GET ${p} answered no job.`);
    }
  }
  return note;
}

/**
 * A sample of the drawn paths, checked in full: every one answers 200 with the JSON envelope, and
 * the share of empty answers (a list with no jobs) is reported; above MAX_EMPTY_SHARE the generator
 * is broken (it draws what the catalogue does not hold) and the run stops.
 */
async function preflightVaried(base, scenario) {
  const sample = scenario.stream.sample(PREFLIGHT_SAMPLE);
  let empty = 0;
  let next = 0;
  const worker = async () => {
    while (next < sample.length) {
      const p = sample[next++];
      const { body } = await checkedGet(base, scenario, p);
      if (scenario.kind === 'list') {
        if (!Array.isArray(body.data?.data)) throw new BenchError(`(${scenario.key}) GET ${p} answered no list.`);
        if (body.data.data.length === 0) empty += 1;
      } else if (!body.data?._id) {
        throw new BenchError(`(${scenario.key}) GET ${p} answered no job.`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const share = empty / sample.length;
  if (share > MAX_EMPTY_SHARE) {
    throw new BenchError(
      `(${scenario.key}) ${empty} of ${sample.length} sampled paths answered an empty list (more than ${MAX_EMPTY_SHARE * 100}%): the generator draws what the catalogue does not hold.`,
    );
  }
  return share;
}

async function checkedGet(base, scenario, p) {
  let res;
  try {
    res = await fetch(base + p, { headers: { 'x-forwarded-for': clientAddress(0), ...scenario.headers } });
  } catch (err) {
    throw new BenchError(`(${scenario.key}) GET ${p} failed: ${err.cause?.message ?? err.message}`);
  }
  const text = await res.text();
  if (res.status === 404 && scenario.kind === 'list' && /No API route/.test(text)) {
    throw new BenchError(`The catalogue API is not there yet: GET ${p} answered 404 "No API route". Build it (apps/server/src/modules/jobs) first.`);
  }
  if (res.status !== 200) {
    throw new BenchError(`(${scenario.key}) GET ${p} answered ${res.status}, not 200:\n${text.slice(0, 600)}`);
  }
  if (scenario.kind === 'bare') return { body: undefined };
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BenchError(`(${scenario.key}) GET ${p} did not answer JSON:\n${text.slice(0, 300)}`);
  }
  if (body.success !== true) throw new BenchError(`(${scenario.key}) GET ${p} answered success: ${body.success}`);
  return { body };
}

/** autocannon on a repeated scenario: a fixed list of requests that every connection walks in turn. */
function cannonRepeated(base, paths, connections, duration, headers = {}) {
  const requests = [];
  const n = Math.max(CLIENT_ADDRESSES, paths.length);
  for (let i = 0; i < n; i += 1) {
    requests.push({ method: 'GET', path: paths[i % paths.length], headers: { 'x-forwarded-for': clientAddress(i % CLIENT_ADDRESSES), ...headers } });
  }
  return runCannon({ url: base, connections, duration, requests, timeout: 10 });
}

/** autocannon on a varied scenario: every request, on any connection, takes the stream's next path. */
function cannonStream(base, stream, connections, duration, headers = {}) {
  let i = 0;
  const requests = [
    {
      method: 'GET',
      setupRequest(req) {
        req.path = stream.next();
        req.headers = { ...req.headers, 'x-forwarded-for': clientAddress(i++ % CLIENT_ADDRESSES) };
        return req;
      },
    },
  ];
  return runCannon({ url: base, connections, duration, requests, headers, timeout: 10 });
}

function runCannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Transactions committed in the bench database so far (pg_stat_database): the difference over a
 * scenario tells how often its requests reached PostgreSQL at all (each autocommit query is one).
 */
async function committedTransactions() {
  return withClient(benchUrl, async (c) => {
    const { rows: found } = await c.query('select xact_commit::bigint as n from pg_stat_database where datname = current_database()');
    return Number(found[0].n);
  });
}

/** The catalogue cache's lookups so far, from /metrics (pathway_catalogue_cache_lookups_total{result="hit"|"miss"}). */
async function cacheLookups(base) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  if (res.status !== 200) throw new BenchError(`GET /metrics answered ${res.status}: ${text.slice(0, 300)}`);
  const sample = (result) => {
    const m = new RegExp(`^pathway_catalogue_cache_lookups_total\\{result="${result}"\\} (\\S+)$`, 'm').exec(text);
    if (!m) throw new BenchError(`GET /metrics has no pathway_catalogue_cache_lookups_total{result="${result}"}.`);
    return Number(m[1]);
  };
  const rows = (from) => Number(new RegExp(`^pathway_list_rows_total\\{from="${from}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const details = (from) => Number(new RegExp(`^pathway_job_details_total\\{from="${from}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const arrays = (from) => Number(new RegExp(`^pathway_search_memo_arrays_total\\{from="${from}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    hits: sample('hit'),
    misses: sample('miss'),
    rowsMemory: rows('memory'),
    rowsDatabase: rows('database'),
    detailsMemory: details('memory'),
    detailsDatabase: details('database'),
    memoArena: arrays('carved') + arrays('reused'),
    memoPlain: arrays('plain'),
  };
}

/** Signs the bench viewer in through the API; the access token it answers outlives a run (15 minutes). */
async function signIn(base) {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(CLIENT_ADDRESSES) },
    body: JSON.stringify(VIEWER),
  });
  const body = await res.json().catch(() => null);
  const token = body?.data?.token;
  if (res.status !== 200 || typeof token !== 'string') {
    throw new BenchError(`Signing the bench viewer in (POST /api/v1/users/login) answered ${res.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  }
  return token;
}

/**
 * PostgreSQL backends report their counts to pg_stat_database at most once a second while busy,
 * and an idle one only after 10 s (PGSTAT_IDLE_INTERVAL in PostgreSQL's pgstat.c). A scenario's
 * measurement starts at least this long after the last one's load ended, so that the connections
 * it left idle have reported its last second: otherwise those transactions were counted in the
 * next scenario's window (0.08 per request for L, which makes none, after f's job pages).
 */
const STATS_IDLE_FLUSH_MS = 10_500;
/** When the last measured load that counts transactions ended (Date.now()). */
let lastCountedLoadEnd = 0;

/**
 * Checks a scenario, warms it up, then measures it. `server` is {base, cache: 'on'|'off',
 * metrics: bool, transactions: bool}: whether to read the cache's lookups and PostgreSQL's commits.
 */
async function measure(server, scenario, connections) {
  const { base } = server;
  const countTransactions = server.transactions && scenario.kind !== 'bare';
  const readMetrics = server.metrics && scenario.kind !== 'bare';
  if (scenario.varied) scenario.stream.reset();
  const emptyShare = scenario.varied ? await preflightVaried(base, scenario) : undefined;
  const note = scenario.varied ? '' : await preflightRepeated(base, scenario);
  const cannon = (duration) =>
    scenario.varied
      ? cannonStream(base, scenario.stream, connections, duration, scenario.headers)
      : cannonRepeated(base, scenario.paths, connections, duration, scenario.headers);

  const label = scenario.varied ? `cache ${server.cache}` : 'repeated URL';
  const settle = 1_100;
  if (countTransactions) await sleep(Math.max(0, lastCountedLoadEnd + STATS_IDLE_FLUSH_MS - Date.now() - settings.warmup * 1000 - settle));
  process.stdout.write(`  (${scenario.key}) [${label}] ${scenario.name}: warm-up ${settings.warmup} s… `);
  if (scenario.varied) scenario.stream.reset();
  await cannon(settings.warmup);
  process.stdout.write(`${settings.duration} s… `);
  // Busy backends report their counts about once a second: wait for the warm-up's before reading.
  const before = countTransactions ? (await sleep(settle), await committedTransactions()) : 0;
  const lookupsBefore = readMetrics ? await cacheLookups(base) : undefined;
  const from = scenario.varied ? scenario.stream.cursor : 0;
  const r = await cannon(settings.duration);
  if (countTransactions) lastCountedLoadEnd = Date.now();
  const to = scenario.varied ? scenario.stream.cursor : 0;
  const lookupsAfter = readMetrics ? await cacheLookups(base) : undefined;
  let dbPerRequest;
  if (countTransactions) {
    await sleep(settle); // let the busy backends' last statistics reach pg_stat_database
    // Minus the first read of the counter itself (its own transaction, committed after it read).
    dbPerRequest = Math.max(0, (await committedTransactions()) - before - 1) / Math.max(1, r.requests.total);
  }
  let hitRatio;
  let lookupsPerRequest;
  let rowsFromMemory;
  let memoPlain;
  if (lookupsBefore && lookupsAfter) {
    const hits = lookupsAfter.hits - lookupsBefore.hits;
    const misses = lookupsAfter.misses - lookupsBefore.misses;
    hitRatio = hits + misses > 0 ? hits / (hits + misses) : undefined;
    lookupsPerRequest = (hits + misses) / Math.max(1, r.requests.total);
    // A job's page reads one row: kept beside the index, or through the catalogue cache.
    const [memoryKey, databaseKey] = scenario.kind === 'detail' ? ['detailsMemory', 'detailsDatabase'] : ['rowsMemory', 'rowsDatabase'];
    const memory = lookupsAfter[memoryKey] - lookupsBefore[memoryKey];
    const database = lookupsAfter[databaseKey] - lookupsBefore[databaseKey];
    rowsFromMemory = memory + database > 0 ? memory / (memory + database) : undefined;
    const arena = lookupsAfter.memoArena - lookupsBefore.memoArena;
    const plain = lookupsAfter.memoPlain - lookupsBefore.memoPlain;
    memoPlain = arena + plain > 0 ? plain / (arena + plain) : undefined;
  }
  const row = {
    key: scenario.key,
    name: scenario.name,
    varied: Boolean(scenario.varied),
    cache: scenario.varied ? server.cache : 'on',
    note,
    emptyShare,
    distinct: scenario.varied ? scenario.stream.distinct(from, to) : undefined,
    drawnInWindow: scenario.varied ? (to >= from ? to - from : to + scenario.stream.order.length - from) : undefined,
    drawn: scenario.varied ? scenario.stream.paths.length : undefined,
    wrapped: scenario.varied ? scenario.stream.wrapped : undefined,
    dbPerRequest,
    hitRatio,
    lookupsPerRequest,
    rowsFromMemory,
    memoPlain,
    connections,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
  const extras = [
    row.hitRatio !== undefined ? `cache hits ${fmtRatio(row.hitRatio)}` : undefined,
    row.rowsFromMemory !== undefined ? `rows from memory ${fmtRatio(row.rowsFromMemory)}` : undefined,
    row.memoPlain !== undefined ? `memo arrays outside the arena ${fmtRatio(row.memoPlain)}` : undefined,
    row.dbPerRequest !== undefined ? `${fmtDb(row.dbPerRequest)} tx/request` : undefined,
    row.non2xx || row.errors ? `${row.non2xx} non-2xx, ${row.errors} errors` : undefined,
  ].filter(Boolean);
  console.log(`${fmtInt(row.rps)} req/s, p50 ${fmtMs(row.p50)}, p99 ${fmtMs(row.p99)}${extras.length ? `, ${extras.join(', ')}` : ''}`);
  if (row.non2xx > 0 || row.errors > 0 || row.total === 0) {
    throw new BenchError(
      `(${scenario.key}) ${scenario.name}: ${row.non2xx} non-2xx answers and ${row.errors} errors (${row.timeouts} timeouts) out of ${row.total}; status codes ${JSON.stringify(row.statusCodes)}. Not a valid benchmark.`,
    );
  }
  return row;
}

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

const fmtInt = (n) => Math.round(n).toLocaleString('en');
const fmtMs = (n) => `${Number.isInteger(n) ? n : n.toFixed(1)} ms`;
const fmtDb = (n) => (n === undefined ? '—' : n < 0.01 && n > 0 ? '< 0.01' : n.toFixed(2));
const fmtRatio = (n) => (n === undefined ? '—' : n > 0 && n < 0.001 ? '< 0.1%' : n < 1 && n > 0.999 ? '> 99.9%' : `${(n * 100).toFixed(1)}%`);
const fmtShare = (n) => (n === undefined ? '—' : `${Math.round(n * 100)}%`);

/**
 * PASS/MISS against the row's target. Binding only for what the target is about (the default
 * configuration, cache on, on the catalogue size it names); otherwise the verdict is in
 * parentheses, for reference.
 */
function verdict(row, table, binding) {
  const t = table[row.key];
  if (!t) return { target: '—', result: '' };
  const parts = [];
  let pass = true;
  if (t.rps) {
    parts.push(`≥ ${fmtInt(t.rps)} req/s`);
    pass &&= row.rps >= t.rps;
  }
  if (t.p99) {
    parts.push(`p99 ≤ ${t.p99} ms`);
    pass &&= row.p99 <= t.p99;
  }
  const word = pass ? 'PASS' : 'MISS';
  return { target: parts.join(', '), result: binding && row.cache === 'on' ? `**${word}**` : `(${word})` };
}

function markdownTable(columns, data) {
  const head = `| ${columns.map((c) => c.title).join(' | ')} |`;
  const rule = `| ${columns.map((c) => (c.right ? '---:' : '---')).join(' | ')} |`;
  return [head, rule, ...data.map((r) => `| ${columns.map((c) => c.value(r)).join(' | ')} |`)].join('\n');
}

/** Repeated URLs: the cache's ceiling. */
function repeatedTable(rowsOf, { targetsTable, binding, transactions }) {
  const columns = [
    { title: '', value: (r) => r.key },
    { title: 'scenario (repeated URL)', value: (r) => r.name },
    { title: 'result set', value: (r) => r.note || '—' },
    { title: 'req/s', right: true, value: (r) => fmtInt(r.rps) },
    { title: 'p50', right: true, value: (r) => fmtMs(r.p50) },
    { title: 'p99', right: true, value: (r) => fmtMs(r.p99) },
    { title: 'non-2xx / errors', right: true, value: (r) => `${r.non2xx} / ${r.errors}` },
  ];
  return markdownTable(withMeasures(columns, { targetsTable, binding, transactions }), rowsOf);
}

/** The columns every table ends with: the cache hit ratio, transactions per request and the verdict. */
function withMeasures(columns, { targetsTable, binding, transactions }) {
  columns.push({ title: 'cache hit ratio', right: true, value: (r) => fmtRatio(r.hitRatio) });
  columns.push({ title: 'rows from memory', right: true, value: (r) => fmtRatio(r.rowsFromMemory) });
  if (transactions) columns.push({ title: 'DB transactions per request', right: true, value: (r) => fmtDb(r.dbPerRequest) });
  if (targetsTable) {
    columns.push({ title: 'target', value: (r) => verdict(r, targetsTable, binding).target });
    columns.push({ title: '', value: (r) => verdict(r, targetsTable, binding).result });
  }
  return columns;
}

/** Varied traffic, each scenario with the cache on and off. */
function variedTable(rowsOf, { targetsTable, binding, transactions }) {
  const columns = [
    { title: '', value: (r) => r.key },
    { title: 'scenario (varied paths)', value: (r) => r.name },
    { title: 'cache', value: (r) => r.cache },
    { title: 'distinct paths', right: true, value: (r) => `${fmtInt(r.distinct)} of ${fmtInt(r.drawnInWindow)}${r.wrapped ? ' (sequence wrapped)' : ''}` },
    { title: 'empty (sample)', right: true, value: (r) => (r.key === 'D' ? '—' : fmtShare(r.emptyShare)) },
    { title: 'req/s', right: true, value: (r) => fmtInt(r.rps) },
    { title: 'p50', right: true, value: (r) => fmtMs(r.p50) },
    { title: 'p99', right: true, value: (r) => fmtMs(r.p99) },
    { title: 'non-2xx / errors', right: true, value: (r) => `${r.non2xx} / ${r.errors}` },
  ];
  return markdownTable(withMeasures(columns, { targetsTable, binding, transactions }), rowsOf);
}

/** On and off of one scenario next to each other. */
const byScenario = (list) => [...list].sort((a, b) => ALL_KEYS.indexOf(a.key) - ALL_KEYS.indexOf(b.key) || (a.cache === 'on' ? -1 : 1));

// ---------------------------------------------------------------------------------------------
// Scale: how each scenario grows with the catalogue (one column per size, kept in RESULTS.md)
// ---------------------------------------------------------------------------------------------

const SCALE_DATA = /<!-- scale-data: (.*?) -->/s;

function scaleSection(previous, run) {
  let data = {};
  try {
    data = JSON.parse(SCALE_DATA.exec(previous ?? '')?.[1] ?? '{}');
  } catch {
    data = {};
  }
  data[String(run.rows)] = run;
  const sizes = Object.keys(data)
    .map(Number)
    .sort((a, b) => a - b);
  const lines = [];
  const label = (key, cache) =>
    key.length === 1 && key === key.toLowerCase() ? `${key} (repeated URL)` : `${key}, cache ${cache}`;
  const keys = [];
  for (const size of sizes) for (const k of Object.keys(data[size].results)) if (!keys.includes(k)) keys.push(k);
  keys.sort((x, y) => {
    const [kx, cx] = x.split(':');
    const [ky, cy] = y.split(':');
    return ALL_KEYS.indexOf(kx) - ALL_KEYS.indexOf(ky) || (cx === 'on' ? -1 : cy === 'on' ? 1 : 0);
  });
  const cell = (r) => (r ? `${fmtInt(r.rps)} / ${fmtMs(r.p99)}${r.tx !== undefined ? ` / ${fmtDb(r.tx)}` : ''}` : '—');
  lines.push(`| scenario | ${sizes.map((s) => `${s.toLocaleString('en')} jobs (${data[s].date.slice(0, 10)})`).join(' | ')} |`);
  lines.push(`| --- | ${sizes.map(() => '---:').join(' | ')} |`);
  for (const k of keys) {
    const [key, cache] = k.split(':');
    lines.push(`| ${label(key, cache)} | ${sizes.map((s) => cell(data[s].results[k])).join(' | ')} |`);
  }
  return `## API load by catalogue size

The latest full run of \`npm run bench -- --jobs N\` at each size, on PostgreSQL with ${settings.connections} connections:
req/s / p99 / DB transactions per request (see the API load benchmark section for what each
scenario draws). Run each size on a quiet machine before comparing columns; every run's load
average is in the history below.

${lines.join('\n')}

<!-- scale-data: ${JSON.stringify(data)} -->`;
}

// ---------------------------------------------------------------------------------------------

/** The server's environment: none of the caller's server settings, then ours. */
function serverEnv(extra) {
  const env = Object.fromEntries(SERVER_ENV_KEYS.map((key) => [key, undefined]));
  return { ...env, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', METRICS_TOKEN, ...extra };
}

/** Starts the API with the catalogue cache on or off, and signs the bench viewer in when a scenario needs it. */
async function startApi(label, env, cache, { signedIn, transactions }) {
  const server = await startServer(`${label}, cache ${cache}`, serverEnv({ ...env, CATALOGUE_CACHE: cache }));
  const viewer = signedIn ? { authorization: `Bearer ${await signIn(server.base)}` } : undefined;
  return { ...server, cache, metrics: true, transactions, viewer };
}

async function main() {
  const startedAt = Date.now();
  const date = isoNow();
  const loadBefore = loadAverage();
  log(
    `Pathway API benchmark${quick ? ' (--quick: a smoke test, nothing recorded)' : ''}${options.only ? ` (--only ${[...options.only].join(',')}: nothing recorded)` : ''}: ${settings.rows.toLocaleString('en')} jobs, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per scenario`,
  );

  buildIfStale('server');
  const db = await prepareDatabase();
  const dbReadyAt = Date.now();
  const binding = settings.rows === TARGET_ROWS;

  // --- PostgreSQL ---------------------------------------------------------------------------
  const repeated = repeatedScenarios(db.detailIds);
  const varied = variedScenarios(db.profile, db.variedIds);
  for (const s of varied) {
    log(`  ${s.key}: ${s.stream.paths.length.toLocaleString('en')} distinct paths in ${s.stream.order.length.toLocaleString('en')} draws`);
    if (s.stream.paths.length < MIN_DISTINCT_PATHS) {
      const message = `(${s.key}) drew only ${s.stream.paths.length} distinct paths (at least ${MIN_DISTINCT_PATHS} wanted)`;
      // Below the targets' size a small catalogue may hold fewer distinct pages than that.
      if (settings.rows >= TARGET_ROWS) throw new BenchError(`${message}: the generator is broken.`);
      log(`  ${message}: the catalogue is small; measuring anyway.`);
    }
  }
  const pgRepeated = [];
  const pgVaried = [];
  const needsViewer = (list) => list.some((s) => s.signedIn);
  if (repeated.length > 0 || varied.length > 0) {
    log(`Starting the API (PostgreSQL, cache on)${selected('a') ? ' and the bare Fastify server' : ''}…`);
    const pgEnv = { DATABASE_URL: benchUrl, SEED: 'none', DATA_DIR: makeTempDir('pathway-bench-') };
    let api = await startApi('the API server (PostgreSQL)', pgEnv, 'on', { signedIn: needsViewer([...repeated, ...varied]), transactions: true });
    let bare;
    let bareBase;
    if (selected('a')) {
      const barePort = await freePort();
      bare = startNode('the bare server', [at('bench/bare-server.mjs')], { env: { PORT: String(barePort), HOST: '127.0.0.1' } });
      bareBase = `http://127.0.0.1:${barePort}`;
      await waitForOk(`${bareBase}/bare`, bare, 30_000);
    }
    if (repeated.length > 0) log('Repeated URL: the cache\'s ceiling');
    for (const s of repeated) {
      if (s.signedIn) s.headers = api.viewer;
      const server = s.kind === 'bare' ? { base: bareBase, metrics: false, transactions: false } : api;
      pgRepeated.push(await measure(server, s, settings.connections));
    }
    await stopChild(bare);
    if (varied.length > 0) log('Varied paths, catalogue cache on');
    for (const s of varied) {
      s.headers = s.signedIn ? api.viewer : undefined;
      pgVaried.push(await measure(api, s, settings.connections));
    }
    await stopChild(api.child);
    if (varied.length > 0) {
      log('Starting the API (PostgreSQL, CATALOGUE_CACHE=off)…');
      api = await startApi('the API server (PostgreSQL)', { ...pgEnv, DATA_DIR: makeTempDir('pathway-bench-') }, 'off', { signedIn: needsViewer(varied), transactions: true });
      log('Varied paths, catalogue cache off');
      for (const s of varied) {
        s.headers = s.signedIn ? api.viewer : undefined;
        pgVaried.push(await measure(api, s, settings.connections));
      }
      await stopChild(api.child);
    }
  }

  // --- PGlite (embedded, demo catalogue) ------------------------------------------------------
  const liteRepeatedScenarios = repeatedScenarios([]).filter((x) => ['b', 'c', 'd'].includes(x.key));
  const liteKeys = ['L', 'T'].filter(selected);
  const liteRepeated = [];
  const liteVaried = [];
  let liteJobs = 0;
  let liteDistinct = {};
  if (liteRepeatedScenarios.length > 0 || liteKeys.length > 0) {
    log('Starting the API on the embedded PGlite with the demo catalogue (cache on)…');
    const liteEnv = () => ({ SEED: 'demo', DATA_DIR: makeTempDir('pathway-bench-pglite-') });
    let lite = await startApi('the API server (PGlite)', liteEnv(), 'on', { signedIn: false, transactions: false });
    const profile = await profileThroughApi(lite.base);
    liteJobs = profile.jobs;
    const scenarios = variedScenarios(profile, undefined).filter((s) => liteKeys.includes(s.key));
    liteDistinct = Object.fromEntries(scenarios.map((s) => [s.key, s.stream.paths.length]));
    for (const s of scenarios) log(`  ${s.key}: ${s.stream.paths.length.toLocaleString('en')} distinct paths in ${s.stream.order.length.toLocaleString('en')} draws (${liteJobs} jobs)`);
    if (liteRepeatedScenarios.length > 0) log('Repeated URL: the cache\'s ceiling');
    for (const s of liteRepeatedScenarios) liteRepeated.push(await measure(lite, s, settings.pgliteConnections));
    if (scenarios.length > 0) log('Varied paths, catalogue cache on');
    for (const s of scenarios) liteVaried.push(await measure(lite, s, settings.pgliteConnections));
    await stopChild(lite.child);
    if (scenarios.length > 0) {
      log('Starting the API on the embedded PGlite with the demo catalogue (CATALOGUE_CACHE=off)…');
      lite = await startApi('the API server (PGlite)', liteEnv(), 'off', { signedIn: false, transactions: false });
      log('Varied paths, catalogue cache off');
      for (const s of scenarios) liteVaried.push(await measure(lite, s, settings.pgliteConnections));
      await stopChild(lite.child);
    }
  }

  const loadAfter = loadAverage();
  const benchSeconds = (Date.now() - dbReadyAt) / 1000;
  const m = machineInfo();
  // The 1-minute load before the run is others' work; after it, ours counts too, but a figure well
  // above what the benchmark itself causes (~1 on 2 cores) means others were busy during it.
  const before1 = Number(loadBefore.split(' / ')[0]);
  const after1 = Number(loadAfter.split(' / ')[0]);
  const busy = before1 > 1 || after1 > 2.5;
  const busyWarning = busy
    ? `\n- **Measured on a busy machine** (1-minute load average ${before1} before the run and ${after1} after it, on ${os.cpus().length} cores): other work took CPU from this run, so every number below is low by an unknown amount. Re-run on a quiet machine before comparing with the targets.`
    : '';

  const pgOpts = { targetsTable: targets, binding, transactions: true };
  const liteOpts = { targetsTable: pgliteTargets, binding: true, transactions: false };
  const pgVariedSorted = byScenario(pgVaried);
  const liteVariedSorted = byScenario(liteVaried);
  const tables = {
    pgRepeated: pgRepeated.length ? repeatedTable(pgRepeated, pgOpts) : '',
    pgVaried: pgVaried.length ? variedTable(pgVariedSorted, pgOpts) : '',
    liteRepeated: liteRepeated.length ? repeatedTable(liteRepeated, { ...liteOpts, targetsTable: undefined }) : '',
    liteVaried: liteVaried.length ? variedTable(liteVariedSorted, liteOpts) : '',
  };

  const printed = [
    tables.pgRepeated && `PostgreSQL, ${settings.connections} connections. Repeated URL: the cache's ceiling\n${tables.pgRepeated}`,
    tables.pgVaried && `PostgreSQL, ${settings.connections} connections. Varied paths, catalogue cache on and off${binding ? '' : ` (targets are for ${TARGET_ROWS.toLocaleString('en')} jobs: verdicts in parentheses are for reference)`}\n${tables.pgVaried}`,
    tables.liteRepeated && `PGlite (demo catalogue, ${liteJobs} jobs), ${settings.pgliteConnections} connections. Repeated URL: the cache's ceiling\n${tables.liteRepeated}`,
    tables.liteVaried && `PGlite (demo catalogue, ${liteJobs} jobs), ${settings.pgliteConnections} connections. Varied paths, catalogue cache on and off\n${tables.liteVaried}`,
  ].filter(Boolean);
  console.log(`\n${printed.join('\n\n')}\n`);

  if (!recording) {
    log(`${quick ? '--quick' : '--only'}: nothing written to bench/RESULTS.md. Took ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
    return;
  }

  const variedRow = (list, key, cache) => list.find((r) => r.key === key && r.cache === cache);
  const body = `## API load benchmark

Latest full run of \`npm run bench\`: **${date}**.

- Machine: ${m.cpu}, ${m.memory}, ${m.os}; Node ${m.node}; ${db.version.replace(/ on .*/, '')}
- Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}. Server, database and load generator share the machine.${busyWarning}
- Data: ${settings.rows.toLocaleString('en')} jobs from the demo generator in \`${databaseOf(benchUrl)}\` (${db.reused ? 'reused' : 'loaded in this run'}), after VACUUM ANALYZE.
- Load: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up (discarded) then ${settings.duration} s per scenario; requests/s is the average of the per-second samples; latencies of the 2xx answers. Clients spread over ${CLIENT_ADDRESSES.toLocaleString('en')} X-Forwarded-For addresses so the per-IP rate limit (1,200/min) stays out of the way (TRUST_PROXY=true).
- Benchmark time after the data was ready: ${benchSeconds.toFixed(0)} s.

### PostgreSQL (\`DATABASE_URL\`), ${settings.connections} connections: varied paths (real traffic)

${tables.pgVaried}

Every request draws its own path (bench/workloads.mjs, seeded: the same sequence in every run on the same catalogue): L a city and a type (sometimes a domain, a work mode) and a page skewed to the first ones; T one or two words of the catalogue's titles and skills (with misspellings, prefixes and students' phrasings) in a city; D one of ${db.variedIds.length.toLocaleString('en')} active jobs, signed in. "Distinct paths" counts the different paths among the measured requests; "empty (sample)" the share of ${PREFLIGHT_SAMPLE} drawn paths that answered no jobs. Each scenario runs once with the catalogue cache on (the default, the targets' configuration) and once with \`CATALOGUE_CACHE=off\` (every response-cache lookup misses): the in-memory index and the rows it keeps alone. The cache hit ratio is from \`/metrics\` (pathway_catalogue_cache_lookups_total) over the measurement; a request may make more than one lookup (its page, its total). "Rows from memory" is the share of the rows of index-chosen pages that came from the rows kept beside the index rather than from PostgreSQL (pathway_list_rows_total; docs/search.md#rows-in-memory); for D, the share of job pages answered from a live job's row kept there with its description (pathway_job_details_total; docs/search.md#job-pages-from-kept-rows), the others read through the catalogue cache ("—": no lookup).

### PostgreSQL, ${settings.connections} connections: repeated URL, the cache's ceiling

${tables.pgRepeated}

Detail ids are ${db.detailIds.length} active jobs requested in turn. "DB transactions per request" counts the transactions PostgreSQL committed in the bench database during the measurement (pg_stat_database) per answered request, each measurement starting at least 10.5 s after the last one's load so that idle connections have reported it: near 0 means the answers came from the API's in-process cache, 1 or more that every request queried the database. Reference from the issue, same kind of machine: bare Fastify ~56,000 req/s; a straightforward implementation ~2,800 req/s (filtered list) and ~440 req/s with p99 140 ms (full text).

### Embedded PGlite (no \`DATABASE_URL\`), demo catalogue (${liteJobs.toLocaleString('en')} active jobs), ${settings.pgliteConnections} connections

${tables.liteVaried}

${tables.liteRepeated}

The varied scenarios draw from the demo catalogue as the API lists it (${Object.entries(liteDistinct).map(([k, n]) => `${k}: ${n.toLocaleString('en')} distinct paths drawn`).join(', ')}). PGlite runs PostgreSQL (WASM) inside the API process and answers one query at a time: it suits a
laptop, a demo or one small instance. Move to PostgreSQL (\`DATABASE_URL\`) for concurrent users
beyond a handful of requests at once, for more than one API process (PGlite is one process's
database), or for more than a few thousand jobs.`;

  const scaleRun = {
    rows: settings.rows,
    date,
    load: loadBefore.split(' / ')[0],
    results: Object.fromEntries([
      ...pgRepeated.map((r) => [r.key, { rps: Math.round(r.rps), p99: r.p99, tx: r.dbPerRequest }]),
      ...pgVaried.map((r) => [`${r.key}:${r.cache}`, { rps: Math.round(r.rps), p99: r.p99, tx: r.dbPerRequest, hit: r.hitRatio }]),
    ]),
  };

  const row = (k) => pgRepeated.find((r) => r.key === k);
  const historyRow = `| ${date} | ${settings.rows.toLocaleString('en')} | ${fmtInt(row('a').rps)} | ${fmtInt(row('b').rps)} | ${fmtInt(row('c').rps)} / ${fmtMs(row('c').p99)} | ${fmtInt(row('d').rps)} / ${fmtMs(row('d').p99)} | ${fmtMs(row('e').p99)} | ${fmtInt(row('f').rps)} | ${fmtInt(liteRepeated[0].rps)} | ${loadBefore.split(' / ')[0]} |`;
  const vcell = (list, key, cache) => {
    const r = variedRow(list, key, cache);
    return r ? `${fmtInt(r.rps)} / ${fmtMs(r.p99)}` : '—';
  };
  const variedHistoryRow = `| ${date} | ${settings.rows.toLocaleString('en')} | ${vcell(pgVaried, 'L', 'on')} | ${vcell(pgVaried, 'L', 'off')} | ${vcell(pgVaried, 'T', 'on')} | ${vcell(pgVaried, 'T', 'off')} | ${vcell(pgVaried, 'D', 'on')} | ${vcell(pgVaried, 'D', 'off')} | ${vcell(liteVaried, 'L', 'on')} | ${vcell(liteVaried, 'T', 'on')} | ${loadBefore.split(' / ')[0]} |`;

  updateResults({
    sections: [
      // The detailed section is the run at the targets' size; other sizes only add their column below.
      ...(settings.rows === TARGET_ROWS ? [{ name: 'api', body }] : []),
      { name: 'api-scale', body: scaleSection(readSection('api-scale'), scaleRun), after: 'api' },
    ],
    histories: [
      {
        name: 'api-history',
        title: 'API (npm run bench), repeated URL (the cache\'s ceiling): req/s, and p99 where the target has one',
        header:
          '| date | jobs | bare | unfiltered | filtered (req/s / p99) | full text (req/s / p99) | page 500 p99 | detail | PGlite unfiltered | load avg |',
        row: historyRow,
      },
      {
        name: 'api-varied-history',
        title: 'API (npm run bench), varied paths: req/s / p99, catalogue cache on and off',
        header: '| date | jobs | L on | L off | T on | T off | D on | D off | PGlite L on | PGlite T on | load avg |',
        row: variedHistoryRow,
        after: 'api-history',
      },
    ],
  });
  log(`Written to bench/RESULTS.md. Took ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all.`);
}

await runMain(main);
