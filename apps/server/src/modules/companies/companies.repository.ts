import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, jobs, unaccent } from '../../db/schema.ts';
import { catalogueVersionSql } from '../jobs/catalogue-version.ts';

export interface CompanyRow {
  id: string;
  name: string;
  logo: string | null;
  activeJobs: number;
}

/**
 * Companies with at least one active job whose name contains the query (case and accents ignored)
 * or resembles it (a typo: trigram similarity ≥ 0.4 to the name or word similarity ≥ 0.6 to a part
 * of it). Best matches first with a query, else by name. All of them: the service pages and caches.
 */
export async function selectHiringCompanies(db: Database, now: Date, query: string | undefined) {
  const match = query
    ? sql`AND (strpos(lower(${unaccent(sql`c.name`)}), lower(${unaccent(query)})) > 0
            OR similarity(c.name, ${query}) >= 0.4 OR word_similarity(${query}, c.name) >= 0.6)`
    : sql``;
  const order = query
    ? sql`(strpos(lower(${unaccent(sql`c.name`)}), lower(${unaccent(query)})) > 0) DESC, greatest(similarity(c.name, ${query}), word_similarity(${query}, c.name)) DESC, lower(c.name), c.id`
    : sql`lower(c.name), c.id`;
  const result = await db.execute<{
    id: string;
    name: string;
    logo: string | null;
    active_jobs: number;
    min_expiry: string | Date | null;
    catalogue_version: string | number;
  }>(sql`
    WITH active AS (
      SELECT company_id, count(*)::int AS active_jobs FROM ${jobs} WHERE expiry_date > ${now} GROUP BY company_id
    )
    SELECT c.id, c.name, c.logo, a.active_jobs, (SELECT min(expiry_date) FROM ${jobs} WHERE expiry_date > ${now}) AS min_expiry,
           ${catalogueVersionSql} AS catalogue_version
    FROM ${companies} c JOIN active a ON a.company_id = c.id
    WHERE true ${match}
    ORDER BY ${order}`);
  const first = result.rows[0];
  return {
    rows: result.rows.map((r): CompanyRow => ({ id: r.id, name: r.name, logo: r.logo, activeJobs: Number(r.active_jobs) })),
    minExpiry: first?.min_expiry ? new Date(first.min_expiry) : null,
    catalogueVersion: Number(first?.catalogue_version ?? 0),
  };
}

/** One company and its number of active jobs (0 when it has none: the company page still exists). */
export async function findCompany(db: Database, id: string, now: Date): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      // Qualified by hand: inside a one-table select drizzle leaves column names unqualified.
      activeJobs: sql<number>`(SELECT count(*)::int FROM jobs j WHERE j.company_id = "companies"."id" AND j.expiry_date > ${now})`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}
