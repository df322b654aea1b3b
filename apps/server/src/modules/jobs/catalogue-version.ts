import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Two signals that the catalogue changed, read by the catalogue caches (catalogue-cache.ts):
 *
 * - the database's `catalogue_state.version`, bumped by triggers in every transaction that changes
 *   jobs or companies, whichever process runs it (server, import CLI, psql);
 * - a per-process generation per Database, bumped by importJobs right after its commit, so that the
 *   process that imported sees its own change at once, without waiting for the next version check.
 */
const generations = new WeakMap<Database, number>();

export function catalogueGeneration(db: Database): number {
  return generations.get(db) ?? 0;
}

/** Call after committing a change to the catalogue through `db`. */
export function notifyCatalogueChanged(db: Database): void {
  generations.set(db, catalogueGeneration(db) + 1);
}

/** The version as a SQL expression, to read in the same statement (and snapshot) as a query. */
export const catalogueVersionSql = sql<number>`(SELECT version FROM catalogue_state WHERE id = 1)`.mapWith(Number);

export async function readCatalogueVersion(db: Database): Promise<number> {
  const result = await db.execute<{ version: string | number }>(sql`SELECT version FROM catalogue_state WHERE id = 1`);
  return Number(result.rows[0]?.version ?? 0);
}
