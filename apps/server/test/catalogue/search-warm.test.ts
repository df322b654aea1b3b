import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { catalogueCacheFor } from '../../src/modules/jobs/catalogue-cache.ts';
import { listJsonWritten } from '../../src/modules/jobs/catalogue-response.ts';
import { listRowsFor } from '../../src/modules/jobs/list-rows.ts';
import { DEFAULT_MEMORY } from '../../src/modules/jobs/search/search-index.ts';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { commonWordsAndCities } from '../../src/modules/jobs/search/search.service.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { list } from './helpers.ts';

/**
 * A server that listens loads its search index, then reads the matches of the catalogue's most
 * common words and the rows of the newest jobs, and writes those jobs' JSON (docs/search.md#warming),
 * before readiness says `ready`: its first searches and pages find them in memory, as a server that
 * has run for an hour would.
 */
describe('a listening server', () => {
  it('reads the most common words and the newest rows, and writes their JSON, before it reports its search index ready', async () => {
    const t = await createTestApp({ now: () => NOW, env: { CATALOGUE_CACHE: 'off' } });
    const written = { ...listJsonWritten };
    try {
      await seedDemoCatalogue(t.database.db, NOW);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const states: string[] = [];
      let rowsWhenReady = -1;
      for (let i = 0; i < 5_000; i += 1) {
        const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
        const state = (ready.json() as { data: { searchIndex: string } }).data.searchIndex;
        if (states.at(-1) !== state) states.push(state);
        if (state === 'ready') {
          rowsWhenReady = listRowsFor(t.database.db).size;
          written.warming = listJsonWritten.warming - written.warming;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(states.at(-1)).toBe('ready');
      expect(states.every((s) => ['loading', 'warming', 'ready'].includes(s))).toBe(true);
      const index = await searchIndexFor({ database: t.database, now: () => NOW });
      const warmed = index.memoStats();
      // Each word is looked up stemmed and as typed in titles: several hundred words of the demo catalogue.
      expect(warmed.entries).toBeGreaterThan(400);
      expect(warmed.bytes).toBeGreaterThan(0);
      // The most common of them are kept dense at once (docs/search.md#dense-on-second-use).
      expect(warmed.dense).toBeGreaterThan(0);
      // The memos' arena was reserved, and as many of its bytes as the memos' per-job budgets come to
      // were given memory then, not a page at a time under the first searches (docs/search.md#memo-memory).
      const perJob = DEFAULT_MEMORY.parts.bytesPerDoc + DEFAULT_MEMORY.ranked.bytesPerDoc + DEFAULT_MEMORY.lists.bytesPerDoc;
      expect(index.arenaStats().touched).toBe(index.size * perJob);
      expect(index.arenaStats().bytes).toBeGreaterThan(index.size * perJob);
      // The newest jobs' list rows were in memory when it said ready (list-rows.ts): every active job of the
      // demo catalogue. (On PostgreSQL the rows take round trips, so a readiness that did not wait is seen.)
      expect(rowsWhenReady).toBe(index.newestIds(NOW.getTime()).length);
      // Each kept row's JSON, as a guest sees it, was written then (catalogue-response.ts).
      expect(written.warming).toBe(rowsWhenReady);
      // A search for a common word is answered from what was read, its jobs' JSON included.
      const page = await list(t, 'query=developer&limit=5');
      expect(page.data.length).toBe(5);
      expect(listJsonWritten.request - written.request).toBe(0);
      expect(index.memoStats().entries).toBeLessThanOrEqual(warmed.entries + 2);
    } finally {
      await t.close();
    }
  });

  it('runs a few searches as a visitor would before it reports ready: their pages wait in the cache', async () => {
    const lines: { msg?: string; searches?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { msg?: string });
        done();
      },
    });
    const t = await createTestApp({ now: () => NOW, logger: { level: 'info', stream } });
    try {
      await seedDemoCatalogue(t.database.db, NOW);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      let warmedWhenReady: (typeof lines)[number] | undefined;
      for (let i = 0; i < 5_000 && !warmedWhenReady; i += 1) {
        const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
        if ((ready.json() as { data: { searchIndex: string } }).data.searchIndex === 'ready') {
          warmedWhenReady = lines.find((line) => line.msg === 'searches warmed') ?? {};
        } else await new Promise((resolve) => setTimeout(resolve, 2));
      }
      // The log says how many ran (jobs.service.ts warmSearches), before readiness said ready.
      expect(warmedWhenReady?.searches).toBe(12);
      // The first was the catalogue's most common word in its largest city (not Remote): a
      // visitor's asking finds its page in the cache.
      const deps = { database: t.database, now: () => NOW };
      const { words: [word], cities: [city] } = await commonWordsAndCities(deps, 1);
      const cache = catalogueCacheFor(deps);
      const before = { ...cache.lookups };
      const page = await list(t, `query=${encodeURIComponent(word!)}&location=${encodeURIComponent(city!)}&limit=10`);
      expect(page.data.length).toBeGreaterThan(0);
      expect(cache.lookups.hits - before.hits).toBe(1);
      expect(cache.lookups.misses - before.misses).toBe(0);
    } finally {
      await t.close();
    }
  });
});
