import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import { tasks } from '../../src/db/schema.ts';
import { kolkataInstant, latestDailySlot } from '../../src/platform/tasks/india-time.ts';
import { claimDueTasks, countTasks, enqueueTask, findTask, retryDelayMs } from '../../src/platform/tasks/task-queue.ts';
import { createTaskRunner, type TaskHandler } from '../../src/platform/tasks/task-runner.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

const MINUTE = 60_000;
const log = pino({ level: 'silent' });

let database: TestDatabase;
/** A second handle on the same database: another process's pool on PostgreSQL, the same handle on PGlite (one process's database). */
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const driver = driverOf(database);
  other = driver.kind === 'postgres' ? await openDatabase({ databaseUrl: driver.pool.options.connectionString!, poolSize: 5 }) : database;
});
afterAll(async () => {
  if (other && other !== database) await other.close();
  await database?.dispose();
});

/** A clock the test moves. */
function clockAt(start: Date) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

let sequence = 0;
const kind = (name: string) => `test.${name}.${++sequence}`;

async function clear(db: Database) {
  await db.delete(tasks);
}

describe('enqueueTask', () => {
  it('queues a key once, whatever state its task is in', async () => {
    const db = database.db;
    const k = kind('once');
    const now = new Date('2026-12-01T03:00:00Z');
    expect(await enqueueTask(db, { kind: k, key: 'a', payload: { n: 1 }, runAt: now }, now)).toBe(true);
    expect(await enqueueTask(db, { kind: k, key: 'a', payload: { n: 2 }, runAt: now }, now)).toBe(false);
    // The same key under another kind is another task.
    expect(await enqueueTask(db, { kind: `${k}.other`, key: 'a', runAt: now }, now)).toBe(true);
    const row = await findTask(db, k, 'a');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, payload: { n: 1 } });

    const ran: unknown[] = [];
    const runner = createTaskRunner({ db, now: () => now, log, pollMs: 1000, handlers: { [k]: async (p) => void ran.push(p) } });
    expect(await runner.runDue()).toBe(1);
    expect((await findTask(db, k, 'a'))?.status).toBe('done');
    // Done is kept: the key still refuses a second task.
    expect(await enqueueTask(db, { kind: k, key: 'a', runAt: now }, now)).toBe(false);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual([{ n: 1 }]);
  });
});

describe('claiming', () => {
  it('hands each due task to exactly one of several runners claiming at once', async () => {
    await clear(database.db);
    const k = kind('race');
    const now = new Date('2026-12-01T03:00:00Z');
    for (let i = 0; i < 40; i++) await enqueueTask(database.db, { kind: k, key: `t${i}`, runAt: now }, now);
    // Not due yet: never claimed.
    await enqueueTask(database.db, { kind: k, key: 'later', runAt: new Date(now.getTime() + MINUTE) }, now);

    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claimDueTasks(i % 2 === 0 ? database.db : other.db, { kinds: [k], limit: 7, leaseMs: MINUTE, workerId: `w${i}`, now }),
      ),
    );
    const keys = claims.flat().map((t) => t.key);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
    expect(keys).not.toContain('later');
  });

  it('gives a task whose runner died to another once its lease has run out, counting the attempt', async () => {
    const k = kind('lease');
    const clock = clockAt(new Date('2026-12-01T03:00:00Z'));
    await enqueueTask(database.db, { kind: k, key: 'x', runAt: clock.now() }, clock.now());
    const [first] = await claimDueTasks(database.db, { kinds: [k], limit: 1, leaseMs: 2 * MINUTE, workerId: 'dead', now: clock.now() });
    expect(first).toMatchObject({ key: 'x', attempt: 1 });

    const ran: number[] = [];
    const runner = createTaskRunner({
      db: other.db,
      now: clock.now,
      log,
      pollMs: 1000,
      leaseMs: 2 * MINUTE,
      handlers: { [k]: async (_p, c) => void ran.push(c.attempt) },
    });
    expect(await runner.runDue()).toBe(0);
    clock.advance(2 * MINUTE - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual([2]);
    expect(await findTask(database.db, k, 'x')).toMatchObject({ status: 'done', attempts: 2, lockedBy: runner.workerId });
  });
});

describe('failures', () => {
  it('tries again after 1, 4, 16 and 64 minutes, then keeps the task as dead with its last error', async () => {
    const k = kind('fail');
    const clock = clockAt(new Date('2026-12-01T03:00:00Z'));
    await enqueueTask(database.db, { kind: k, key: 'y', runAt: clock.now() }, clock.now());
    const attempts: number[] = [];
    const handler: TaskHandler = async (_p, c) => {
      attempts.push(c.attempt);
      throw new Error(`refused for asha@example.in (attempt ${c.attempt})`);
    };
    const runner = createTaskRunner({ db: database.db, now: clock.now, log, pollMs: 1000, handlers: { [k]: handler } });

    expect(await runner.runDue()).toBe(1);
    for (const wait of [1, 4, 16, 64]) {
      expect(retryDelayMs(attempts.length)).toBe(wait * MINUTE);
      clock.advance(wait * MINUTE - 1);
      expect(await runner.runDue()).toBe(0);
      clock.advance(1);
      expect(await runner.runDue()).toBe(1);
    }
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    const row = await findTask(database.db, k, 'y');
    expect(row).toMatchObject({ status: 'dead', attempts: 5, lockedUntil: null });
    // The address an SMTP refusal names is not kept.
    expect(row?.lastError).toBe('refused for [redacted] (attempt 5)');
    clock.advance(24 * 60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect((await countTasks(database.db)).find((c) => c.kind === k)).toEqual({ kind: k, status: 'dead', n: 1 });
  });

  it('buries a task whose runner died on its last attempt', async () => {
    const k = kind('abandoned');
    const clock = clockAt(new Date('2026-12-01T03:00:00Z'));
    await enqueueTask(database.db, { kind: k, key: 'z', runAt: clock.now(), maxAttempts: 1 }, clock.now());
    await claimDueTasks(database.db, { kinds: [k], limit: 1, leaseMs: MINUTE, workerId: 'dead', now: clock.now() });
    const runner = createTaskRunner({ db: database.db, now: clock.now, log, pollMs: 1000, handlers: { [k]: async () => {} } });
    clock.advance(MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(await findTask(database.db, k, 'z')).toMatchObject({ status: 'dead', lastError: 'its runner stopped while running it (lease ran out)' });
  });

  it('renews the lease of a long task, so that no other runner takes it meanwhile', async () => {
    const k = kind('long');
    const clock = clockAt(new Date('2026-12-01T03:00:00Z'));
    await enqueueTask(database.db, { kind: k, key: 'slow', runAt: clock.now() }, clock.now());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow = createTaskRunner({
      db: database.db,
      now: clock.now,
      log,
      pollMs: 1000,
      leaseMs: 3_000,
      handlers: {
        [k]: async () => {
          runs += 1;
          await gate;
        },
      },
    });
    const running = slow.runDue();
    clock.advance(2_500);
    await new Promise((r) => setTimeout(r, 1_500)); // one renewal (every leaseMs / 3, at least 1 s): until now + 3 s
    clock.advance(1_500); // past the first lease, within the renewed one
    const rival = createTaskRunner({ db: other.db, now: clock.now, log, pollMs: 1000, leaseMs: 3_000, handlers: { [k]: async () => void (runs += 1) } });
    expect(await rival.runDue()).toBe(0);
    release();
    await running;
    expect(runs).toBe(1);
    expect((await findTask(database.db, k, 'slow'))?.status).toBe('done');
  });
});

describe('daily schedules (India time)', () => {
  it('finds the latest 08:00 in India at or before an instant', () => {
    expect(latestDailySlot(new Date('2026-12-01T02:30:00Z'), 8, 0)).toEqual({ day: '2026-12-01', at: new Date('2026-12-01T02:30:00Z') });
    expect(latestDailySlot(new Date('2026-12-01T02:29:59Z'), 8, 0)).toEqual({ day: '2026-11-30', at: new Date('2026-11-30T02:30:00Z') });
    // 23:00 IST on 1 December is 17:30 UTC the same day; 00:30 IST on 2 December is 19:00 UTC on the 1st.
    expect(latestDailySlot(new Date('2026-12-01T19:00:00Z'), 8, 0).day).toBe('2026-12-01');
    expect(kolkataInstant('2026-12-02')).toEqual(new Date('2026-12-01T18:30:00Z'));
  });

  it('queues a day’s task once across runners and restarts, and a start after downtime runs the missed day at once', async () => {
    await clear(database.db);
    const k = kind('daily');
    const ran: string[] = [];
    const handlers = { [k]: async (_p: unknown, c: { key: string }) => void ran.push(c.key) };
    const schedules = [{ kind: k, hour: 8, minute: 0 }];
    // 07:00 IST on 3 December: the last slot that passed is 2 December's, never run (the server was down).
    const clock = clockAt(new Date('2026-12-03T01:30:00Z'));
    const a = createTaskRunner({ db: database.db, now: clock.now, log, pollMs: 1000, handlers, schedules });
    const b = createTaskRunner({ db: other.db, now: clock.now, log, pollMs: 1000, handlers, schedules });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran).toEqual(['2026-12-02']);

    clock.advance(60 * MINUTE); // 08:00 IST
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran).toEqual(['2026-12-02', '2026-12-03']);

    // A restart the same day: a new runner queues nothing new.
    const restarted = createTaskRunner({ db: database.db, now: clock.now, log, pollMs: 1000, handlers, schedules });
    clock.advance(5 * 60 * MINUTE);
    expect(await restarted.runDue()).toBe(0);
    expect(ran).toEqual(['2026-12-02', '2026-12-03']);
  });

  it('runs in the background once started and stops on stop()', async () => {
    const k = kind('loop');
    const clock = clockAt(new Date('2026-12-01T03:00:00Z'));
    let runs = 0;
    const runner = createTaskRunner({ db: database.db, now: clock.now, log, pollMs: 20, handlers: { [k]: async () => void (runs += 1) } });
    runner.start();
    await enqueueTask(database.db, { kind: k, key: 'bg1', runAt: clock.now() }, clock.now());
    await expect.poll(() => runs, { timeout: 3_000 }).toBe(1);
    await runner.stop();
    await enqueueTask(database.db, { kind: k, key: 'bg2', runAt: clock.now() }, clock.now());
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(1);
    expect((await findTask(database.db, k, 'bg2'))?.status).toBe('pending');
  });
});
