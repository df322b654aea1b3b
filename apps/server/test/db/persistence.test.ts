import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { companies } from '../../src/db/schema.ts';

// The embedded database of `npm start` (PGlite in DATA_DIR); runs whatever TEST_DATABASE_URL says.
describe('PGlite with a data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-pglite-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across close and reopen', async () => {
    const dataDir = path.join(dir, 'db'); // created on first open
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await runMigrations(first);
    await first.db.insert(companies).values({ name: 'Pravah Energy' });
    await first.close();
    await first.close(); // idempotent

    const second = await openDatabase({ dataDir });
    try {
      await second.ping();
      await runMigrations(second); // nothing pending: a no-op
      const rows = await second.db.select({ name: companies.name }).from(companies).where(eq(companies.name, 'Pravah Energy'));
      expect(rows).toEqual([{ name: 'Pravah Energy' }]);
    } finally {
      await second.close();
    }
  });
});
