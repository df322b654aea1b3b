import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase } from '../../src/db/client.ts';
import { serverRoot } from '../../src/paths.ts';
import { createTestDatabase, testDbKind } from '../test-db.ts';

// Two processes writing one PGlite data directory corrupt it: the second one is refused.
let dataDir: string;
let pgliteDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-lock-'));
  pgliteDir = path.join(dataDir, 'pglite');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const repoRoot = path.resolve(serverRoot, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

function runImport(): Promise<{ code: number | null; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: repoRoot };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(serverRoot, 'src/cli/import-jobs.ts'), 'examples/jobs-sample.json'], {
      cwd: repoRoot,
      env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

// PGlite only, so the PostgreSQL pass of the suite leaves it out.
describe.skipIf(testDbKind === 'postgres')('the embedded data directory lock', () => {
  it('refuses a second opener, naming the process that holds it, until the first closes', async () => {
    const first = await openDatabase({ dataDir: pgliteDir, lockOwner: 'the server' });
    try {
      const second = await openDatabase({ dataDir: pgliteDir }).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(second).toBeInstanceOf(DataDirInUseError);
      expect((second as Error).message).toContain(`process ${process.pid} (the server`);

      // `npm run jobs:import` while the server runs.
      const imported = await runImport();
      expect(imported.code).toBe(3);
      expect(imported.stderr).toContain(`process ${process.pid} (the server`);
      expect(imported.stderr).toContain('Nothing was imported');
      await first.db.execute(sql`select 1`);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir: pgliteDir });
    await again.close();
  }, 120_000);

  it('takes over a stale lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(
      `${pgliteDir}.lock`,
      JSON.stringify({ pid: gone, owner: 'the server', startedAt: '2026-01-01T00:00:00.000Z', command: 'node main.ts' }),
    );
    const handle = await openDatabase({ dataDir: pgliteDir, lockOwner: 'the test' });
    try {
      expect(JSON.parse(fs.readFileSync(`${pgliteDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, owner: 'the test' });
    } finally {
      await handle.close();
    }
  });

  it('takes no lock in memory', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await Promise.all([a.dispose(), b.dispose()]);
  });
});
