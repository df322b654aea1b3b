import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { selectIndexRows, type IndexLoadCursor } from '../../src/modules/jobs/search/search.repository.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';

/**
 * The search index reads the catalogue in the order of posting, oldest first, then by id
 * (docs/search.md#documents-in-posting-order), batch after batch from a keyset cursor: its documents
 * are then numbered in the order lists and searches walk them (newest first is back to front). Jobs
 * posted at the same moment, and moments with microseconds, must neither be skipped nor read twice
 * where a batch ends among them.
 */
describe('the search index load', () => {
  it('reads every job once, in the order of posting then id, across batch boundaries among ties', async () => {
    const t = await createTestApp({ now: () => NOW, env: { CATALOGUE_CACHE: 'off' } });
    try {
      const db = t.database.db;
      await seedDemoCatalogue(db, NOW);
      // Forty jobs posted at one moment with microseconds, and twenty at another: ties that batches of 7 cut through.
      await db.execute(sql`UPDATE jobs SET posted_date = timestamptz '2026-10-01 08:30:00.123457+00'
        WHERE id IN (SELECT id FROM jobs ORDER BY md5(id::text) LIMIT 40)`);
      await db.execute(sql`UPDATE jobs SET posted_date = timestamptz '2026-10-02 09:00:00.000001+00'
        WHERE id IN (SELECT id FROM jobs ORDER BY md5(id::text) OFFSET 40 LIMIT 20)`);
      const expected = (await db.execute<{ id: string }>(sql`SELECT id::text AS id FROM jobs ORDER BY posted_date, id`)).rows.map((r) => r.id);
      expect(expected.length).toBeGreaterThan(100);

      const read: string[] = [];
      let after: IndexLoadCursor | undefined;
      for (let batches = 0; batches < 1_000; batches += 1) {
        const batch = await selectIndexRows(db, after, 7);
        read.push(...batch.jobs.map((job) => job.id));
        if (batch.jobs.length < 7) break;
        const last = batch.jobs.at(-1)!;
        after = { postedMicros: last.postedMicros, id: last.id };
      }
      expect(read).toEqual(expected);

      // The index numbers its documents in that order (stamps() lists them by document).
      const index = await searchIndexFor({ database: t.database, now: () => NOW });
      expect([...index.stamps().keys()]).toEqual(expected);
    } finally {
      await t.close();
    }
  });
});
