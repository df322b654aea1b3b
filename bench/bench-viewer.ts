/**
 * The account the benchmark reads job details with (run by bench/run.mjs through tsx, after the data
 * is ready): GET /jobs/:id needs a signed-in user, and a Premium one views any number of jobs, so
 * scenario f measures the page as a subscriber gets it. Created or reset on every run (verified,
 * Premium for a year, the given password), with the server's own password hashing.
 *
 *   node --import tsx bench/bench-viewer.ts --url postgres://… --email E --password P
 *
 * Kept apart from load-data.ts, whose hash decides whether the 100,000 jobs are loaded again.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const url = arg('url');
const email = arg('email');
const password = arg('password');
if (!url || !email || !password) {
  console.error('usage: bench-viewer.ts --url URL --email EMAIL --password PASSWORD');
  process.exit(2);
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  const now = new Date();
  const account = {
    passwordHash: await hashPassword(password),
    emailVerifiedAt: now,
    subscriptionTier: 'premium' as const,
    subscriptionStatus: 'active' as const,
    subscriptionExpiresAt: new Date(now.getTime() + YEAR_MS),
  };
  await handle.db
    .insert(users)
    .values({ email, firstName: 'Bench', lastName: 'Viewer', ...account })
    .onConflictDoUpdate({ target: users.email, set: { ...account, updatedAt: sql`now()` } });
} finally {
  await handle.close();
}
