/**
 * Answers read ahead of the clock (docs/product/catalogue.md#read-ahead). The category counts and
 * the sitemap change by time alone whenever any active job expires: at 1,000,000 jobs with expiries
 * spread over 90 days, every 9 s or so, and each reading goes over every active job. So they are
 * read for an hour ahead instead: what holds until then, and the expiries of the few jobs that leave
 * before. Any moment within that hour is then answered in memory, exactly as a reading at that
 * moment would be.
 */
import type { CategoryCount } from '@pathway/contracts';

/** How far ahead of the clock a reading answers: past it, the catalogue is read again. */
export const READ_AHEAD_MS = 60 * 60 * 1000;

/** How many of `ascending` are at or before `at` (the expiries that have passed by then). */
function passedBy(ascending: readonly number[], at: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ascending[mid]! <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A value that is recomputed only when another of its expiries has passed: the same object is
 * answered in between, so that its JSON is written once (catalogue-response.ts, sendCached).
 */
export class AsOf<T> {
  private passed = -1;
  private value: T | undefined;
  constructor(
    private readonly expiries: readonly number[],
    private readonly compute: (at: number) => T,
  ) {}

  at(at: number): T {
    const passed = passedBy(this.expiries, at);
    if (passed !== this.passed || this.value === undefined) {
      this.value = this.compute(at);
      this.passed = passed;
    }
    return this.value;
  }
}

/** One domain spelling as read: its jobs active at the reading's end, and the expiries before it. */
export interface SpellingCount {
  name: string;
  /** PostgreSQL's lower() of the name: the category it counts towards. */
  key: string;
  settled: number;
  /** Ascending, ms since the epoch. */
  leaving: readonly number[];
}

/** Byte order of UTF-8, as PostgreSQL's "C" collation compares. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * Active jobs per category at a moment: each spelling counts its settled jobs and those leaving
 * after that moment; spellings that differ only in case are one category, named by its first
 * spelling in byte order among those with a job; largest first, ties by name in byte order.
 */
export function categoriesAt(spellings: readonly SpellingCount[], at: number): CategoryCount[] {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const s of spellings) {
    const count = s.settled + s.leaving.length - passedBy(s.leaving, at);
    if (count === 0) continue;
    const category = byKey.get(s.key);
    if (!category) byKey.set(s.key, { name: s.name, count });
    else {
      category.count += count;
      if (byteOrder(s.name, category.name) < 0) category.name = s.name;
    }
  }
  return [...byKey.values()]
    .sort((a, b) => b.count - a.count || byteOrder(a.name, b.name))
    .map((c) => ({ _id: c.name, count: c.count }));
}

/** The category counts of one reading, answered at any moment before its end. */
export function categoriesAhead(spellings: readonly SpellingCount[]): AsOf<CategoryCount[]> {
  const expiries = spellings.flatMap((s) => s.leaving).sort((a, b) => a - b);
  return new AsOf(expiries, (at) => categoriesAt(spellings, at));
}

export interface JobStamp {
  id: string;
  updatedAt: Date;
}

/** The sitemap's jobs of one reading (newest first; `leaving` the expiry of a job that leaves before its end), at any moment before that end. */
export function stampsAhead(rows: readonly (JobStamp & { leaving: number | null })[]): AsOf<JobStamp[]> {
  const stamps = rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt }));
  const leaving = rows.map((r) => r.leaving ?? Number.POSITIVE_INFINITY);
  const expiries = rows.flatMap((r) => (r.leaving === null ? [] : [r.leaving])).sort((a, b) => a - b);
  return new AsOf(expiries, (at) => (passedBy(expiries, at) === 0 ? stamps : stamps.filter((_, i) => leaving[i]! > at)));
}
