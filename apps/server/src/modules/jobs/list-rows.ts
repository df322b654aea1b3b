/**
 * List rows kept in memory beside the search index (docs/search.md#rows-in-memory): a page the
 * index chose is answered from here when every one of its rows is, with no database round trip,
 * and so is a live job's page, from the row and its whole description (`detail`).
 * A row is kept only as read at the index's catalogue version with no patch in between, and is
 * forgotten when the index patches that job or is rebuilt. Counters (applications, the link check's
 * time) move without a catalogue version: a row older than ROW_TTL_MS still answers, and its
 * counters alone are read again in the background (`renew`).
 * A server that listens loads the newest rows once the index is there (warmListRows).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Job } from '@pathway/contracts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { toJobCounters, toJobListItem, type JobCounters } from './jobs.mapper.ts';
import { selectJobCounters, selectJobsByIds } from './jobs.repository.ts';

/** How long after it was read a kept row's counters are read again (in the background): their staleness. */
export const ROW_TTL_MS = 60_000;
/** Rows per statement when rows are loaded (one prepared statement of this size). */
const BATCH = 200;
/** Rows whose counters are read again per statement (one prepared statement of this size). */
const COUNTER_BATCH = 500;
/**
 * Due rows are gathered this long, or until a statement's worth are due, before their counters are
 * read: under steady traffic a page marks a few rows due at a time, and reading them as they came
 * sent a statement of 500 parameters for every handful of rows (80 a second under bench L).
 */
export const DUE_GATHER_MS = 5_000;
/** Rows kept per database (about 1 KB each, and the description: 1.2 KB on average in the demo catalogue); beyond, the oldest kept goes. */
export const MAX_ROWS = 100_000;

/** A row as read: its list item, and its whole description when it was read with it (a job's page shows it). */
export interface ReadRow {
  job: Job;
  description?: string;
}

interface Kept {
  job: Job;
  description: string | undefined;
  readAt: number;
}

/** Distinct values the rows' shared parts are kept under; past it the table starts again (rows keep theirs). */
const MAX_SHARED = 50_000;

/**
 * Rows as kept: what many rows hold alike (a company, a city, a skill, a salary range, a clean
 * health report) held once, frozen, and a row's summary as a string of its own rather than a cut of
 * the description it was read with. A full garbage collection marks every object and string the
 * rows hold: about 35 per row as read, about 16 so (docs/search.md#rows-in-memory).
 */
class Shared {
  // Keyed by the text itself, a list's texts joined, an object's JSON: strings of their own, not concatenations.
  private texts = new Map<string, string>();
  private lists = new Map<string, readonly string[]>();
  private records = new Map<string, object>();

  private static shared<T>(table: Map<string, T>, key: string, make: () => T): T {
    const found = table.get(key);
    if (found !== undefined) return found;
    if (table.size >= MAX_SHARED) table.clear();
    const value = make();
    table.set(key, value);
    return value;
  }

  text(value: string): string {
    return Shared.shared(this.texts, value, () => value);
  }

  list<T extends string>(values: readonly T[]): T[] {
    return Shared.shared(this.lists, values.join('\u0000'), () => Object.freeze(values.map((v) => this.text(v)))) as T[];
  }

  /** An object of numbers, booleans, nulls and shared lists, frozen. */
  record<T extends object>(value: T): T {
    return Shared.shared(this.records, JSON.stringify(value), () => Object.freeze(value)) as T;
  }

  compact(job: Job): Job {
    const { health, eligibility } = job;
    const row: Job = {
      ...job,
      title: this.text(job.title),
      company: this.text(job.company),
      companyId: this.text(job.companyId),
      logo: job.logo === null ? null : this.text(job.logo),
      type: this.text(job.type),
      location: this.text(job.location),
      workMode: this.text(job.workMode) as Job['workMode'],
      stipend: this.text(job.stipend),
      salary: this.record({ ...job.salary }),
      domain: this.list(job.domain),
      skills: this.list(job.skills),
      // A new string: the summary as read is a cut of the description, which it would keep alive.
      description: Buffer.from(job.description).toString(),
      health: this.record({ ...health, flags: this.list(health.flags) }),
    };
    if (eligibility) {
      const { degrees, graduationYears } = eligibility;
      row.eligibility = this.record({
        ...eligibility,
        ...(degrees ? { degrees: this.list(degrees) } : {}),
        ...(graduationYears ? { graduationYears: Object.freeze([...graduationYears]) as number[] } : {}),
      });
    }
    return row;
  }
}

export class ListRows {
  private readonly rows = new Map<string, Kept>();
  private readonly shared = new Shared();
  /** Moves whenever rows are forgotten: rows read before a move may be what was just forgotten. */
  epoch = 0;
  /** Rows asked for so far, by whether they were kept (read by /metrics: pathway_list_rows_total). */
  readonly reads = { memory: 0, database: 0 };
  /** Job pages asked for so far, by whether their job was kept live with its description (pathway_job_details_total). */
  readonly details = { memory: 0, database: 0 };
  /** Kept rows older than ROW_TTL_MS that a page showed: to be read again. */
  private readonly due = new Set<string>();
  /** When the oldest of `due` was marked (app clock, ms). */
  dueSince = 0;
  /** The background read of `due`, while it runs. */
  refreshing: Promise<void> | undefined;

  constructor(private readonly capacity = MAX_ROWS) {}

  get size(): number {
    return this.rows.size;
  }

  /** The kept rows' jobs. */
  *jobs(): IterableIterator<Job> {
    for (const kept of this.rows.values()) yield kept.job;
  }

  /** The kept rows of `ids`, and the ids missing; rows older than ROW_TTL_MS answer and are marked due. */
  take(ids: readonly string[], nowMs: number): { jobs: Map<string, Job>; missing: string[] } {
    const jobs = new Map<string, Job>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.rows.get(id);
      if (!kept) {
        missing.push(id);
        continue;
      }
      jobs.set(id, kept.job);
      this.markIfDue(id, kept, nowMs);
    }
    this.reads.memory += jobs.size;
    this.reads.database += missing.length;
    return { jobs, missing };
  }

  /**
   * A job's page from its kept row: the row with its whole description, when it was read with it and
   * the job is live at `nowMs`, else undefined (an expired job's page tells hidden from expired, which
   * only the database knows). Marked due as `take` marks a row, so its counters are renewed alike.
   */
  detail(id: string, nowMs: number): Job | undefined {
    const kept = this.rows.get(id);
    if (kept?.description === undefined || Date.parse(kept.job.expiryDate) <= nowMs) {
      this.details.database += 1;
      return undefined;
    }
    this.markIfDue(id, kept, nowMs);
    this.details.memory += 1;
    return { ...kept.job, description: kept.description };
  }

  private markIfDue(id: string, kept: Kept, nowMs: number): void {
    if (nowMs - kept.readAt < ROW_TTL_MS || this.due.size >= this.capacity) return;
    if (this.due.size === 0) this.dueSince = nowMs;
    this.due.add(id);
  }

  /** Up to `n` due ids, no longer due. */
  takeDue(n: number): string[] {
    const ids: string[] = [];
    for (const id of this.due) {
      if (ids.length >= n) break;
      this.due.delete(id);
      ids.push(id);
    }
    return ids;
  }

  get dueCount(): number {
    return this.due.size;
  }

  /** Keeps rows read since `epoch` was read; none when rows were forgotten meanwhile. */
  keep(read: readonly ReadRow[], epoch: number, nowMs: number): void {
    if (epoch !== this.epoch) return;
    for (const { job, description } of read) {
      // A row read again unchanged (two pages that missed it at once) stays the object it was, and
      // so keeps what was derived from it: its checked JSON (catalogue-response.ts) and its copy
      // without the apply link, which a new object would make again on its next page.
      const kept = this.rows.get(job._id)?.job;
      const same = kept !== undefined && isDeepStrictEqual(kept, job);
      // Re-inserted at the end: the map's order is the order rows were read, oldest first.
      this.rows.delete(job._id);
      this.rows.set(job._id, { job: same ? kept : this.shared.compact(job), description, readAt: nowMs });
    }
    for (const id of this.rows.keys()) {
      if (this.rows.size <= this.capacity) break;
      this.rows.delete(id);
    }
  }

  /**
   * Renews kept rows from their counters read again since `epoch` was read (none when rows were
   * forgotten meanwhile): a row whose counters did not move stays the object it was; one whose
   * counters moved becomes a copy with the new ones.
   */
  renew(counters: readonly JobCounters[], epoch: number, nowMs: number): void {
    if (epoch !== this.epoch) return;
    for (const { id, applicationsCount, linkCheckedAt } of counters) {
      const kept = this.rows.get(id);
      if (!kept) continue;
      const { job, description } = kept;
      const same = job.applicationsCount === applicationsCount && job.health.linkCheckedAt === linkCheckedAt;
      // Re-inserted at the end, as `keep` does: renewed is as good as read.
      this.rows.delete(id);
      this.rows.set(id, {
        job: same ? job : { ...job, applicationsCount, health: this.shared.record({ ...job.health, linkCheckedAt }) },
        description,
        readAt: nowMs,
      });
    }
  }

  forget(ids: Iterable<string>): void {
    this.epoch += 1;
    for (const id of ids) {
      this.rows.delete(id);
      this.due.delete(id);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.rows.clear();
    this.due.clear();
  }
}

const byDatabase = new WeakMap<Database, ListRows>();

export function listRowsFor(db: Database): ListRows {
  let rows = byDatabase.get(db);
  if (!rows) {
    rows = new ListRows();
    byDatabase.set(db, rows);
  }
  return rows;
}

/**
 * Reads `ids` in statements of `size` (padded, so one prepared statement serves) and hands each
 * batch read at `version()`, the index's, to `apply` with the rows' epoch from before the read;
 * stops at the first batch of another version (the index is behind or ahead, and patches or
 * rebuilds: pages then read their rows as they need them).
 */
async function readAtVersion<R extends { catalogueVersion: number }>(
  rows: ListRows,
  ids: readonly string[],
  size: number,
  version: () => number,
  read: (batch: string[]) => Promise<R[]>,
  apply: (found: R[], epoch: number) => void,
): Promise<void> {
  for (let i = 0; i < ids.length; i += size) {
    const batch = ids.slice(i, i + size);
    while (batch.length < size) batch.push(batch[batch.length - 1]!);
    const epoch = rows.epoch;
    const found = await read(batch);
    if (found.length === 0) continue;
    if (found[0]!.catalogueVersion !== version()) return;
    apply(found, epoch);
  }
}

/**
 * A row of `selectJobsByIds` as kept: the list item, and the whole description for the job's page,
 * unless the job is hidden (its page is "not found", which only the database tells).
 */
export function toReadRow(row: Awaited<ReturnType<typeof selectJobsByIds>>[number]): ReadRow {
  return { job: toJobListItem(row), ...(row.hiddenAt === null ? { description: row.fullDescription } : {}) };
}

/** Reads the rows of `ids` and keeps them (200 a statement). */
function readInto(handle: DatabaseHandle, rows: ListRows, ids: readonly string[], version: () => number, nowMs: () => number): Promise<void> {
  // The request pool's own handle: prepared statements are named per handle, and the pool's connections are shared.
  const db = handle.db;
  return readAtVersion(rows, ids, BATCH, version, (batch) => selectJobsByIds(db, batch), (found, epoch) =>
    rows.keep(found.map(toReadRow), epoch, nowMs()),
  );
}

/** Reads the counters of `ids` (list rows' only fields that move without a catalogue version) and renews the kept rows (500 a statement). */
function renewCounters(handle: DatabaseHandle, rows: ListRows, ids: readonly string[], version: () => number, nowMs: () => number): Promise<void> {
  return readAtVersion(rows, ids, COUNTER_BATCH, version, (batch) => selectJobCounters(handle.db, batch), (found, epoch) =>
    rows.renew(found.map(toJobCounters), epoch, nowMs()),
  );
}

/**
 * Reads the due rows' counters again in the background, one run at a time per database, once a
 * statement's worth are due or the oldest has waited DUE_GATHER_MS.
 */
export function refreshDueRows(handle: DatabaseHandle, version: () => number, nowMs: () => number): void {
  const rows = listRowsFor(handle.db);
  const due = rows.dueCount;
  if (rows.refreshing || due === 0 || (due < COUNTER_BATCH && nowMs() - rows.dueSince < DUE_GATHER_MS)) return;
  rows.refreshing = renewCounters(handle, rows, rows.takeDue(due), version, nowMs)
    .catch(() => undefined)
    .finally(() => {
      rows.refreshing = undefined;
    });
}

/** Loads the rows of the newest `ids` (at most the capacity) once the index is loaded, so first pages need no round trip either. */
export async function warmListRows(handle: DatabaseHandle, ids: readonly string[], version: () => number, nowMs: () => number): Promise<number> {
  const rows = listRowsFor(handle.db);
  await readInto(handle, rows, ids.slice(0, MAX_ROWS), version, nowMs);
  return rows.size;
}
