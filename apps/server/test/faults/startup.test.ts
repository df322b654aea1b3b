import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/paths.ts';
import { testDbKind } from '../test-db.ts';
import { freePort } from './helpers.ts';

// The real entry point with a dependency that is not there: one line an operator can act on.
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-startup-faults-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startMain(env: Record<string, string>): { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', SEED: 'none', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (err += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

describe('starting with a dependency that does not answer', () => {
  it('exits non-zero with one line naming DATABASE_URL when PostgreSQL is not reachable', async () => {
    const port = await freePort();
    const run = startMain({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/pathway` });
    const code = await run.exited;
    expect(code).not.toBe(0);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).toContain(`127.0.0.1:${port}`);
    expect(lines[0]).not.toContain('secret');
  }, 60_000);

  // Runs the embedded database, so the PostgreSQL pass of the suite leaves it out.
  it.skipIf(testDbKind === 'postgres')(
    'starts degraded with one warning naming REDIS_URL when Redis is not reachable, and serves',
    async () => {
      const port = await freePort();
      const run = startMain({ REDIS_URL: `redis://127.0.0.1:${port}` });
      try {
        const baseUrl = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`server did not start:\n${run.stdout()}${run.stderr()}`)), 90_000);
          const check = () => {
            const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout());
            if (m) {
              clearTimeout(timer);
              resolve(m[1]!);
            }
          };
          run.child.stdout!.on('data', check);
          void run.exited.then(() => reject(new Error(`server exited:\n${run.stdout()}${run.stderr()}`)));
        });
        const ready = await fetch(`${baseUrl}/api/v1/ready`);
        expect(ready.status).toBe(200);
        expect(((await ready.json()) as { data: { redis: string } }).data.redis).toBe('degraded');
        expect((await fetch(`${baseUrl}/api/v1/jobs`)).status).toBe(200);
        // Reconnect attempts go on in the background without a line each.
        await new Promise((r) => setTimeout(r, 1500));
        const redisLines = (run.stdout() + run.stderr()).split('\n').filter((l) => /redis/i.test(l));
        expect(redisLines).toHaveLength(1);
        expect(redisLines[0]).toContain('REDIS_URL');
        expect(run.stderr()).not.toContain('Unhandled error event');
      } finally {
        run.child.kill('SIGTERM');
        await run.exited;
      }
    },
    120_000,
  );
});
