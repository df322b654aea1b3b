import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { serverRoot } from '../../src/paths.ts';
import { pgliteTemplate, testDbKind } from '../test-db.ts';

const repoRoot = path.resolve(serverRoot, '../..');
const cli = path.join(serverRoot, 'src/cli/admin-grant.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-admin-grant-'));
  // A migrated database, started from the tests' template rather than seconds of initdb.
  await withDatabase(async (db) => {
    await runMigrations(db);
    await db.db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
      VALUES ('ops@pathway.example.in', 'x', 'Ops', 'Lead', now()), ('new@pathway.example.in', 'x', 'New', 'Person', NULL)`);
  }, await pgliteTemplate());
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function withDatabase<T>(fn: (db: DatabaseHandle) => Promise<T>, template?: Blob): Promise<T> {
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), ...(template ? { pgliteTemplate: template } : {}) });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** Runs the CLI the way `npm run admin:grant -- EMAIL ROLE` does, on the embedded database in dataDir. */
function runCli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, ...args], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// The CLI runs on the embedded database in a directory of its own whatever the pass (DATABASE_URL
// unset): the PostgreSQL pass would only repeat the PGlite pass's run, so it skips it.
describe.skipIf(testDbKind === 'postgres')('npm run admin:grant', () => {
  it('makes a verified account an admin, recorded in the audit log with no actor; again changes nothing', async () => {
    const first = await runCli('--', 'OPS@pathway.example.in', 'admin');
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('is now admin (was user)');
    const again = await runCli('ops@pathway.example.in', 'admin');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already admin');
    await withDatabase(async (db) => {
      const role = await db.db.execute<{ role: string }>(sql`SELECT role FROM users WHERE email = 'ops@pathway.example.in'`);
      expect(role.rows[0]!.role).toBe('admin');
      const log = await db.db.execute<{ actor_id: string | null; action: string; before: unknown; after: unknown; reason: string }>(
        sql`SELECT actor_id, action, before, after, reason FROM audit_log`,
      );
      expect(log.rows).toEqual([{ actor_id: null, action: 'role.grant', before: { role: 'user' }, after: { role: 'admin' }, reason: 'npm run admin:grant' }]);
    });
  }, 60_000);

  it('refuses an unknown or unverified account (1) and bad usage (2)', async () => {
    expect((await runCli('nobody@pathway.example.in', 'admin')).code).toBe(1);
    expect((await runCli('new@pathway.example.in', 'moderator')).code).toBe(1);
    expect((await runCli('ops@pathway.example.in', 'owner')).code).toBe(2);
    expect((await runCli('ops@pathway.example.in')).code).toBe(2);
  }, 60_000);
});
