/**
 * `npm run admin:grant -- EMAIL ROLE` (docs/operations.md#console-roles): gives a verified account
 * the role `user`, `moderator` or `admin`, recorded in the audit log (no actor, reason
 * "npm run admin:grant"). It opens the database the server uses (DATABASE_URL, else the embedded
 * one in DATA_DIR) after applying pending migrations. With the embedded database stop the server
 * first: PGlite is one process's database. With PostgreSQL it runs at any time, and the running
 * server sees the role on the account's next request.
 *
 * Exit codes: 0 done (or nothing to change); 1 no such account, or not verified yet; 2 wrong usage
 * or configuration; 3 the database failed or is in use by another process.
 */
import path from 'node:path';
import { userRoles, type UserRole } from '@pathway/contracts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { grantRoleFromShell } from '../modules/users/users.service.ts';

const USAGE = `Usage: npm run admin:grant -- EMAIL ROLE

Gives the verified account with EMAIL the ROLE ${userRoles.join(', ')} (user takes a role away).
With the embedded database (no DATABASE_URL), stop the server first.`;

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const [email, role] = args;
  if (args.length !== 2 || !email || !(userRoles as readonly string[]).includes(role ?? '')) {
    console.error(USAGE);
    return 2;
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), lockOwner: 'npm run admin:grant' });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`${error.message}\nNo role was changed.`);
      return 3;
    }
    throw error;
  }
  try {
    await runMigrations(database);
    const result = await grantRoleFromShell(database.db, email, role as UserRole, new Date());
    switch (result.outcome) {
      case 'granted':
        console.log(`${email} is now ${role} (was ${result.before}).`);
        return 0;
      case 'unchanged':
        console.log(`${email} is already ${role}; nothing changed.`);
        return 0;
      case 'no_account':
        console.error(`No account has the email ${email}. Sign up first, then run this again.`);
        return 1;
      case 'unverified':
        console.error(`${email} has not verified its email yet. Verify it first, then run this again.`);
        return 1;
    }
  } catch (error) {
    console.error(`The database failed: ${error instanceof Error ? error.message : String(error)}\nNo role was changed.`);
    return 3;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(3);
  },
);
