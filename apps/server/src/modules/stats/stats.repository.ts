import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, users } from '../../db/schema.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The four landing-page numbers in one round trip. */
export async function selectPlatformStats(db: Database, now: Date) {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const result = await db.execute<{ total_jobs: number; total_companies: number; total_users: number; new_jobs: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${jobs} WHERE expiry_date > ${now}) AS total_jobs,
      (SELECT count(DISTINCT company_id)::int FROM ${jobs} WHERE expiry_date > ${now}) AS total_companies,
      (SELECT count(*)::int FROM ${users} WHERE email_verified_at IS NOT NULL) AS total_users,
      (SELECT count(*)::int FROM ${jobs} WHERE expiry_date > ${now} AND posted_date > ${weekAgo} AND posted_date <= ${now}) AS new_jobs`);
  const row = result.rows[0]!;
  return {
    totalJobs: Number(row.total_jobs),
    totalCompanies: Number(row.total_companies),
    totalUsers: Number(row.total_users),
    newJobsThisWeek: Number(row.new_jobs),
  };
}
