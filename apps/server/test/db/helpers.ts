import type { JobImportInput } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`), or undefined if it succeeded. */
export async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
    return undefined;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';

export async function count(db: Database, table: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return result.rows[0]!.n;
}

let sequence = 0;

/** A valid import row; override what the test is about. */
export function jobRow(overrides: Partial<JobImportInput> = {}): JobImportInput {
  sequence += 1;
  return {
    externalId: `test-${sequence}`,
    title: 'Backend Developer',
    company: 'Zentrix Labs',
    type: 'Full-time',
    location: 'Bengaluru',
    workMode: 'hybrid',
    stipend: '',
    salaryMin: 600_000,
    salaryMax: 900_000,
    experienceMin: 1,
    experienceMax: 3,
    domains: ['Backend Development'],
    skills: ['Node.js', 'PostgreSQL'],
    description: 'Build and run the APIs behind our product.',
    applyLink: 'https://careers.zentrixlabs.example/jobs/1',
    postedDate: '2026-11-01T10:00:00+05:30',
    expiryDate: '2026-12-31T23:59:59+05:30',
    isUrgent: false,
    isFeatured: false,
    ...overrides,
  };
}
