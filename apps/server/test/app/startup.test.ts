import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { companies, jobs } from '../../src/db/schema.ts';
import { testDbKind } from '../test-db.ts';

// buildApp on its own embedded database, as `npm start` runs it: migrate, then seed an empty database.
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-start-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function counts(dataDir: string, seed: 'demo' | 'none') {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED: seed, LOG_LEVEL: 'silent' }), { logger: false });
  try {
    const { db } = app.deps.database;
    const [j] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
    return { jobs: j!.n, companies: c!.n };
  } finally {
    await app.close();
  }
}

describe.skipIf(testDbKind === 'postgres')('start-up', () => {
  it('seeds the demo catalogue into an empty database once, and never twice', async () => {
    const dir = tempDir();
    const first = await counts(dir, 'demo');
    expect(first.jobs).toBeGreaterThanOrEqual(300);
    expect(first.companies).toBeGreaterThanOrEqual(60);
    expect(await counts(dir, 'demo')).toEqual(first);
  }, 120_000);

  it('seeds nothing with SEED=none', async () => {
    expect(await counts(tempDir(), 'none')).toEqual({ jobs: 0, companies: 0 });
  }, 60_000);
});
