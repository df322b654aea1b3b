import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { JobImportInput } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCacheFor } from '../../src/modules/jobs/catalogue-cache.ts';
import { CATALOGUE_LISTENER_APPLICATION_NAME } from '../../src/modules/jobs/catalogue-listener.ts';
import { updateJobInConsole } from '../../src/modules/jobs/console-jobs.service.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { serverRoot } from '../../src/paths.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../test-db.ts';

// Issue 20, outcome 5: two API processes on one PostgreSQL. Process A is this test's app (its import
// service writes); process B is the real entry point in a child process, reached over HTTP. What A
// imports, edits or expires must show in B's warm caches within a second.
const PROMISE_MS = 1_000;
const POLL_MS = 50;

interface Paged {
  data: { _id: string; title: string }[];
  pagination: { total: number };
}

interface ChildServer {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A word no catalogue has, of letters only (the text search normalises digits and stems endings). */
function uniqueWord(): string {
  const consonants = 'bdfgklmnprtvz';
  const vowels = 'aeiou';
  let word = 'q';
  for (let i = 0; i < 5; i++) word += consonants[randomInt(consonants.length)]! + vowels[randomInt(vowels.length)]!;
  return `${word}x`;
}

async function startProcessB(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process B did not start:\n${out}`)), 90_000);
    const check = () => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`process B exited early:\n${out}`)));
  });
  return { child, baseUrl, output: () => out, exited };
}

describe.skipIf(testDbKind !== 'postgres')('two API processes on one PostgreSQL (needs TEST_DATABASE_URL: PGlite serves one process)', () => {
  let a: TestApp;
  let b: ChildServer;
  let dataDirB: string;
  let admin: pg.Client;
  let dbName: string;
  const delays: { what: string; ms: number }[] = [];
  const words = { first: uniqueWord(), edited: uniqueWord(), afterCut: uniqueWord() };
  const newJob = (overrides: Partial<JobImportInput>): JobImportInput => {
    const now = Date.now();
    return jobRow({
      externalId: 'two-processes-new',
      title: `Platform ${words.first} Engineer`,
      company: 'Kestrel Systems',
      postedDate: new Date(now - 60 * 60_000).toISOString(),
      expiryDate: new Date(now + 30 * 86_400_000).toISOString(),
      ...overrides,
    });
  };

  beforeAll(async () => {
    a = await createTestApp();
    const now = Date.now();
    await importJobs(
      a.database.db,
      ['Backend Developer', 'Data Analyst Intern', 'Frontend Developer'].map((title, i) =>
        jobRow({
          title,
          postedDate: new Date(now - (i + 2) * 60 * 60_000).toISOString(),
          expiryDate: new Date(now + 30 * 86_400_000).toISOString(),
        }),
      ),
    );
    dbName = (await a.database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-process-b-'));
    b = await startProcessB({ DATABASE_URL: url.toString(), DATA_DIR: dataDirB });
    // Both processes LISTEN (A's app and B each have one listener connection) before anything changes.
    await listenersReady(2);
  }, 120_000);

  afterAll(async () => {
    if (b && b.child.exitCode === null) {
      b.child.kill('SIGTERM');
      await b.exited;
    }
    await admin?.end();
    await a?.close();
    if (dataDirB) fs.rmSync(dataDirB, { recursive: true, force: true });
    const report = delays.map((d) => `  ${d.what}: ${d.ms.toFixed(0)} ms`).join('\n');
    if (report) console.log(`observed delays (promise ${PROMISE_MS} ms):\n${report}`);
  });

  /** The listener sessions of this database, idle after their LISTEN (and version read). */
  async function listenerPids(): Promise<number[]> {
    const res = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = $1 and datname = $2 and state = 'idle' order by pid`,
      [CATALOGUE_LISTENER_APPLICATION_NAME, dbName],
    );
    return res.rows.map((r) => r.pid);
  }

  async function listenersReady(count: number, except: number[] = []): Promise<number[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const pids = (await listenerPids()).filter((pid) => !except.includes(pid));
      if (pids.length >= count) return pids;
      if (Date.now() > deadline) throw new Error(`expected ${count} catalogue listeners, found ${pids.length}:\n${b.output()}`);
      await sleep(100);
    }
  }

  async function onB(query: string): Promise<Paged> {
    const res = await fetch(`${b.baseUrl}/api/v1/jobs${query ? `?${query}` : ''}`);
    const body = (await res.json()) as { data: Paged };
    if (res.status !== 200) throw new Error(`B: GET /jobs?${query} answered ${res.status}: ${JSON.stringify(body)}`);
    return body.data;
  }

  async function onA(query: string): Promise<Paged> {
    const res = await a.app.inject({ method: 'GET', url: `/api/v1/jobs${query ? `?${query}` : ''}` });
    if (res.statusCode !== 200) throw new Error(`A: GET /jobs?${query} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: Paged }).data;
  }

  /** Polls B every 50 ms from `since` until `check` holds; records and asserts the delay. */
  async function seenByB(what: string, since: number, check: () => Promise<boolean>): Promise<void> {
    for (;;) {
      if (await check()) break;
      if (performance.now() - since > 5_000) throw new Error(`B did not show "${what}" within 5 s:\n${b.output().slice(-3000)}`);
      await sleep(POLL_MS);
    }
    const ms = performance.now() - since;
    delays.push({ what, ms });
    expect(ms, `${what}: ${ms.toFixed(0)} ms`).toBeLessThan(PROMISE_MS);
  }

  const titlesOf = (page: Paged) => page.data.map((j) => j.title);

  it('shows in B, within a second, a job imported, edited and expired through A', async () => {
    // Warm both: the list, a full-text search, and the very searches asked below (answered from memory).
    for (const ask of [onA, onB]) {
      for (let round = 0; round < 2; round++) {
        expect((await ask('')).pagination.total).toBe(3);
        expect((await ask('query=developer')).pagination.total).toBeGreaterThan(0);
        expect((await ask(`query=${words.first}`)).pagination.total).toBe(0);
        expect((await ask(`query=${words.edited}`)).pagination.total).toBe(0);
      }
    }

    // (a) imported
    await importJobs(a.database.db, [newJob({})]);
    let since = performance.now();
    expect(titlesOf(await onA(`query=${words.first}`))).toEqual([`Platform ${words.first} Engineer`]);
    // The list first: a search for a word it does not know yet goes to the database, and that reads the new version.
    await seenByB('import: list total counts it', since, async () => (await onB('')).pagination.total === 4);
    await seenByB('import: search finds the new title word', since, async () => (await onB(`query=${words.first}`)).pagination.total === 1);
    // …and now the search of that word is a page kept in memory too.
    expect((await onB(`query=${words.first}`)).pagination.total).toBe(1);

    // (b) edited: the same externalId with a new title word
    await importJobs(a.database.db, [newJob({ title: `Platform ${words.edited} Engineer` })]);
    since = performance.now();
    await seenByB('edit: the list shows the new title', since, async () => titlesOf(await onB('')).includes(`Platform ${words.edited} Engineer`));
    await seenByB('edit: search no longer finds the old word', since, async () => (await onB(`query=${words.first}`)).pagination.total === 0);
    await seenByB('edit: search finds the new word', since, async () => {
      const found = await onB(`query=${words.edited}`);
      return found.pagination.total === 1 && titlesOf(found)[0] === `Platform ${words.edited} Engineer`;
    });
    expect((await onB('')).pagination.total).toBe(4);

    // (c) expired: re-imported with an expiry a moment ago
    const expired = new Date(Date.now() - 1_000).toISOString();
    await importJobs(a.database.db, [newJob({ title: `Platform ${words.edited} Engineer`, expiryDate: expired })]);
    since = performance.now();
    await seenByB('expiry: list total drops it', since, async () => (await onB('')).pagination.total === 3);
    await seenByB('expiry: search no longer finds it', since, async () => (await onB(`query=${words.edited}`)).pagination.total === 0);
    expect(titlesOf(await onB('limit=50'))).not.toContain(`Platform ${words.edited} Engineer`);
  }, 60_000);

  it('shows in B, within a second, a job hidden and restored through the console in A', async () => {
    const before = await onB('');
    const target = before.data[0]!;
    const actor = { actorId: null, ip: null };
    await updateJobInConsole(a.app.deps, actor, target._id, { status: 'hidden', reason: 'Two-process check' });
    let since = performance.now();
    expect((await onA('')).data.map((j) => j._id)).not.toContain(target._id);
    await seenByB('console hide: the list drops it', since, async () => (await onB('')).pagination.total === before.pagination.total - 1);
    await updateJobInConsole(a.app.deps, actor, target._id, { status: 'active', reason: 'Two-process check' });
    since = performance.now();
    await seenByB('console restore: the list shows it again', since, async () => (await onB('')).data.some((j) => j._id === target._id));
  }, 30_000);

  it("hands a change made elsewhere to the cache's version listeners with no request at all", async () => {
    const cache = catalogueCacheFor(a.app.deps);
    const heard: number[] = [];
    const unsubscribe = cache.onVersion((version) => heard.push(version));
    try {
      const before = cache.version;
      // As psql or another tool would: no import service of this process, so only LISTEN can tell A.
      await a.database.db.execute(sql`UPDATE jobs SET is_urgent = NOT is_urgent WHERE title = 'Data Analyst Intern'`);
      const since = performance.now();
      while (heard.length === 0 && performance.now() - since < 5_000) await sleep(10);
      const ms = performance.now() - since;
      delays.push({ what: 'A: version listener hears a raw UPDATE', ms });
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.at(-1)).toBeGreaterThan(before);
      expect(cache.version).toBe(heard.at(-1));
      expect(ms).toBeLessThan(PROMISE_MS);
    } finally {
      unsubscribe();
    }
  });

  it("still shows a change within a second when B's LISTEN connection is terminated, and listens again", async () => {
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    const baseline = (await onB('')).pagination.total;
    await onB(`query=${words.afterCut}`);
    await onB(`query=${words.afterCut}`);

    // Both processes' listener sessions (A's and B's share the application name) end, as in a failover.
    const ended = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1 and datname = $2`,
      [CATALOGUE_LISTENER_APPLICATION_NAME, dbName],
    );
    expect(ended.rows[0]!.n).toBe(2);
    await importJobs(a.database.db, [newJob({ externalId: 'two-processes-after-cut', title: `Site ${words.afterCut} Engineer` })]);
    const since = performance.now();
    await seenByB('after LISTEN was cut: list total counts it', since, async () => (await onB('')).pagination.total === baseline + 1);
    await seenByB('after LISTEN was cut: search finds the new job', since, async () => (await onB(`query=${words.afterCut}`)).pagination.total === 1);

    // Both listen again on new sessions; B said so once at warn when it lost it and once at info when back.
    await listenersReady(2, before);
    const deadline = Date.now() + 10_000;
    const logLines = () =>
      b
        .output()
        .split('\n')
        .filter((l) => l.includes('catalogue change notifications'))
        .map((l) => JSON.parse(l) as { level: number; msg: string });
    while (logLines().length < 2 && Date.now() < deadline) await sleep(100);
    expect(logLines().map((l) => l.level)).toEqual([40, 30]);
    expect(b.child.exitCode).toBeNull();

    // And notifications flow again: a change after the reconnection reaches B's warm cache.
    await onB('');
    const expired = new Date(Date.now() - 1_000).toISOString();
    await importJobs(a.database.db, [newJob({ externalId: 'two-processes-after-cut', title: `Site ${words.afterCut} Engineer`, expiryDate: expired })]);
    const again = performance.now();
    await seenByB('after reconnection: list total drops the expired job', again, async () => (await onB('')).pagination.total === baseline);
  }, 60_000);
});
