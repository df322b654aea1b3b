import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/**
 * What `db.execute()` answers on both drivers: node-postgres' QueryResult and PGlite's Results
 * differ, but both carry `rows` (and only that is common).
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<TRow> {
  rows: TRow[];
}

/** The query API both drivers share; services and repositories take this, never a driver type. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`; it is itself a Database. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes the connections (PGlite: flushes and releases its data directory). Safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's own data directory (created when missing); absent means in memory. Ignored with databaseUrl. */
  dataDir?: string | undefined;
  /** PGlite only: start from a dump of another data directory (`PGlite.dumpDataDir()`); tests use a migrated one. */
  pgliteTemplate?: Blob;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * Errors of pooled connections, idle or checked out (a restarted or failed-over server, a dropped
   * network, pg_terminate_backend): that connection is dropped and the next query gets a fresh one.
   */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL only: queries made through `db` fail after this long without an answer (a host that
   * vanished mid-query). Unset: no limit (imports); migrations use the driver and never have one.
   */
  queryTimeoutMs?: number;
  /** PGlite with a dataDir: who opens it, named to a second process that is refused (e.g. "the server"). */
  lockOwner?: string;
}

/** The underlying client of a handle, for the few places that need the driver itself (migrations). */
export type DriverClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

const drivers = new WeakMap<DatabaseHandle, DriverClient>();

export function driverOf(handle: DatabaseHandle): DriverClient {
  const driver = drivers.get(handle);
  if (!driver) throw new Error('Not a handle made by openDatabase()');
  return driver;
}

const untimed = new WeakMap<DatabaseHandle, Database>();
const BACKGROUND_QUERY_TIMEOUT_MS = 60_000;

/**
 * The database with a longer per-query timeout (BACKGROUND_QUERY_TIMEOUT_MS) than a request's, for
 * work whose statements grow with the catalogue (the search vocabulary, loading the search index):
 * at a million jobs one of them outlasts a request's 5 s. PGlite has no timeout.
 */
export function backgroundDb(handle: DatabaseHandle): Database {
  const driver = drivers.get(handle);
  if (driver?.kind !== 'postgres') return handle.db;
  let db = untimed.get(handle);
  if (!db) {
    db = drizzleNodePg({ client: guardedPool(driver.pool, BACKGROUND_QUERY_TIMEOUT_MS), schema });
    untimed.set(handle, db);
  }
  return db;
}

const DEFAULT_POOL_SIZE = 10;
/** An unreachable server fails a request in about this long instead of hanging it (docs/operations.md). */
const CONNECT_TIMEOUT_MS = 2_000;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}

async function openPglite(dataDir: string | undefined, opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let location = 'memory://';
  let lock: DataDirLock | undefined;
  if (dataDir) {
    location = path.resolve(dataDir);
    fs.mkdirSync(location, { recursive: true });
    // PGlite is one process's database: a second process writing the same files corrupts them.
    lock = lockDataDir(location, opts.lockOwner);
  }
  let client: PGlite;
  try {
    // Data directory and extensions must be given together in one options object, or PGlite silently drops the extensions.
    client = await PGlite.create({
      dataDir: location,
      extensions: { pg_trgm, unaccent },
      ...(opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db: Database = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closed ??= (client.closed ? Promise.resolve() : client.close()).finally(() => lock?.release());
      return closed;
    },
  };
  drivers.set(handle, { kind: 'pglite', client });
  return handle;
}

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.poolSize ?? DEFAULT_POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a failed-over host) is noticed by TCP instead of never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'pathway',
  });
  // An idle client's error reaches both listeners below: report it once.
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    opts.onPoolError?.(error);
  };
  // Without a listener an idle client's error would crash the process.
  pool.on('error', report);
  // …and so would the error of a client checked out between two statements (inside a transaction),
  // which the pool does not listen to: pg_terminate_backend, a failover, idle_session_timeout.
  // That client is not queryable any more; the pool drops it when it is released.
  pool.on('connect', (client) => {
    client.on('error', report);
  });
  const db: Database = drizzleNodePg({ client: guardedPool(pool, opts.queryTimeoutMs), schema });
  let closed: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
  drivers.set(handle, { kind: 'postgres', pool });
  return handle;
}

const QUERY_TIMEOUT_MESSAGE = 'Query read timeout'; // node-postgres' own

/**
 * The pool as drizzle sees it. With `timeoutMs`, node-postgres' per-query read timeout is on every
 * query; a client whose query timed out still waits for that answer, so it is not used again: the
 * rest of its transaction fails at once (the rollback too) and it leaves the pool when released.
 * And a client whose BEGIN failed (its connection was just ended) is released here, because
 * drizzle's transaction() does not release it then: each such failure would leak a pool slot.
 */
function guardedPool(pool: pg.Pool, timeoutMs: number | undefined): pg.Pool {
  const timed = (config: unknown): unknown =>
    timeoutMs && config && typeof config === 'object' && !('submit' in config) ? { ...config, query_timeout: timeoutMs } : config;
  const isBegin = (config: unknown) =>
    Boolean(config && typeof config === 'object' && /^\s*begin\b/i.test(String((config as { text?: unknown }).text)));
  const passThrough = <T extends object>(target: T, prop: string | symbol) => {
    const value: unknown = Reflect.get(target, prop, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  const guardedClient = (client: pg.PoolClient): pg.PoolClient => {
    let timedOut: Error | undefined;
    let released = false;
    const release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.release(err ?? (timedOut ? true : undefined));
    };
    const query = async (config: unknown, values?: unknown) => {
      if (timedOut) throw timedOut;
      try {
        return await client.query(timed(config) as pg.QueryConfig, values as unknown[]);
      } catch (error) {
        if ((error as Error).message === QUERY_TIMEOUT_MESSAGE) timedOut = error as Error;
        if (isBegin(config)) release(error as Error);
        throw error;
      }
    };
    return new Proxy(client, {
      get: (target, prop) => (prop === 'query' ? query : prop === 'release' ? release : passThrough(target, prop)),
    });
  };
  const query = (config: unknown, values?: unknown) => pool.query(timed(config) as pg.QueryConfig, values as unknown[]);
  const connect = async () => guardedClient(await pool.connect());
  return new Proxy(pool, {
    get: (target, prop) => (prop === 'query' ? query : prop === 'connect' ? connect : passThrough(target, prop)),
  });
}

/** The refusal of a second process opening an embedded data directory that is in use. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface LockInfo {
  pid: number;
  owner: string;
  startedAt: string;
  command: string;
}

interface DataDirLock {
  release(): void;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' ? (info as LockInfo) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `<dataDir>.lock`, created with O_EXCL so that of two processes starting at once exactly one wins.
 * A lock whose process is gone (killed, crashed) is stale and taken over. It sits next to the data
 * directory, not in it: PostgreSQL's initdb wants an empty directory.
 */
const heldLocks = new Set<string>();

function lockDataDir(dataDir: string, owner = 'a Pathway process'): DataDirLock {
  const file = `${dataDir}.lock`;
  const mine: LockInfo = {
    pid: process.pid,
    owner,
    startedAt: new Date().toISOString(),
    command: process.argv.map((a) => path.basename(a)).join(' '),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      try {
        fs.writeSync(fd, JSON.stringify(mine));
      } finally {
        fs.closeSync(fd);
      }
      heldLocks.add(file);
      return {
        release() {
          if (!heldLocks.delete(file)) return;
          // Only our own lock: a process that took over a lock we left stale keeps its own.
          if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    // Our own pid in a lock we do not hold is a previous run's (a container's process is often pid 1).
    const ours = holder?.pid === process.pid && !heldLocks.has(file);
    if (holder && !ours && processAlive(holder.pid)) {
      throw new DataDirInUseError(
        `The embedded database ${dataDir} is in use by process ${holder.pid} (${holder.owner}, started ${holder.startedAt}: ${holder.command}). ` +
          `Stop that process first; more than one process needs PostgreSQL (DATABASE_URL). ` +
          `If no such process is running, delete ${file}.`,
      );
    }
    const written = holder ? undefined : fs.statSync(file, { throwIfNoEntry: false });
    if (written && Date.now() - written.mtimeMs < 5_000) {
      // Just created by a process that has not written it yet.
      throw new DataDirInUseError(`The embedded database ${dataDir} is being opened by another process (${file}).`);
    }
    // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the embedded database ${dataDir} (${file}).`);
}
