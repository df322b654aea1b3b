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

/** Code points of the two strings editDistance compares, and its three rows: reused, grown as needed. */
const codes: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];
let rows = new Int32Array(3 * 65);

/** Writes the code points of `text` into codes[k]; their number. */
function codePoints(text: string, k: 0 | 1): number {
  if (codes[k].length < text.length) codes[k] = new Int32Array(text.length * 2);
  const out = codes[k];
  let n = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.codePointAt(i)!;
    out[n++] = c;
    if (c > 0xffff) i += 1;
  }
  return n;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring):
 * insertions, deletions, substitutions and swaps of two neighbours each cost 1, so "pyhton" is one
 * edit from "python", where trigram similarity would score it 0.27. Gives up past `max` (answers
 * max + 1). A correction compares a misspelling with every catalogue word of about its length, so
 * this allocates nothing: code points and rows in arrays it keeps.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const m = codePoints(a, 0);
  const n = codePoints(b, 1);
  if (Math.abs(m - n) > max) return max + 1;
  const [s, t] = codes;
  const width = n + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  // Three rows, i − 2, i − 1 and i, at these offsets, turned round each step.
  let before = 0;
  let prev = width;
  let row = 2 * width;
  for (let j = 0; j <= n; j += 1) rows[prev + j] = j;
  for (let i = 1; i <= m; i += 1) {
    rows[row] = i;
    let best = i;
    const si = s[i - 1]!;
    for (let j = 1; j <= n; j += 1) {
      const tj = t[j - 1]!;
      let value = rows[prev + j - 1]! + (si === tj ? 0 : 1);
      const del = rows[prev + j]! + 1;
      if (del < value) value = del;
      const ins = rows[row + j - 1]! + 1;
      if (ins < value) value = ins;
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj) {
        const swap = rows[before + j - 2]! + 1;
        if (swap < value) value = swap;
      }
      rows[row + j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const oldest = before;
    before = prev;
    prev = row;
    row = oldest;
  }
  const distance = rows[prev + n]!;
  return distance > max ? max + 1 : distance;
}
