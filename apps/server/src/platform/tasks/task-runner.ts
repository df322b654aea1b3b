import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tasks } from '../../db/schema.ts';
import { scrubText } from '../logging.ts';
import { latestDailySlot } from './india-time.ts';
import {
  buryAbandonedTasks,
  claimDueTasks,
  completeTask,
  enqueueTask,
  failTask,
  pruneFinishedTasks,
  type ClaimedTask,
} from './task-queue.ts';

/**
 * The runner of the task queue (docs/decisions/013-task-queue.md): every API process runs one.
 * Each tick it queues the daily tasks that have come due (once per day and schedule, by key), then
 * claims due tasks, runs each with its handler and marks it done, or failed (retried later, dead
 * after its last attempt). While a handler runs, its lease is renewed; a process that dies stops
 * renewing, and once the lease runs out another runner takes the task again.
 */

export interface TaskContext {
  /** The app's clock when the attempt began. */
  now: Date;
  attempt: number;
  maxAttempts: number;
  key: string;
  log: FastifyBaseLogger;
}

export type TaskHandler = (payload: Record<string, unknown>, context: TaskContext) => Promise<void>;

/** A task queued once a day at a time of day in India (key: that day, 'YYYY-MM-DD'). */
export interface DailySchedule {
  kind: string;
  hour: number;
  minute: number;
}

/** A task queued every `everyMs` (key: the slot's start, ISO 8601), e.g. instant alerts every 5 minutes. */
export interface IntervalSchedule {
  kind: string;
  everyMs: number;
}

export interface TaskRunnerOptions {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  handlers: Readonly<Record<string, TaskHandler>>;
  schedules?: readonly DailySchedule[];
  intervals?: readonly IntervalSchedule[];
  /** Between two looks for due tasks when the last one found none. */
  pollMs: number;
  /** How long a claim holds without renewal; a dead runner's tasks are taken again after this. */
  leaseMs?: number;
  /** Tasks claimed at once. */
  batchSize?: number;
  /** Done and dead tasks are deleted this long after they finished (their keys with them). */
  retentionMs?: number;
  workerId?: string;
}

export interface TaskRunner {
  readonly workerId: string;
  /** Starts looking for due tasks every pollMs. */
  start(): void;
  /** Stops looking; the task running now finishes, claimed ones not yet begun are let go. */
  stop(): Promise<void>;
  /** Runs everything due now, one tick after another until none is left; resolves with how many ran. */
  runDue(): Promise<number>;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;
export const DEFAULT_RETENTION_MS = 90 * 24 * 60 * 60_000;

let runnerSequence = 0;

export function createTaskRunner(options: TaskRunnerOptions): TaskRunner {
  const { db, log, handlers } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 5;
  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
  runnerSequence += 1;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${runnerSequence}`;
  const kinds = Object.keys(handlers);
  /** The last daily key queued per schedule by this process: the insert is skipped until the day changes. */
  const queuedSlots = new Map<string, string>();
  let prunedDay: string | undefined;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** One tick at a time in this process; runDue() and the loop take turns. */
  let current: Promise<number> = Promise.resolve(0);

  async function queueDailyTasks(now: Date): Promise<void> {
    for (const schedule of options.schedules ?? []) {
      const slot = latestDailySlot(now, schedule.hour, schedule.minute);
      if (queuedSlots.get(schedule.kind) === slot.day) continue;
      // The latest slot at or before now: on a start after downtime, the missed day's task runs at once.
      if (await enqueueTask(db, { kind: schedule.kind, key: slot.day, runAt: slot.at }, now)) {
        log.info({ task: { kind: schedule.kind, key: slot.day } }, 'daily task queued');
      }
      queuedSlots.set(schedule.kind, slot.day);
    }
    for (const interval of options.intervals ?? []) {
      const at = new Date(Math.floor(now.getTime() / interval.everyMs) * interval.everyMs);
      const key = at.toISOString();
      if (queuedSlots.get(interval.kind) === key) continue;
      // Only the current slot: a missed one has nothing the next slot would not do.
      await enqueueTask(db, { kind: interval.kind, key, runAt: at }, now);
      queuedSlots.set(interval.kind, key);
    }
    const today = latestDailySlot(now, 0, 0).day;
    if (prunedDay !== today) {
      prunedDay = today;
      const pruned = await pruneFinishedTasks(db, new Date(now.getTime() - retentionMs));
      if (pruned > 0) log.info({ tasks: { pruned } }, 'finished tasks pruned');
    }
  }

  async function renewLease(task: ClaimedTask): Promise<void> {
    const until = new Date(options.now().getTime() + leaseMs);
    await db
      .update(tasks)
      .set({ lockedUntil: until })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, 'pending'), eq(tasks.lockedBy, workerId), eq(tasks.attempts, task.attempt)));
  }

  async function release(task: ClaimedTask): Promise<void> {
    await db
      .update(tasks)
      .set({ lockedUntil: null, attempts: sql`${tasks.attempts} - 1` })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, 'pending'), eq(tasks.lockedBy, workerId), eq(tasks.attempts, task.attempt)));
  }

  async function runOne(task: ClaimedTask): Promise<void> {
    const handler = handlers[task.kind]!;
    const started = performance.now();
    const meta = { id: task.id, kind: task.kind, attempt: task.attempt };
    const heartbeat = setInterval(() => {
      renewLease(task).catch((err: unknown) => log.warn({ task: meta, err }, 'could not renew a task lease'));
    }, Math.max(1_000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      await handler(task.payload, { now: options.now(), attempt: task.attempt, maxAttempts: task.maxAttempts, key: task.key, log });
      clearInterval(heartbeat);
      const done = await completeTask(db, task, workerId, options.now());
      if (done) log.info({ task: { ...meta, ms: Math.round(performance.now() - started) } }, 'task done');
      else log.warn({ task: meta }, 'task finished after its lease was lost; another runner has it');
    } catch (err) {
      clearInterval(heartbeat);
      const message = scrubText(err instanceof Error ? err.message : String(err));
      const outcome = await failTask(db, task, workerId, message, options.now());
      if (outcome?.status === 'dead') log.error({ task: meta, err }, 'task failed for the last time: dead');
      else if (outcome) log.warn({ task: { ...meta, retryAt: outcome.retryAt?.toISOString() }, err }, 'task failed; it will be tried again');
    }
  }

  async function tick(): Promise<number> {
    const now = options.now();
    await queueDailyTasks(now);
    for (const dead of await buryAbandonedTasks(db, now)) {
      log.error({ task: { id: dead.id, kind: dead.kind, attempt: dead.attempts } }, 'task abandoned on its last attempt: dead');
    }
    const claimed = await claimDueTasks(db, { kinds, limit: batchSize, leaseMs, workerId, now });
    let ran = 0;
    for (const task of claimed) {
      if (stopping) {
        await release(task);
        continue;
      }
      await runOne(task);
      ran += 1;
    }
    return ran;
  }

  /** One tick after the previous one, never two at once; a failing database is logged, not thrown. */
  function nextTick(): Promise<number> {
    current = current.then(
      () => tick(),
      () => tick(),
    );
    return current;
  }

  function schedule(delayMs: number): void {
    if (!started || stopping) return;
    timer = setTimeout(() => {
      timer = undefined;
      nextTick().then(
        (ran) => schedule(ran > 0 ? 0 : options.pollMs),
        (err: unknown) => {
          log.warn({ err }, 'the task runner could not reach the database; trying again');
          schedule(options.pollMs);
        },
      );
    }, delayMs);
    timer.unref();
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current.catch(() => undefined);
    },
    async runDue() {
      let total = 0;
      for (;;) {
        const ran = await nextTick();
        total += ran;
        if (ran === 0) return total;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's task runner (app.ts): started when the app is ready unless TASK_RUNNER=off. */
    tasks: TaskRunner;
  }
}
