import { createHash, randomBytes, type Hash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { driverOf, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { migrationsDir } from '../src/paths.ts';

// Tests are the one place besides config.ts that reads the environment: they choose the database.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Which database the integration tests run against: TEST_DATABASE_URL set → PostgreSQL. */
export const testDbKind: 'pglite' | 'postgres' = testDatabaseUrl ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> };

/**
 * A fresh, migrated, empty database of its own: a new database on the TEST_DATABASE_URL server
 * (dropped again by dispose), or an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseUrl ? createPostgresDatabase(testDatabaseUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
  await runMigrations(handle); // a no-op on the template; keeps this correct if the template is stale
  // The handle itself (not a copy) stays the key that runMigrations()/driverOf() know.
  return Object.assign(handle, { dispose: () => handle.close() });
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const template = await postgresTemplate(serverUrl);
  const name = `pathway_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), poolSize: 5 });
  try {
    await runMigrations(handle); // a no-op on the template's copy; keeps this correct if the template is stale
  } catch (error) {
    await handle.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return Object.assign(handle, {
    async dispose() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  });
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Migrating a new PostgreSQL database takes about a second; copying one already migrated (CREATE
// DATABASE … TEMPLATE) a third of that. The template is named by the migrations, so it is built once
// per server and set of migrations, whichever test worker gets there first.
let postgresTemplatePromise: Promise<string> | undefined;

function postgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplatePromise ??= findOrBuildPostgresTemplate(serverUrl);
  return postgresTemplatePromise;
}

const POSTGRES_TEMPLATE_PREFIX = 'pathway_template_';

async function findOrBuildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${await migrationsKey()}`;
  const exists = await withAdminClient(serverUrl, (admin) =>
    admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1),
  );
  if (exists) return name;
  // Migrated under another name and renamed when done, so no worker ever copies a half-migrated
  // template; the rename fails if another worker finished first, and then its template is used.
  const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${building}"`));
  try {
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building), poolSize: 1 });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    await withAdminClient(serverUrl, async (admin) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
          break;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === '42P04') return; // duplicate_database: another worker finished first
          // object_in_use: the backend of the connection just closed has not quite exited yet.
          if (code !== '55006' || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      // Templates of older migrations.
      const template = new RegExp(`^${POSTGRES_TEMPLATE_PREFIX}[0-9a-f]{16}$`);
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database');
      for (const { datname } of rows.filter((r) => template.test(r.datname) && r.datname !== name)) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    });
  } finally {
    await dropDatabase(serverUrl, building);
  }
  return name;
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// PGlite's initdb takes seconds; loading a dump of an already migrated data directory takes about a
// third of that. The dump is cached per process and on disk (keyed by the migrations and the PGlite
// version), so every test file after the first starts from it.
let templatePromise: Promise<Blob> | undefined;

/** A dump of a migrated, empty PGlite data directory (PGlite's `loadDataDir`). */
export function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate();
  return templatePromise;
}

const TEMPLATE_PREFIX = 'pathway-pglite-template-';

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    // not built yet
  }
  const handle = await openDatabase({});
  let dump: Blob;
  try {
    await runMigrations(handle);
    const driver = driverOf(handle);
    if (driver.kind !== 'pglite') throw new Error('expected PGlite');
    dump = await driver.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  // Write then rename, so a parallel test worker never reads a half-written file. Best effort:
  // without a writable temp directory every test file simply builds its own.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await fs.writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(temporary, file);
    await removeStaleTemplates(path.basename(file));
  } catch {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
  }
  return dump;
}

/** Templates of older migrations or PGlite versions (about 40 MB each). */
async function removeStaleTemplates(current: string): Promise<void> {
  const template = new RegExp(`^${TEMPLATE_PREFIX}[0-9a-f]+\\.tar$`);
  const stale = (await fs.readdir(os.tmpdir())).filter((f) => template.test(f) && f !== current);
  await Promise.all(stale.map((f) => fs.rm(path.join(os.tmpdir(), f), { force: true })));
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package's entry is dist/index.*; its package.json (and so its version) sits one level up.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  hash.update(await fs.readFile(pglitePackage));
  await hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  await hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

async function hashMigrations(hash: Hash): Promise<void> {
  const files = (await fs.readdir(migrationsDir, { recursive: true })).map(String).sort();
  for (const name of files) {
    const full = path.join(migrationsDir, name);
    if ((await fs.stat(full)).isFile()) hash.update(name).update(await fs.readFile(full));
  }
}
