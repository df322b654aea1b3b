/**
 * The catalogue's own words, for reading a query (docs/search.md#concepts-and-corrections): every word of the
 * active jobs' titles, skills, domains and company names with how many jobs have it, the multi-word
 * skills and domains, and how many jobs each place, type, work mode and pay property has. Loaded
 * once per catalogue version (search.service.ts); it decides which words are known, what a
 * misspelt word probably meant, and how much each word of a query weighs.
 */
import type { JobType, WorkMode } from '@pathway/contracts';

export interface VocabularyRows {
  jobs: number;
  /** Word (searchText form) → active jobs whose title, skills, domains or company has it; `stop` when the text search drops it. */
  words: { word: string; jobs: number; stop: boolean }[];
  /** Multi-word skills and domains, in searchText form. */
  phrases: string[];
  /** Lower-cased location → active jobs. */
  locations: { location: string; jobs: number }[];
  types: { type: JobType; jobs: number }[];
  workModes: { mode: WorkMode; jobs: number }[];
  fresher: number;
  paid: number;
  unpaid: number;
  stipend: number;
  urgent: number;
  version: number;
}

export class Vocabulary {
  readonly jobs: number;
  readonly words: ReadonlyMap<string, number>;
  readonly stopWords: ReadonlySet<string>;
  readonly phrases: ReadonlySet<string>;
  readonly locations: ReadonlyMap<string, number>;
  readonly types: ReadonlyMap<JobType, number>;
  readonly workModes: ReadonlyMap<WorkMode, number>;
  readonly fresher: number;
  readonly paid: number;
  readonly unpaid: number;
  readonly stipend: number;
  readonly urgent: number;
  readonly version: number;
  /** Words sorted, for prefix look-ups. */
  private readonly sorted: string[];
  /** Words by length, for corrections. */
  private readonly byLength = new Map<number, string[]>();

  constructor(rows: VocabularyRows) {
    this.jobs = rows.jobs;
    this.words = new Map(rows.words.filter((w) => !w.stop).map((w) => [w.word, w.jobs]));
    this.stopWords = new Set(rows.words.filter((w) => w.stop).map((w) => w.word));
    this.phrases = new Set(rows.phrases);
    this.locations = new Map(rows.locations.map((l) => [l.location, l.jobs]));
    this.types = new Map(rows.types.map((t) => [t.type, t.jobs]));
    this.workModes = new Map(rows.workModes.map((m) => [m.mode, m.jobs]));
    this.fresher = rows.fresher;
    this.paid = rows.paid;
    this.unpaid = rows.unpaid;
    this.stipend = rows.stipend;
    this.urgent = rows.urgent;
    this.version = rows.version;
    this.sorted = [...this.words.keys()].sort();
    for (const word of this.sorted) {
      const length = [...word].length;
      const list = this.byLength.get(length) ?? [];
      list.push(word);
      this.byLength.set(length, list);
    }
  }

  /** Whether some word of the catalogue starts with `prefix` (and is longer than it). */
  hasLongerWord(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i += 1) {
      if (this.sorted[i] !== prefix) return true;
    }
    return false;
  }

  /** Words of the catalogue within `maxEdits` edits of `word`. */
  wordsNear(word: string, maxEdits: number): { word: string; edits: number }[] {
    const length = [...word].length;
    const near: { word: string; edits: number }[] = [];
    for (let l = length - maxEdits; l <= length + maxEdits; l += 1) {
      for (const candidate of this.byLength.get(l) ?? []) {
        const edits = editDistance(word, candidate, maxEdits);
        if (edits <= maxEdits) near.push({ word: candidate, edits });
      }
    }
    return near;
  }
}

/** How many edits a word of this length may be corrected by: none below 4 letters, 1 up to 5, then 2. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring):
 * insertions, deletions, substitutions and swaps of two neighbours each cost 1, so "pyhton" is one
 * edit from "python", where trigram similarity would score it 0.27. Gives up past `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, prev2[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[t.length]!;
}
