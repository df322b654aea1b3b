import { jobListItemSchema } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '../../src/modules/jobs/catalogue-cache.ts';
import { DUE_GATHER_MS, ListRows, listRowsFor, ROW_TTL_MS } from '../../src/modules/jobs/list-rows.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { api, list, viewerToken } from './helpers.ts';

/**
 * Rows of index-chosen pages kept in memory (list-rows.ts, docs/search.md#rows-in-memory): with the
 * catalogue cache off, so that every request reaches the index and asks for its rows.
 */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('list rows in memory', () => {
  let t: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { CATALOGUE_CACHE: 'off', METRICS_TOKEN } });
    await seedDemoCatalogue(t.database.db, NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  const reads = () => ({ ...listRowsFor(t.database.db).reads });

  /** The first `limit` jobs of the list, kept in a ListRows of their own, and the rows first taken. */
  async function keptPage(limit: number) {
    const jobs = jobListItemSchema.array().parse((await list(t, `limit=${limit}`)).data);
    const rows = new ListRows();
    rows.keep(jobs.map((job) => ({ job })), rows.epoch, NOW.getTime());
    const ids = jobs.map((job) => job._id);
    return { jobs, rows, ids, first: rows.take(ids, NOW.getTime()).jobs };
  }

  it('answer a page again from memory, the same as the database did', async () => {
    const first = await list(t, 'query=developer&limit=10');
    const before = reads();
    const second = await list(t, 'query=developer&limit=10');
    expect(first.data).toHaveLength(10);
    expect(second).toEqual(first);
    expect(reads()).toEqual({ memory: before.memory + 10, database: before.database });
  });

  it('hold what rows have alike once, frozen, and each summary as a string of its own', async () => {
    const jobs = jobListItemSchema.array().parse((await list(t, 'limit=100')).data);
    const rows = new ListRows();
    rows.keep(jobs.map((job) => ({ job })), rows.epoch, NOW.getTime());
    const kept = [...rows.take(jobs.map((job) => job._id), NOW.getTime()).jobs.values()];
    // The same jobs, field for field.
    expect(kept).toEqual(jobs);
    const sameAs = (pick: (job: (typeof kept)[number]) => unknown) => {
      const byContent = new Map<string, unknown>();
      let shared = 0;
      for (const job of kept) {
        const part = pick(job);
        const key = JSON.stringify(part);
        if (byContent.has(key)) {
          expect(part).toBe(byContent.get(key));
          shared += 1;
        } else byContent.set(key, part);
        expect(Object.isFrozen(part)).toBe(true);
      }
      return shared;
    };
    // Equal lists, salary ranges and health reports are one object each: the rows of the page share them.
    expect(sameAs((job) => job.domain)).toBeGreaterThan(0);
    expect(sameAs((job) => job.salary)).toBeGreaterThan(0);
    expect(sameAs((job) => job.health)).toBeGreaterThan(0);
    sameAs((job) => job.skills);
    expect(() => (kept[0]!.domain as string[]).push('Changed')).toThrow(TypeError);
  });

  it('keep a row read again unchanged as the object it was, and replace one that changed', async () => {
    const { jobs, rows, ids, first } = await keptPage(20);
    // Read again a minute later (fresh objects, as the database gives them): one counter moved.
    const again = structuredClone(jobs);
    again[2]!.applicationsCount += 1;
    rows.keep(again.map((job) => ({ job })), rows.epoch, NOW.getTime() + ROW_TTL_MS + 1);
    const second = rows.take(ids, NOW.getTime() + ROW_TTL_MS + 1).jobs;
    for (const [at, id] of ids.entries()) {
      if (at === 2) {
        expect(second.get(id)).not.toBe(first.get(id));
        expect(second.get(id)?.applicationsCount).toBe(jobs[2]!.applicationsCount + 1);
      } else expect(second.get(id)).toBe(first.get(id));
    }
    expect([...second.values()]).toEqual(again);
    // Kept as read again: not due before another ROW_TTL_MS.
    expect(rows.dueCount).toBe(0);
  });

  it('renew a row from its counters: the same object when they did not move, a copy with them when they did', async () => {
    const { jobs, rows, ids, first } = await keptPage(5);
    const later = NOW.getTime() + ROW_TTL_MS + 1;
    expect(rows.take(ids, later).jobs.size).toBe(5);
    expect(rows.dueCount).toBe(5);
    rows.takeDue(5);
    const counters = jobs.map((job) => ({ id: job._id, applicationsCount: job.applicationsCount, linkCheckedAt: job.health.linkCheckedAt }));
    counters[1] = { ...counters[1]!, applicationsCount: counters[1]!.applicationsCount + 2 };
    counters[3] = { ...counters[3]!, linkCheckedAt: new Date(NOW.getTime() - 60_000).toISOString() };
    rows.renew(counters, rows.epoch, later);
    const second = rows.take(ids, later).jobs;
    for (const [at, id] of ids.entries()) {
      if (at === 1 || at === 3) expect(second.get(id)).not.toBe(first.get(id));
      else expect(second.get(id)).toBe(first.get(id));
    }
    expect(second.get(ids[1]!)).toEqual({ ...jobs[1], applicationsCount: jobs[1]!.applicationsCount + 2 });
    expect(second.get(ids[3]!)).toEqual({ ...jobs[3], health: { ...jobs[3]!.health, linkCheckedAt: counters[3]!.linkCheckedAt } });
    expect(Object.isFrozen(second.get(ids[3]!)!.health)).toBe(true);
    // Renewed as read: not due before another ROW_TTL_MS.
    expect(rows.dueCount).toBe(0);
    // Counters read before rows were forgotten renew nothing.
    const epoch = rows.epoch;
    rows.forget([ids[0]!]);
    rows.renew([{ ...counters[2]!, applicationsCount: 99 }], epoch, later);
    expect(rows.take([ids[2]!], later).jobs.get(ids[2]!)?.applicationsCount).toBe(jobs[2]!.applicationsCount);
  });

  it('are counted on /metrics', async () => {
    await list(t, 'query=developer&limit=10');
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const memory = Number(/^pathway_list_rows_total\{from="memory"\} (\d+)$/m.exec(res.body)?.[1]);
    expect(memory).toBe(listRowsFor(t.database.db).reads.memory);
    const { details } = listRowsFor(t.database.db);
    for (const from of ['memory', 'database'] as const) {
      expect(Number(new RegExp(`^pathway_job_details_total\\{from="${from}"\\} (\\d+)$`, 'm').exec(res.body)?.[1])).toBe(details[from]);
    }
  });

  it('never answer a row another process changed, once the index has seen the change (within a second)', async () => {
    const page = await list(t, 'limit=10');
    const id = page.data[3]!._id;
    await t.database.db.execute(sql`UPDATE jobs SET title = 'Renamed Elsewhere' WHERE id = ${id}`);
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 100));
    const after = await list(t, 'limit=10');
    expect(after.data.find((j) => j._id === id)?.title).toBe('Renamed Elsewhere');
  });

  it('read a row again in the background once it is ROW_TTL_MS old: counters move without a catalogue version', async () => {
    const page = await list(t, 'limit=10');
    const job = page.data[0]!;
    const other = page.data[1]!._id;
    const keptBefore = listRowsFor(t.database.db).take([other], NOW.getTime()).jobs.get(other);
    expect(keptBefore).toBeDefined();
    // A counter, as Apply Now raises it, and a link check: no catalogue version, so the index is not patched.
    await t.database.db.execute(sql`UPDATE jobs SET applications_count = applications_count + 5 WHERE id = ${job._id}`);
    const checkedAt = new Date(NOW.getTime() - 3_600_000);
    await t.database.db.execute(sql`
      INSERT INTO job_link_checks (job_id, url, checked_at) VALUES (${job._id}, 'https://example.com/apply', ${checkedAt})
      ON CONFLICT (job_id) DO UPDATE SET checked_at = EXCLUDED.checked_at`);
    expect((await list(t, 'limit=10')).data[0]!.applicationsCount).toBe(job.applicationsCount);
    clock = new Date(NOW.getTime() + ROW_TTL_MS + 1);
    try {
      // The old row still answers at once; the page marks it due. A few rows due are gathered
      // for DUE_GATHER_MS before their counters are read, behind a page.
      const stale = await list(t, 'limit=10');
      expect(stale.data[0]!.applicationsCount).toBe(job.applicationsCount);
      expect(listRowsFor(t.database.db).dueCount).toBe(10);
      expect(listRowsFor(t.database.db).refreshing).toBeUndefined();
      clock = new Date(clock.getTime() + DUE_GATHER_MS);
      const before = reads();
      const gathered = await list(t, 'limit=10');
      expect(gathered.data[0]!.applicationsCount).toBe(job.applicationsCount);
      await listRowsFor(t.database.db).refreshing;
      expect(listRowsFor(t.database.db).dueCount).toBe(0);
      // Read again unchanged: the same object, with its checked JSON (catalogue-response.ts).
      expect(listRowsFor(t.database.db).take([other], clock.getTime()).jobs.get(other)).toBe(keptBefore);
      const later = await list(t, 'limit=10');
      const renewed = jobListItemSchema.parse(later.data.find((j) => j._id === job._id));
      expect(renewed.applicationsCount).toBe(Number(job.applicationsCount) + 5);
      expect(renewed.health.linkCheckedAt).toBe(checkedAt.toISOString());
      // Everything else as it was: only the counters were read again.
      const original = jobListItemSchema.parse(job);
      expect({ ...renewed, applicationsCount: 0, health: { ...renewed.health, linkCheckedAt: null } }).toEqual({
        ...original,
        applicationsCount: 0,
        health: { ...original.health, linkCheckedAt: null },
      });
      expect(reads()).toEqual({ memory: before.memory + 21, database: before.database });
    } finally {
      clock = NOW;
    }
  });

  it('load the newest rows when a listening server has loaded its index', async () => {
    const fresh = await createTestApp({ now: () => NOW, env: { CATALOGUE_CACHE: 'off' } });
    try {
      await seedDemoCatalogue(fresh.database.db, NOW);
      await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      const rows = listRowsFor(fresh.database.db);
      for (let i = 0; i < 100 && rows.size === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rows.size).toBeGreaterThan(100);
      const before = { ...rows.reads };
      const page = await list(fresh, 'limit=20');
      expect(page.data).toHaveLength(20);
      expect(rows.reads).toEqual({ memory: before.memory + 20, database: before.database });
      // Loaded with their whole descriptions: a job's page needs no round trip either.
      const job = page.data[0]!;
      const detail = await api(fresh, 'GET', `/jobs/${job._id}`, undefined, await viewerToken(fresh));
      expect(detail.status).toBe(200);
      expect(rows.details).toEqual({ memory: 1, database: 0 });
      const [stored] = (await fresh.database.db.execute<{ description: string }>(sql`SELECT description FROM jobs WHERE id = ${job._id}`)).rows;
      expect((detail.body.data as { description: string }).description).toBe(stored!.description);
    } finally {
      await fresh.close();
    }
  });
});
