import { and, asc, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tasks, type Task, type TaskStatus } from '../../db/schema.ts';

/**
 * The durable task queue's statements (docs/decisions/013-task-queue.md): one table, `tasks`, the
 * same SQL on PGlite and PostgreSQL, and every instant from the app's clock (never the database's
 * `now()`), so that tests move time and several processes agree on what is due.
 */

export interface NewTask {
  /** The handler that runs it (a name registered with the runner), e.g. `reminders.send`. */
  kind: string;
  /** Unique with `kind` for as long as the row is kept: the same key again is not queued again. */
  key: string;
  payload?: Record<string, unknown>;
  /** Not before this instant. */
  runAt: Date;
  /** Claims before it is given up (dead). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const MAX_ERROR_LENGTH = 2_000;

/**
 * Queues a task unless one with the same kind and key exists (pending, done or dead): true when
 * this call queued it. Takes a transaction, so a task can be queued with the change that asks for it.
 */
export async function enqueueTask(db: Database, task: NewTask, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(tasks)
    .values({
      kind: task.kind,
      key: task.key,
      payload: task.payload ?? {},
      runAt: task.runAt,
      maxAttempts: task.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [tasks.kind, tasks.key] })
    .returning({ id: tasks.id });
  return inserted.length === 1;
}

export interface ClaimedTask {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** This claim's number, from 1. */
  attempt: number;
  maxAttempts: number;
  lockedUntil: Date;
}

/**
 * Claims up to `limit` due tasks of `kinds` for `leaseMs`: pending, due, and held by nobody (or by a
 * runner whose lease ran out). `SKIP LOCKED` lets runners in other processes claim other rows at the
 * same moment instead of waiting; each claim counts an attempt.
 */
export async function claimDueTasks(
  db: Database,
  opts: { kinds: readonly string[]; limit: number; leaseMs: number; workerId: string; now: Date },
): Promise<ClaimedTask[]> {
  if (opts.kinds.length === 0) return [];
  const now = opts.now.toISOString();
  const until = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const kinds = sql.join(
    opts.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute<{
    id: string;
    kind: string;
    key: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
    locked_until: string | Date;
  }>(sql`
    UPDATE ${tasks} SET attempts = attempts + 1, locked_until = ${until}::timestamptz, locked_by = ${opts.workerId}
    WHERE id IN (
      SELECT id FROM ${tasks}
      WHERE status = 'pending' AND run_at <= ${now}::timestamptz AND kind IN (${kinds})
        AND attempts < max_attempts AND (locked_until IS NULL OR locked_until <= ${now}::timestamptz)
      ORDER BY run_at, id
      LIMIT ${opts.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, key, payload, attempts, max_attempts, locked_until`);
  return result.rows
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      key: r.key,
      payload: r.payload,
      attempt: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      lockedUntil: new Date(r.locked_until),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The claim still holds when the row is still pending under this runner's lease. */
const heldBy = (task: ClaimedTask, workerId: string) =>
  and(eq(tasks.id, task.id), eq(tasks.status, 'pending'), eq(tasks.lockedBy, workerId), eq(tasks.attempts, task.attempt));

/** Done: kept (with its key) so that the same work is never queued again. False when the lease was lost. */
export async function completeTask(db: Database, task: ClaimedTask, workerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(heldBy(task, workerId))
    .returning({ id: tasks.id });
  return rows.length === 1;
}

/** Waits before attempt n+1 after n failed ones: 1 min, 4 min, 16 min, 64 min … at most 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, failedAttempts - 1), 6 * 60 * 60_000);
}

/**
 * A failed attempt: again after a growing wait, or dead once its attempts are used up. Answers
 * what became of it (undefined when the lease had been lost to another runner).
 */
export async function failTask(
  db: Database,
  task: ClaimedTask,
  workerId: string,
  error: string,
  now: Date,
): Promise<{ status: TaskStatus; retryAt?: Date } | undefined> {
  const lastError = error.slice(0, MAX_ERROR_LENGTH);
  if (task.attempt >= task.maxAttempts) {
    const rows = await db
      .update(tasks)
      .set({ status: 'dead', finishedAt: now, lockedUntil: null, lastError })
      .where(heldBy(task, workerId))
      .returning({ id: tasks.id });
    return rows.length === 1 ? { status: 'dead' } : undefined;
  }
  const retryAt = new Date(now.getTime() + retryDelayMs(task.attempt));
  const rows = await db
    .update(tasks)
    .set({ runAt: retryAt, lockedUntil: null, lastError })
    .where(heldBy(task, workerId))
    .returning({ id: tasks.id });
  return rows.length === 1 ? { status: 'pending', retryAt } : undefined;
}

/**
 * Tasks whose last lease ran out with no attempts left (their runner died on the last one): dead,
 * so that they show up as such instead of staying pending forever. Answers them.
 */
export async function buryAbandonedTasks(db: Database, now: Date): Promise<Pick<Task, 'id' | 'kind' | 'key' | 'attempts'>[]> {
  return db
    .update(tasks)
    .set({ status: 'dead', finishedAt: now, lockedUntil: null, lastError: sql`coalesce(${tasks.lastError}, 'its runner stopped while running it (lease ran out)')` })
    .where(
      and(
        eq(tasks.status, 'pending'),
        sql`${tasks.attempts} >= ${tasks.maxAttempts}`,
        isNotNull(tasks.lockedUntil),
        lte(tasks.lockedUntil, now),
      ),
    )
    .returning({ id: tasks.id, kind: tasks.kind, key: tasks.key, attempts: tasks.attempts });
}

/** Removes done and dead tasks finished before `before`; answers how many. */
export async function pruneFinishedTasks(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(tasks)
    .where(and(sql`${tasks.status} IN ('done', 'dead')`, lte(tasks.finishedAt, before)))
    .returning({ id: tasks.id });
  return rows.length;
}

/** How many tasks of each kind are in each state (operators, tests). */
export async function countTasks(db: Database): Promise<{ kind: string; status: TaskStatus; n: number }[]> {
  return db
    .select({ kind: tasks.kind, status: tasks.status, n: count() })
    .from(tasks)
    .groupBy(tasks.kind, tasks.status)
    .orderBy(asc(tasks.kind), asc(tasks.status));
}

/** One task by kind and key (tests, operators). */
export async function findTask(db: Database, kind: string, key: string): Promise<Task | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.kind, kind), eq(tasks.key, key)))
    .limit(1);
  return row;
}
