import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { catalogueCacheFor } from '../../src/modules/jobs/catalogue-cache.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { list } from './helpers.ts';

/**
 * CATALOGUE_CACHE=off (bench/README.md): the catalogue's in-process cache answers nothing, so the
 * varied benchmark can measure the database path. Every lookup is a miss, and the answers stay right.
 */
const URL_QUERY = 'page=1&limit=10&location=Bengaluru&type=Internship';

describe('CATALOGUE_CACHE', () => {
  it('is on by default, and only on or off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).catalogueCache).toBe(true);
      expect(loadConfig({ DATA_DIR: dir, CATALOGUE_CACHE: 'off' }).catalogueCache).toBe(false);
      expect(() => loadConfig({ DATA_DIR: dir, CATALOGUE_CACHE: 'no' })).toThrow(ConfigError);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each([
  ['on', true],
  ['off', false],
])('two identical list requests with CATALOGUE_CACHE=%s', (value, cached) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { CATALOGUE_CACHE: value } });
    await seedDemoCatalogue(t.database.db, NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(cached ? 'answer the second from memory' : 'both miss, with the same answer', async () => {
    const lookups = catalogueCacheFor(t.app.deps).lookups;
    const first = await list(t, URL_QUERY);
    const before = { ...lookups };
    const second = await list(t, URL_QUERY);
    expect(first.data.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    if (cached) {
      expect(lookups.hits).toBeGreaterThan(before.hits);
      expect(lookups.misses).toBe(before.misses);
    } else {
      expect(lookups.hits).toBe(0);
      expect(lookups.misses).toBeGreaterThan(before.misses);
    }
  });
});
