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
  /** Errors of idle pooled connections (a restarted server, a dropped network); the pool replaces them. */
  onPoolError?: (error: Error) => void;
}

/** The underlying client of a handle, for the few places that need the driver itself (migrations). */
export type DriverClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

const drivers = new WeakMap<DatabaseHandle, DriverClient>();

export function driverOf(handle: DatabaseHandle): DriverClient {
  const driver = drivers.get(handle);
  if (!driver) throw new Error('Not a handle made by openDatabase()');
  return driver;
}

const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  let location = 'memory://';
  if (dataDir) {
    location = path.resolve(dataDir);
    fs.mkdirSync(location, { recursive: true });
  }
  // Data directory and extensions must be given together in one options object (ARCHITECTURE.md).
  const client = await PGlite.create({
    dataDir: location,
    extensions: { pg_trgm, unaccent },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db: Database = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closed ??= client.closed ? Promise.resolve() : client.close();
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
    connectionTimeoutMillis: 10_000,
    application_name: 'pathway',
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (error) => opts.onPoolError?.(error));
  const db: Database = drizzleNodePg({ client: pool, schema });
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
