/**
 * List rows kept in memory beside the search index (docs/search.md#rows-in-memory): a page the
 * index chose is answered from here when every one of its rows is, with no database round trip.
 * A row is kept only as read at the index's catalogue version with no patch in between, is forgotten
 * when the index patches that job or is rebuilt, and is read again after ROW_TTL_MS, since counters
 * (applications) move without a catalogue version.
 */
import type { Job } from '@pathway/contracts';
import type { Database } from '../../db/client.ts';

/** How long a kept row answers before it is read again: the staleness of its counters. */
export const ROW_TTL_MS = 60_000;
/** Rows kept per database (about 1 KB each); beyond, the oldest kept goes. */
export const MAX_ROWS = 100_000;

interface Kept {
  job: Job;
  readAt: number;
}

export class ListRows {
  private readonly rows = new Map<string, Kept>();
  /** Moves whenever rows are forgotten: rows read before a move may be what was just forgotten. */
  epoch = 0;
  /** Rows asked for so far, by whether they were kept (read by /metrics: pathway_list_rows_total). */
  readonly reads = { memory: 0, database: 0 };

  constructor(private readonly capacity = MAX_ROWS) {}

  get size(): number {
    return this.rows.size;
  }

  /** The kept rows of `ids` (read within ROW_TTL_MS), and the ids missing. */
  take(ids: readonly string[], nowMs: number): { jobs: Map<string, Job>; missing: string[] } {
    const jobs = new Map<string, Job>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.rows.get(id);
      if (kept && nowMs - kept.readAt < ROW_TTL_MS) jobs.set(id, kept.job);
      else missing.push(id);
    }
    this.reads.memory += jobs.size;
    this.reads.database += missing.length;
    return { jobs, missing };
  }

  /** Keeps rows read since `epoch` was read; none when rows were forgotten meanwhile. */
  keep(jobs: readonly Job[], epoch: number, nowMs: number): void {
    if (epoch !== this.epoch) return;
    for (const job of jobs) {
      // Re-inserted at the end: the map's order is the order rows were read, oldest first.
      this.rows.delete(job._id);
      this.rows.set(job._id, { job, readAt: nowMs });
    }
    for (const id of this.rows.keys()) {
      if (this.rows.size <= this.capacity) break;
      this.rows.delete(id);
    }
  }

  forget(ids: Iterable<string>): void {
    this.epoch += 1;
    for (const id of ids) this.rows.delete(id);
  }

  clear(): void {
    this.epoch += 1;
    this.rows.clear();
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
