import { describe, expect, it } from 'vitest';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { list } from './helpers.ts';

/**
 * A common word's matches are kept in the memo as a list at its first search, and also dense (a byte
 * per job) from its second (docs/search.md#dense-on-second-use): most parts are searched once, and
 * a dense array kept for each made V8 collect the whole heap every few seconds. A part gathered from
 * many words' postings (a prefix) is dense at once: gathering wrote a byte per job already.
 */
describe('the memo of a common word', () => {
  it('keeps a word dense only from the second search that reads it, a wide prefix at once', async () => {
    const t = await createTestApp({ now: () => NOW, env: { CATALOGUE_CACHE: 'off' } });
    try {
      await seedDemoCatalogue(t.database.db, NOW);
      const index = await searchIndexFor({ database: t.database, now: () => NOW });
      expect(index.memoStats()).toMatchObject({ entries: 0, dense: 0 });

      const first = await list(t, 'query=developer');
      expect(first.pagination.total).toBeGreaterThan(index.size / 16);
      const once = index.memoStats();
      expect(once.entries).toBeGreaterThan(0);
      expect(once.dense).toBe(0);
      // The word and its title as typed, each held by the one segment the catalogue was loaded in:
      // views of its postings, copied nowhere (docs/search.md#postings-shared).
      expect(once.shared).toBe(2);

      // Another search of the word (another order, so not the answer kept from the first) reads it again.
      const again = await list(t, 'query=developer&sortBy=postedDate&sortOrder=asc');
      expect(again.pagination.total).toBe(first.pagination.total);
      const twice = index.memoStats();
      expect(twice.dense).toBeGreaterThan(0);
      expect(twice.bytes - once.bytes).toBeGreaterThanOrEqual(twice.dense * index.size);

      // A prefix gathered from the postings of every word it begins, matching many jobs, is kept
      // dense at its first search: gathering them wrote a byte per job already.
      const prefix = await list(t, 'query=develo');
      expect(prefix.pagination.total).toBeGreaterThan(index.size / 16);
      const gathered = index.memoStats();
      expect(gathered.dense).toBeGreaterThan(twice.dense);
    } finally {
      await t.close();
    }
  });
});
