import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths.ts';
import { driverOf, type DatabaseHandle } from './client.ts';

/** Arbitrary but fixed: every Pathway process that migrates the same database takes this lock. */
const MIGRATION_LOCK_KEY = 0x7061_7468; // 'path'

/**
 * Applies the pending migrations under src/db/migrations; a no-op when none are pending.
 * Safe on every start. On PostgreSQL, concurrent starters queue on an advisory lock, so only one
 * runs the (transactional) migrator at a time and the others then find nothing left to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const driver = driverOf(handle);
  if (driver.kind === 'pglite') {
    // PGlite is in-process and single-connection: nothing else can migrate concurrently.
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder: migrationsDir });
    return;
  }

  // Lock and migrations on one dedicated connection: a session advisory lock belongs to its connection.
  const client = await driver.pool.connect();
  let released = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection in an unknown state (e.g. failed unlock) must not go back to the pool.
    client.release(error instanceof Error ? error : true);
    released = true;
    throw error;
  } finally {
    if (!released) client.release();
  }
}
