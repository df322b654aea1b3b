/**
 * The in-memory search index (docs/search.md#the-in-memory-index): every job's search_vector and
 * search_head as PostgreSQL made them, inverted into postings, with the fields that filters and
 * properties read. It answers the same question as the SQL of search.repository.ts (which jobs
 * cover enough of a query, how well each matches, how many match all of it) without a database
 * round trip per candidate, so a broad word ("developer") costs a walk over its postings, not
 * 40,000 heap fetches. The database stays the one place that parses and stems: jobs come in as
 * tsvector text and queries as tsquery text (tsearch-text.ts).
 *
 * Jobs live in segments: one built from the whole catalogue, and small ones for what changed since.
 * A changed job is a new document; its old one is marked dead.
 */
import { experienceBuckets, RUPEES_PER_LAKH, salaryBuckets, type ExperienceBucket, type JobType, type SalaryBucket, type WorkMode } from '@pathway/contracts';
import { Arena, type ArenaStats } from './arena.ts';
import type { Property } from './query-plan.ts';
import { LABEL, readTsvector, type QueryNode, type TsvectorSink } from './tsearch-text.ts';

/** A job as the index reads it (search.repository.ts selectIndexRows). */
export interface IndexedJob {
  id: string;
  /** Changes whenever the row does (the row version, xmin). */
  stamp: string;
  /** Microseconds since the epoch: the list's tie-break needs PostgreSQL's precision. */
  postedMicros: number;
  expiryMs: number;
  type: string;
  workMode: string;
  /** Lower-cased. */
  location: string;
  /** Lower-cased. */
  company: string;
  companyId: string;
  /** Lower-cased. */
  domains: string[];
  experienceMin: number;
  experienceMax: number;
  payMin: number;
  payMax: number;
  hasStipend: boolean;
  isUrgent: boolean;
  /** search_vector::text and search_head::text. */
  vector: string;
  head: string;
}

/**
 * The label sets a search asks about, as bits: any field of search_vector, the short fields of
 * search_head (title, skills, company and domains), each label alone, and the title as typed.
 */
export const SET = { ANY: 1, HEAD: 2, A: 4, B: 8, C: 16, D: 32, T: 64 } as const;
export const ALL_SETS = 127;

const SET_LABELS: [number, number][] = [
  [SET.ANY, LABEL.A | LABEL.B | LABEL.C | LABEL.D],
  [SET.HEAD, LABEL.A | LABEL.B | LABEL.C],
  [SET.A, LABEL.A],
  [SET.B, LABEL.B],
  [SET.C, LABEL.C],
  [SET.D, LABEL.D],
  [SET.T, LABEL.T],
];
/** Label bits present at a lexeme → the sets it matches in (any of its positions will do). */
const SETS_OF_ANY = new Uint8Array(32);
/** Label bits used by one phrase occurrence → the sets that hold all of them. */
const SETS_OF_ALL = new Uint8Array(32);
for (let labels = 0; labels < 32; labels += 1) {
  for (const [set, allowed] of SET_LABELS) {
    if (labels & allowed) SETS_OF_ANY[labels]! |= set;
    if (labels !== 0 && (labels & ~allowed) === 0) SETS_OF_ALL[labels]! |= set;
  }
}

/** One part of a text alternative: a compiled tsquery and the label sets it may answer for. */
export interface QueryPart {
  node: QueryNode;
  sets: number;
  /** The node's text (tsquery output): the key of its memoised matches. */
  key: string;
}

/** A concept of the search plan (query-plan.ts) with its alternatives compiled, grouped by factor. */
export interface IndexConcept {
  weight: number;
  narrows: boolean;
  groups: { factor: number; parts: QueryPart[] }[];
  property?: Property | undefined;
}

/** The list filters (jobs.repository.ts JobCriteria without the search). Locations lower-cased. */
export interface IndexFilters {
  types?: readonly JobType[] | undefined;
  locations?: readonly string[] | undefined;
  domains?: readonly string[] | undefined;
  companies?: readonly string[] | undefined;
  workModes?: readonly WorkMode[] | undefined;
  companyId?: string | undefined;
  experience?: readonly ExperienceBucket[] | undefined;
  salary?: readonly SalaryBucket[] | undefined;
}

export type IndexOrder = { field: 'relevance' | 'postedDate' | 'expiryDate' | 'salary'; order: 'asc' | 'desc' };

export interface IndexSearch {
  concepts: IndexConcept[];
  /** Share of the query's weight a job must cover (search.repository.ts MIN_COVERAGE). */
  minCoverage: number;
  filters: IndexFilters;
  nowMs: number;
  order: IndexOrder;
  offset: number;
  limit: number;
  /** Counts past this are not exact (COUNT_BOUND, docs/product/catalogue.md#totals). */
  bound: number;
}

export interface IndexAnswer {
  /** Jobs in the answer: those that cover enough of the query, or, when none does, all that match any of it; at most `bound`. */
  total: number;
  /** More jobs than `bound` are in the answer: `total` is the bound. */
  capped: boolean;
  /** How many cover enough (0: the answer is the relaxed one), at most `bound`. */
  strict: number;
  /** How many in the answer match every part of the query (0: none), at most `bound`; past it, possibly fewer than all. */
  exact: number;
  /** The page's job ids, in order. */
  ids: string[];
  /** Earliest expiry among the answer's jobs (ms), Infinity when none. */
  horizon: number;
}

export interface IndexList {
  ids: string[];
  total: number;
  /** More jobs match than the bound: `total` is the bound. */
  capped: boolean;
  /** Earliest expiry among the jobs counted (ms). */
  horizon: number;
}

/**
 * Coverage that reaches the bar to within this counts as reaching it: the weights are decimals, and
 * a sum that is exactly half the query's weight must not fall short by a rounding error (in
 * JavaScript's floats here, or in the decimals search.repository.ts writes into SQL).
 */
export const COVERAGE_EPSILON = 1e-9;

/** What title, skill, company and description matches are worth (search.repository.ts FIELD_SCORES). */
export interface FieldScores {
  title: number;
  titleStem: number;
  skill: number;
  company: number;
  description: number;
}

class GrowableInt32 {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** The title as typed (search_head's label D) is kept under its own keys, apart from the stemmed words. */
const TYPED = '\u0001';

/** Collects a batch of documents' lexemes and positions, then inverts them into a Segment. */
class SegmentBuilder {
  private readonly ids = new Map<string, number>();
  private readonly tupleLexeme = new GrowableInt32();
  private readonly tupleDoc = new GrowableInt32();
  private readonly tuplePosStart = new GrowableInt32();
  private readonly pool = new GrowableInt32();
  private doc = 0;
  private typed: string | undefined;
  private readonly typedPositions: number[] = [];

  private readonly vectorSink: TsvectorSink = {
    lexeme: (lexeme) => this.open(lexeme),
    position: (p) => this.pool.push(p),
  };
  /** search_head's A–C are search_vector's; only its title as typed is new. */
  private readonly headSink: TsvectorSink = {
    lexeme: (lexeme) => {
      this.flushTyped();
      this.typed = lexeme;
    },
    position: (p) => {
      if ((p & 31) === LABEL.T) this.typedPositions.push(p);
    },
  };

  private open(lexeme: string): void {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(lexeme, id);
    }
    this.tupleLexeme.push(id);
    this.tupleDoc.push(this.doc);
    this.tuplePosStart.push(this.pool.length);
  }

  private flushTyped(): void {
    if (this.typed !== undefined && this.typedPositions.length > 0) {
      this.open(TYPED + this.typed);
      for (const p of this.typedPositions) this.pool.push(p);
    }
    this.typed = undefined;
    this.typedPositions.length = 0;
  }

  addDocument(doc: number, vector: string, head: string): void {
    this.doc = doc;
    readTsvector(vector, LABEL.D, this.vectorSink);
    readTsvector(head, LABEL.T, this.headSink);
    this.flushTyped();
  }

  build(): Segment {
    this.tuplePosStart.push(this.pool.length);
    const lexemes = [...this.ids.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rank = new Int32Array(lexemes.length);
    lexemes.forEach((lexeme, i) => {
      rank[this.ids.get(lexeme)!] = i;
    });
    const tLex = this.tupleLexeme.data;
    const tDoc = this.tupleDoc.data;
    const tPos = this.tuplePosStart.data;
    const pool = this.pool.data;
    const n = this.tupleLexeme.length;
    const start = new Int32Array(lexemes.length + 1);
    for (let t = 0; t < n; t += 1) start[rank[tLex[t]!]! + 1]! += 1;
    for (let i = 0; i < lexemes.length; i += 1) start[i + 1]! += start[i]!;
    const fill = start.slice(0, lexemes.length);
    const order = new Int32Array(n);
    const docs = new Int32Array(n);
    for (let t = 0; t < n; t += 1) {
      const j = fill[rank[tLex[t]!]!]!++;
      order[j] = t;
      docs[j] = tDoc[t]!;
    }
    const posStart = new Int32Array(n + 1);
    for (let j = 0; j < n; j += 1) {
      const t = order[j]!;
      posStart[j + 1] = posStart[j]! + (tPos[t + 1]! - tPos[t]!);
    }
    const positions = new Uint32Array(posStart[n]!);
    const labels = new Uint8Array(n);
    for (let j = 0; j < n; j += 1) {
      const t = order[j]!;
      let mask = 0;
      let at = posStart[j]!;
      for (let k = tPos[t]!; k < tPos[t + 1]!; k += 1) {
        const p = pool[k]!;
        positions[at++] = p;
        mask |= p & 31;
      }
      labels[j] = mask;
    }
    return new Segment(lexemes, start, docs, labels, posStart, positions);
  }
}

/** Postings of a batch of documents: per lexeme, the documents (ascending) and their labelled positions. */
class Segment {
  private readonly lexemeIds: Map<string, number>;

  constructor(
    /** Sorted, for prefix look-ups. */
    private readonly lexemes: string[],
    /** Per lexeme (in `lexemes` order): its postings are [start[i], start[i+1]). */
    private readonly start: Int32Array,
    readonly docs: Int32Array,
    /** Per posting: the label bits of all its positions. */
    readonly labels: Uint8Array,
    /** Per posting: its positions are positions[posStart[j] .. posStart[j+1]). */
    readonly posStart: Int32Array,
    readonly positions: Uint32Array,
  ) {
    this.lexemeIds = new Map(lexemes.map((l, i) => [l, i]));
  }

  /** Postings ranges [from, to) of a lexeme, or one per lexeme that begins with it (each ascending by document). */
  ranges(lexeme: string, prefix: boolean): [number, number][] {
    if (!prefix) {
      const id = this.lexemeIds.get(lexeme);
      return id === undefined ? [] : [[this.start[id]!, this.start[id + 1]!]];
    }
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lexemes[mid]! < lexeme) lo = mid + 1;
      else hi = mid;
    }
    const out: [number, number][] = [];
    for (let i = lo; i < this.lexemes.length && this.lexemes[i]!.startsWith(lexeme); i += 1) out.push([this.start[i]!, this.start[i + 1]!]);
    return out;
  }

  /** The posting of `doc` in [from, to), or -1. */
  find(doc: number, from: number, to: number): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.docs[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    return lo < to && this.docs[lo] === doc ? lo : -1;
  }
}

/** Per-document fields, in growable typed arrays (documents are numbered 0..size-1 across segments). */
class Documents {
  size = 0;
  alive = new Uint8Array(0);
  posted = new Float64Array(0);
  expiry = new Float64Array(0);
  /** The expiry of a live document, -Infinity for a dead one: "usable at t" is one read, `until[doc] > t`. */
  until = new Float64Array(0);
  /** 1 for a document live at SearchIndex.liveFrom: one byte per document where searches test many (SearchIndex.liveAt). */
  live = new Uint8Array(0);
  type = new Uint8Array(0);
  mode = new Uint8Array(0);
  location = new Int32Array(0);
  company = new Int32Array(0);
  experienceMin = new Int32Array(0);
  experienceMax = new Int32Array(0);
  payMin = new Float64Array(0);
  payMax = new Float64Array(0);
  flags = new Uint8Array(0);
  ids: string[] = [];
  companyIds: string[] = [];
  domains: number[][] = [];

  grow(to: number): void {
    if (to <= this.alive.length) return;
    const capacity = Math.max(to, this.alive.length * 2, 1024);
    const resize = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(a);
      return next;
    };
    this.alive = resize(this.alive, (n) => new Uint8Array(n));
    this.posted = resize(this.posted, (n) => new Float64Array(n));
    this.expiry = resize(this.expiry, (n) => new Float64Array(n));
    this.until = resize(this.until, (n) => new Float64Array(n));
    this.live = resize(this.live, (n) => new Uint8Array(n));
    this.type = resize(this.type, (n) => new Uint8Array(n));
    this.mode = resize(this.mode, (n) => new Uint8Array(n));
    this.location = resize(this.location, (n) => new Int32Array(n));
    this.company = resize(this.company, (n) => new Int32Array(n));
    this.experienceMin = resize(this.experienceMin, (n) => new Int32Array(n));
    this.experienceMax = resize(this.experienceMax, (n) => new Int32Array(n));
    this.payMin = resize(this.payMin, (n) => new Float64Array(n));
    this.payMax = resize(this.payMax, (n) => new Float64Array(n));
    this.flags = resize(this.flags, (n) => new Uint8Array(n));
  }
}

const NONE = new Int32Array(0);
const STIPEND = 1;
const URGENT = 2;

/** Strings as small numbers (a location, a company, a domain). */
class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
  get size(): number {
    return this.codes.size;
  }
}

const TYPES: readonly string[] = ['Internship', 'Full-time', 'Part-time', 'Freelance', 'Contract'];
const MODES: readonly string[] = ['onsite', 'remote', 'hybrid'];
/** The one code filter values name in the catalogue (`find`; aliases it does not hold left out), if one. */
function oneCode(values: readonly string[] | undefined, find: (v: string) => number | undefined): number | undefined {
  if (!values?.length) return undefined;
  const codes = new Set(values.map(find).filter((c) => c !== undefined));
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** Per location in the counts by place (SearchIndex.countedByPlace): all types, then each type's. */
const TYPE_SLOTS = TYPES.length + 1;
const codeOf = (list: readonly string[], value: string) => {
  const i = list.indexOf(value);
  return i < 0 ? 255 : i;
};

/** Documents a query part matches, with the label sets each matches in. */
interface Matches {
  docs: Int32Array;
  sets: Uint8Array;
  /** For a part that matches many documents: the sets of every document, indexed by document. */
  dense?: Uint8Array;
  /** The search (SearchIndex.searches) that read it first: `dense` is made at a later one. */
  readIn?: number;
  /** The earliest expiry among its documents live at `horizonFrom` (SearchIndex.horizonOf). */
  horizon?: number;
  horizonFrom?: number;
  /** `docs` is a view of a segment's postings (SearchIndex.sharedMatches): no memory of the memo's, not given back. */
  shared?: boolean;
  /** Of its documents that match in some field (SET.ANY), dead and expired ones too: how many per place (SearchIndex.placeCounts, countedByPlace). */
  inPlaces?: Int32Array;
  /** The same of its documents that match in the head (SET.HEAD: title, skills, company and domains). */
  inHeads?: Int32Array;
  /** Read within a slice alone (SearchIndex.partMatchesIn): that slice's key; its matches elsewhere are not here. */
  within?: string;
}
/**
 * An answer with its first jobs in order (SearchIndex.searchFrom), before `search` bounds its counts:
 * exact, or, where a walk stopped once past the bound (rankedSearch), more than the bound.
 */
interface RankedAnswer extends Omit<IndexAnswer, 'ids' | 'capped'> {
  docs: number[];
  /** Answered by a walk newest first that stopped once settled past the bound (walkedByTier, walkedByScore). */
  settled?: boolean;
}
/** How many of an answer's first jobs are kept with it (five pages of ten), and how many answers. */
const KEPT_RANKED = 50;
const MAX_KEPT_ANSWERS = 20_000;
/** A memo's budget: `minBytes`, or `bytesPerDoc` per document in a larger catalogue. */
export interface MemoBudget {
  minBytes: number;
  bytesPerDoc: number;
}
/** The budgets of the index's memos (SearchIndex.memo, rankedMemo, lists). */
export interface SearchIndexMemory {
  parts: MemoBudget;
  ranked: MemoBudget;
  lists: MemoBudget;
}
const MB = 1024 * 1024;
export const DEFAULT_MEMORY: SearchIndexMemory = {
  // Matches of query parts: 128 MB, or 1 KB per job (1 GB at 1,000,000 jobs).
  parts: { minBytes: 128 * MB, bytesPerDoc: 1024 },
  // Ranked answers: 32 MB, or 256 bytes per job (256 MB at 1,000,000 jobs).
  ranked: { minBytes: 32 * MB, bytesPerDoc: 256 },
  // Filtered lists: 32 MB, or 128 bytes per job (128 MB at 1,000,000 jobs).
  lists: { minBytes: 32 * MB, bytesPerDoc: 128 },
};
/** The memos' arrays come from an arena of up to this many times their budgets (docs/search.md#memo-memory). */
const ARENA_SHARE = 1.5;
const MAX_SLAB_BYTES = 16 * MB;
const MIN_SLAB_BYTES = 4 * 1024;
/** A part's key in the memo (SearchIndex.partMatches). */
const partKey = (part: QueryPart) => `${part.sets}|${part.key}`;
/** The key of a part's matches within a slice: made from the catalogue's (evaluate) or read there alone (partMatchesIn). */
const sliceKey = (part: QueryPart, slice: Slice) => `${partKey(part)}|${slice.key}`;
const matchesBytes = (m: Matches) => (m.shared ? 0 : m.docs.byteLength) + m.sets.byteLength + (m.dense?.byteLength ?? 0);
/** Slabs of an eighth of the smallest budgets together, a power of two within [MIN_SLAB_BYTES, MAX_SLAB_BYTES]. */
const slabBytesFor = (memory: SearchIndexMemory) => {
  const eighth = (memory.parts.minBytes + memory.ranked.minBytes + memory.lists.minBytes) / 8;
  return Math.min(MAX_SLAB_BYTES, Math.max(MIN_SLAB_BYTES, 2 ** Math.floor(Math.log2(Math.max(1, eighth)))));
};
/** A list filter's jobs, expired or not, newest first, and their expiries ascending. */
interface Filtered {
  docs: Int32Array;
  expiries: Float64Array;
}

/**
 * Values by key within a budget of bytes that grows with the catalogue; least recently used out.
 * Every value it lets go of (evicted, replaced by another, refused as too large, cleared) is handed
 * to `release`, which gives its arrays back to the arena.
 */
class Memo<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly limit: MemoBudget,
    private readonly release: (value: T) => void,
  ) {}

  budget(docs: number): number {
    return Math.max(this.limit.minBytes, docs * this.limit.bytesPerDoc);
  }

  /** The part of the budget that grows with the catalogue: what a catalogue this size fills (SearchIndex.warm). */
  perDoc(docs: number): number {
    return docs * this.limit.bytesPerDoc;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps `value` (in place of what `key` held) unless it alone would take more than an eighth of the budget. */
  set(key: string, value: T, bytes: number, docs: number): void {
    const budget = this.budget(docs);
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      this.bytes -= held.bytes;
      // The same value kept again (a part made dense) is not let go of.
      if (held.value !== value) this.release(held.value);
    }
    if (bytes > budget / 8) {
      this.release(value);
      return;
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= budget) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
      this.release(entry.value);
    }
  }

  clear(): void {
    for (const entry of this.entries.values()) this.release(entry.value);
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  values(): IterableIterator<T> {
    return [...this.entries.values()].map((entry) => entry.value).values();
  }
}

/**
 * What a search's concepts make of the jobs they reach (SearchIndex.evaluate): views of arrays the
 * index reuses, valid until its next evaluation. Allocating them anew for every search made V8
 * collect the whole heap every two or three seconds (external memory pressure), a pause every
 * request in flight waited for.
 */
interface Evaluation {
  /** The jobs in reach, in the order found. */
  candidates: Int32Array;
  /** Per candidate: its score, whether it covers enough of the query (1), whether it matches every concept (1). */
  scores: Float64Array;
  covered: Uint8Array;
  exactly: Uint8Array;
  /** How many cover enough. */
  strict: number;
  /** Whether the light concepts' jobs were left out of reach (SearchIndex.reaching). */
  pruned: boolean;
  /** The earliest expiry among the jobs walked (when timed). */
  horizon: number;
}

/** A search's jobs best first (SearchIndex.ranked), each with flags: COVERED, EXACT. */
interface Ranked {
  docs: Int32Array;
  flags: Uint8Array;
  /**
   * The ranked jobs' expiries, ascending, by flags (index = COVERED | EXACT bits): counts at any
   * moment without a walk. Sorted when the ranking is walked a second time: most are walked once,
   * and one walk counts as cheaply by reading every job's expiry.
   */
  expiries?: Float64Array[];
}
const COVERED = 1;
const EXACT = 2;
/** Up to this many distinct scores, a ranked answer is ordered by a counting sort (SearchIndex.ranked). */
const MAX_WALKED_SCORES = 63;
/** Lists of concepts whose short keys are remembered (SearchIndex.conceptsKey). */
const MAX_CONCEPT_NUMBERS = 100_000;
/** Searches asked once that are remembered, for when they are asked again (SearchIndex.rankedSearch). */
const MAX_ASKED = 100_000;
/**
 * A part matching more than this share of the documents is also kept dense (one byte per document),
 * from its second use on (SearchIndex.partMatches).
 */
const DENSE_SHARE = 1 / 16;
const MAX_SPARE = 16;
/**
 * A one-word search is walked by tier (SearchIndex.walkedByTier) when its matches are at least one
 * in this many of the jobs walked: reading a job's byte costs a few nanoseconds, scoring a candidate
 * (evaluate) a few hundred, with its slice of the word's matches made first.
 */
const WALK_SHARE = 32;
/** Properties that score every job having them 1 (search.repository.ts propertyScore): one alone is answered as a list (SearchIndex.walkedByProperty). */
const PLAIN_PROPERTIES: ReadonlySet<Property['kind']> = new Set(['place', 'workMode', 'paid', 'unpaid', 'urgent']);
/** Parts matching more jobs than this take the catalogue's next expiry as their horizon (SearchIndex.horizonOf). */
const HORIZON_READ_MAX = 4096;

/** What the walks of one kind did (SearchIndex.walkStats): how many searches, the jobs they read, how many stopped once settled. */
export interface WalkStats {
  searches: number;
  read: number;
  settled: number;
}

/**
 * What a walk (SearchIndex.walkedByTier, walkedByScore) reads: the filter's jobs newest first
 * (`driver`), the test of the other filters, the jobs live now, and the place whose counts give
 * the total a floor (placeOf), if the filters name one.
 */
interface Walk {
  driver: Int32Array;
  /** The slice whose jobs `driver` is, if any: parts may be read within it (SearchIndex.partMatchesIn). */
  slice: Slice | undefined;
  passes: ((doc: number) => boolean) | undefined;
  live: Uint8Array;
  place: number | undefined;
}

/** What a walk by tier found (SearchIndex.tiersCounted, tiersUntilSettled): the count, the page's candidates, whether it stopped early, the jobs it read. */
interface TierWalk {
  total: number;
  docs: number[];
  settled: boolean;
  read: number;
}

/**
 * The common shape of a walk by tier (SearchIndex.plainTiers): one factor group of one or two parts
 * (a word and its stem, or a prefix), nothing to test but a job's label sets and whether it is live.
 */
interface PlainTiers {
  first: Uint8Array;
  second: Uint8Array;
  tierOfSets: Uint16Array;
  live: Uint8Array;
}

/** Jobs whose value in one column (a location, a type, a work mode) is one code. */
interface Column {
  values: Int32Array | Uint8Array;
  code: number;
}

/** One value of one filter dimension, that every job of a search has (SearchIndex.sliceOf). */
interface Slice {
  dimension: 'locations' | 'types' | 'workModes' | 'domains';
  key: string;
  has: (doc: number) => boolean;
  /** Where `has` reads, when it is one column equal to one code: a loop over many jobs tests it inline. */
  column?: Column;
  /** Its live jobs, newest first. */
  docs: Int32Array;
}

/**
 * Of jobs whose expiries are `expiries` (ascending), those live at `now` (expiring later: the last
 * ones of the list), by one binary search: how many, and the earliest of their expiries.
 */
function liveAfter(expiries: Float64Array, now: number): { count: number; next: number } {
  let lo = 0;
  let hi = expiries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (expiries[mid]! <= now) lo = mid + 1;
    else hi = mid;
  }
  return { count: expiries.length - lo, next: lo < expiries.length ? expiries[lo]! : Number.POSITIVE_INFINITY };
}

/** A document's label sets in a factor group: its byte in each of the group's arrays, or-ed. */
function setsAt(arrays: readonly Uint8Array[], doc: number): number {
  let sets = 0;
  for (let a = 0; a < arrays.length; a += 1) sets |= arrays[a]![doc]!;
  return sets;
}

/** The first place in docs[from, to) (ascending) holding `doc` or more: a gallop from `from`, then halving. */
function seek(docs: Int32Array, doc: number, from: number, to: number): number {
  let lo = from;
  let hi = from;
  let step = 1;
  while (hi < to && docs[hi]! < doc) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > to) hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a query node is words and prefixes alone, or alternatives of them. */
function isWords(node: QueryNode): boolean {
  return node.op === 'lexeme' || (node.op === 'or' && node.args.every(isWords));
}

/**
 * Of a walk's other words (wordsIn), those to mark per document first: a prefix of more ranges than
 * MARKED_RANGES whose postings, each marked and cleared, cost fewer steps than a look-up in each of
 * its ranges (a few steps each) for every posting of the driver word. At most eight (a bit each).
 */
const MARKED_RANGES = 2;
const LOOKUP_STEPS = 2;
export function markedWords(sizes: readonly number[], rangeCounts: readonly number[], driver: number): number {
  let mask = 0;
  for (let k = 0; k < sizes.length && k < 8; k += 1) {
    if (k !== driver && rangeCounts[k]! > MARKED_RANGES && sizes[k]! <= sizes[driver]! * rangeCounts[k]! * LOOKUP_STEPS) mask |= 1 << k;
  }
  return mask;
}

/**
 * emitWords within one segment: walks the driver word's postings (its ranges as (from, to) pairs in
 * `bounds[driver]`) and finds the other words' postings of the same document. With `marks` (a byte
 * per document, all 0, left so), each word of `marked` (a bit per word: markedWords) is first marked
 * in it: a document lacking one is passed over without a look-up in each of its ranges
 * (docs/search.md#prefix-marked).
 */
function wordsIn(
  segment: Segment,
  bounds: Int32Array[],
  driver: number,
  offsets: Int32Array,
  phrase: boolean,
  allowed: number,
  only: Column | undefined,
  marks: Uint8Array | undefined,
  marked: number,
  emit: (doc: number, sets: number) => void,
): void {
  const count = bounds.length;
  // A cursor in each range of each word, and the current document's postings of each word.
  const cursors = bounds.map((b) => new Int32Array(b.length / 2));
  let width = 1;
  for (const b of bounds) width = Math.max(width, b.length / 2);
  const hits = new Int32Array(count * width);
  const found = new Int32Array(count);
  const docs = segment.docs;
  const labels = segment.labels;
  const driverBounds = bounds[driver]!;
  const need = marks ? marked : 0;
  const onlyValues = only?.values;
  const onlyCode = only?.code ?? 0;
  if (need !== 0) markWords(marks!, docs, bounds, need, true);
  for (let r = 0; r < driverBounds.length; r += 2) {
    // Within one range the driver's documents ascend, so the other words' cursors only move forward.
    for (let k = 0; k < count; k += 1) {
      const b = bounds[k]!;
      const c = cursors[k]!;
      for (let i = 0; i < c.length; i += 1) c[i] = b[2 * i]!;
    }
    const end = driverBounds[r + 1]!;
    for (let j = driverBounds[r]!; j < end; j += 1) {
      const doc = docs[j]!;
      if (onlyValues !== undefined && onlyValues[doc] !== onlyCode) continue;
      if (need !== 0 && (marks![doc]! & need) !== need) continue;
      let missing = false;
      for (let k = 0; k < count && !missing; k += 1) {
        let n = 0;
        if (k === driver) hits[k * width + n++] = j;
        else {
          const b = bounds[k]!;
          const c = cursors[k]!;
          for (let i = 0; i < c.length; i += 1) {
            const to = b[2 * i + 1]!;
            const at = seek(docs, doc, c[i]!, to);
            c[i] = at;
            if (at < to && docs[at] === doc) hits[k * width + n++] = at;
          }
        }
        found[k] = n;
        missing = n === 0;
      }
      if (missing) continue;
      let sets = allowed;
      if (!phrase) {
        for (let k = 0; k < count; k += 1) {
          let wordLabels = 0;
          for (let h = 0; h < found[k]!; h += 1) wordLabels |= labels[hits[k * width + h]!]!;
          sets &= SETS_OF_ANY[wordLabels]!;
        }
      } else sets &= phraseSets(segment, hits, found, width, offsets, 0, 0, 0);
      if (sets !== 0) emit(doc, sets);
    }
  }
  if (need !== 0) markWords(marks!, docs, bounds, need, false);
}

/** For wordsIn: each document of the words in `marked` (a bit per word of `bounds`) gets that word's bit in `marks` (`set`), or 0. */
function markWords(marks: Uint8Array, docs: Int32Array, bounds: Int32Array[], marked: number, set: boolean): void {
  for (let k = 0; k < bounds.length; k += 1) {
    if (!(marked & (1 << k))) continue;
    const b = bounds[k]!;
    const bit = 1 << k;
    for (let r = 0; r < b.length; r += 2) {
      for (let j = b[r]!; j < b[r + 1]!; j += 1) marks[docs[j]!] = set ? marks[docs[j]!]! | bit : 0;
    }
  }
}

/**
 * The label sets of a phrase in one document: word k's postings are hits[k * width, + found[k]); it
 * must stand `offsets[k]` after the first word. Every way the words line up adds its labels' sets.
 */
function phraseSets(segment: Segment, hits: Int32Array, found: Int32Array, width: number, offsets: Int32Array, k: number, base: number, labels: number): number {
  if (k === offsets.length) return SETS_OF_ALL[labels]!;
  let sets = 0;
  for (let h = 0; h < found[k]!; h += 1) {
    const at = hits[k * width + h]!;
    for (let q = segment.posStart[at]!; q < segment.posStart[at + 1]!; q += 1) {
      const p = segment.positions[q]!;
      if (k === 0) sets |= phraseSets(segment, hits, found, width, offsets, 1, (p >>> 5) - offsets[0]!, p & 31);
      else if (p >>> 5 === base + offsets[k]!) sets |= phraseSets(segment, hits, found, width, offsets, k + 1, base, labels | (p & 31));
    }
  }
  return sets;
}

/** A count of patch segments or a share of dead documents past which the whole index is better built again. */
const MAX_PATCHES = 16;
const MAX_DEAD_SHARE = 0.25;

export class SearchIndex {
  private readonly docs = new Documents();
  private readonly segments: Segment[] = [];
  private readonly byId = new Map<string, { doc: number; stamp: string }>();
  private readonly locations = new Dictionary();
  private readonly companies = new Dictionary();
  private readonly domainNames = new Dictionary();
  private readonly remote = this.locations.code('remote');
  private dead = 0;
  private patches = 0;
  /** What a query part or property matches, memoised until the index changes (bounded in bytes, least recently used out). */
  private readonly memo: Memo<Matches>;
  /** Ranked answers (ranked), bounded and kept the same way. */
  private readonly rankedMemo: Memo<Ranked>;
  /** Per list filter, its jobs and their expiries (filtered), bounded and kept the same way. */
  private readonly lists: Memo<Filtered>;
  /** Where the memos' arrays come from (docs/search.md#memo-memory). */
  private readonly arena: Arena;
  /** Live documents newest first (ties: id descending), for lists without a query; merged with `added` on use. */
  private newestFirst: Int32Array | undefined;
  private added: number[] = [];
  /** Per location, type, work mode and domain (by code): its live documents, newest first. */
  private byValue = { location: new Map<number, Int32Array>(), type: new Map<number, Int32Array>(), mode: new Map<number, Int32Array>(), domain: new Map<number, Int32Array>() };
  /** Per domain (by code): 1 for each live document that has it. */
  private domainMembers = new Map<number, Uint8Array>();
  /** A document's place in newestFirst. */
  private rank = new Int32Array(0);
  /** The documents a part's matches first reach (partMatches), reused. */
  private readonly touched = new GrowableInt32();
  /** Per-document scratch arrays of past searches, reused (cleared) rather than allocated anew. */
  private readonly spare: Uint8Array[] = [];
  private zeroBytes = new Uint8Array(0);
  /** The arrays evaluations write into (Evaluation), and scratch of the same size, grown with the index. */
  private reused = { candidates: new Int32Array(0), scores: new Float64Array(0), covered: new Uint8Array(0), exactly: new Uint8Array(0), keys: new Float64Array(0), docs: new Int32Array(0), sets: new Uint8Array(0) };
  /** Per factor, what each label-set byte is worth (evaluate): a few factors, made once each. */
  private readonly valueTables = new Map<number, Float64Array>();
  private readonly tierTables = new Map<string, { tiers: number; tierOf: Uint16Array[] }>();
  /** `docs.live` holds which documents are live at any time in [liveFrom, liveTo): no expiry falls between. */
  private liveFrom = Number.NaN;
  private liveTo = Number.NaN;
  /** Per filter list (byValue), its documents in document order. */
  private readonly docOrdered = new WeakMap<Int32Array, Int32Array>();
  /** Counts the changes of the index's jobs (epoch). */
  private changes = 0;
  /** Answers of past searches, under the epoch they hold in (search); least recently used out. */
  private readonly answers = new Map<string, RankedAnswer & { epoch: string; capped: boolean }>();
  private readonly conceptKeys = new WeakMap<readonly IndexConcept[], string>();
  /** Concepts written out → their short key (conceptsKey), and how many keys were given. */
  private readonly conceptNumbers = new Map<string, string>();
  private conceptsNumbered = 0;
  /** Keys of searches by relevance asked once (rankedSearch), oldest out. */
  private readonly asked = new Set<string>();
  /** Keys of searches by relevance whose walk stopped once settled (rankedSearch), oldest out. */
  private readonly settledWalks = new Set<string>();
  /** Searches answered so far, each numbered (Matches.readIn). */
  private searches = 0;
  /** What the walks did (walkStats). */
  private readonly walks: { byScore: WalkStats; byTier: WalkStats } = { byScore: { searches: 0, read: 0, settled: 0 }, byTier: { searches: 0, read: 0, settled: 0 } };
  /** The documents not live, per place (notLiveCounts), and the epoch they were counted in. */
  private notLive: { epoch: string; counts: Int32Array } | undefined;
  /** The catalogue version the index holds (every change up to it is in). */
  version = 0;

  constructor(
    private readonly scores: FieldScores,
    memory: SearchIndexMemory = DEFAULT_MEMORY,
  ) {
    const arena = (this.arena = new Arena(slabBytesFor(memory), () => ARENA_SHARE * this.memoBudget()));
    this.memo = new Memo<Matches>(memory.parts, (m) => {
      if (!m.shared) arena.release(m.docs);
      arena.release(m.sets);
      arena.release(m.dense);
    });
    this.rankedMemo = new Memo<Ranked>(memory.ranked, (r) => {
      arena.release(r.docs);
      arena.release(r.flags);
      for (const list of r.expiries ?? []) arena.release(list);
    });
    this.lists = new Memo<Filtered>(memory.lists, (f) => {
      arena.release(f.docs);
      arena.release(f.expiries);
    });
  }

  /** The memos' budgets together, at the catalogue's size now. */
  private memoBudget(): number {
    const docs = this.docs.size;
    return this.memo.budget(docs) + this.rankedMemo.budget(docs) + this.lists.budget(docs);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Whether the index would be better rebuilt from scratch than patched further. */
  get fragmented(): boolean {
    return this.patches > MAX_PATCHES || this.dead > MAX_DEAD_SHARE * Math.max(1, this.docs.size);
  }

  /** Which jobs the index holds, and at which row version. */
  stamps(): ReadonlyMap<string, { stamp: string }> {
    return this.byId;
  }


  /** Takes jobs in (new ones, or new versions of ones it holds) as one segment; `patch` marks a small one added after a change. */
  add(jobs: readonly IndexedJob[], patch = false): void {
    if (jobs.length === 0) return;
    const d = this.docs;
    d.grow(d.size + jobs.length);
    const builder = new SegmentBuilder();
    for (const job of jobs) {
      this.remove(job.id);
      const doc = d.size++;
      d.alive[doc] = 1;
      d.posted[doc] = job.postedMicros;
      d.expiry[doc] = job.expiryMs;
      d.until[doc] = job.expiryMs;
      d.live[doc] = job.expiryMs > this.liveFrom ? 1 : 0;
      if (job.expiryMs > this.liveFrom && job.expiryMs < this.liveTo) this.liveTo = job.expiryMs;
      d.type[doc] = codeOf(TYPES, job.type);
      d.mode[doc] = codeOf(MODES, job.workMode);
      d.location[doc] = this.locations.code(job.location);
      d.company[doc] = this.companies.code(job.company);
      d.experienceMin[doc] = job.experienceMin;
      d.experienceMax[doc] = job.experienceMax;
      d.payMin[doc] = job.payMin;
      d.payMax[doc] = job.payMax;
      d.flags[doc] = (job.hasStipend ? STIPEND : 0) | (job.isUrgent ? URGENT : 0);
      d.ids[doc] = job.id;
      d.companyIds[doc] = job.companyId;
      d.domains[doc] = job.domains.map((x) => this.domainNames.code(x));
      this.byId.set(job.id, { doc, stamp: job.stamp });
      builder.addDocument(doc, job.vector, job.head);
    }
    this.segments.push(builder.build());
    if (patch) this.patches += 1;
    for (let doc = d.size - jobs.length; doc < d.size; doc += 1) this.added.push(doc);
    this.forget();
  }

  /** Marks a job's document dead (it changed, or left the table). */
  remove(id: string): void {
    const held = this.byId.get(id);
    if (!held) return;
    this.docs.alive[held.doc] = 0;
    this.docs.until[held.doc] = Number.NEGATIVE_INFINITY;
    this.docs.live[held.doc] = 0;
    this.byId.delete(id);
    this.dead += 1;
    this.forget();
  }

  /** A slice's jobs in document order (kept while the slice's list is the index's): walked, they give matches in order. */
  private inDocOrder(docs: Int32Array): Int32Array {
    let sorted = this.docOrdered.get(docs);
    if (!sorted) {
      sorted = Int32Array.from(docs).sort();
      this.docOrdered.set(docs, sorted);
    }
    return sorted;
  }

  /**
   * One byte per document, 1 for those live at `now`. Rebuilt (one pass) when `now` leaves the span
   * in which no document expires; a search then tests each candidate with one byte, not its date.
   */
  private liveAt(now: number): Uint8Array {
    const d = this.docs;
    if (!(now >= this.liveFrom && now < this.liveTo)) {
      let next = Number.POSITIVE_INFINITY;
      for (let doc = 0; doc < d.size; doc += 1) {
        const until = d.until[doc]!;
        const live = until > now;
        d.live[doc] = live ? 1 : 0;
        if (live && until < next) next = until;
      }
      this.liveFrom = now;
      this.liveTo = next;
    }
    return d.live;
  }

  /**
   * The earliest expiry among a part's documents live at `now` (Infinity for none): when the answer
   * that walked it may change. Kept with the part until that moment passes (or the clock goes back).
   * A part of many jobs is not read for it: the catalogue's next expiry (liveAt) stands in, which is
   * no later, and for so many jobs hardly earlier.
   */
  private horizonOf(found: Matches, now: number): number {
    if (found.docs.length > HORIZON_READ_MAX) return this.liveTo;
    if (found.horizon === undefined || found.horizon <= now || now < found.horizonFrom!) {
      const until = this.docs.until;
      let horizon = Number.POSITIVE_INFINITY;
      for (let i = 0; i < found.docs.length; i += 1) {
        const at = until[found.docs[i]!]!;
        if (at > now && at < horizon) horizon = at;
      }
      found.horizon = horizon;
      found.horizonFrom = now;
    }
    return found.horizon;
  }

  private forget(): void {
    this.memo.clear();
    this.rankedMemo.clear();
    this.lists.clear();
    this.answers.clear();
    this.changes += 1;
  }

  /**
   * What the index answers at `now` stays the same while this string does: it changes with every job
   * added or removed, and when `now` leaves the span in which no job expires (liveAt). A caller may
   * keep what it derived from the index's answers (search.service.ts keeps read queries) under it.
   */
  epoch(now: number): string {
    this.liveAt(now);
    return `${this.changes}:${this.liveFrom}`;
  }

  /** The memo's value for `key`, computed and kept (within its budget) when it holds none. */
  private remember<T>(memo: Memo<T>, key: string, compute: () => T, bytesOf: (value: T) => number): T {
    const hit = memo.get(key);
    if (hit) return hit;
    const made = compute();
    memo.set(key, made, bytesOf(made) + key.length * 2, this.docs.size);
    return made;
  }

  /**
   * Every document a part matches (dead ones included: callers check), each once. A part matching
   * more than DENSE_SHARE of the documents is kept dense too, from its second use: most parts seen
   * for the first time (a prefix, a misspelling's alternatives) are not used again, and a dense
   * array (100 KB at 100,000 jobs) kept for each made V8 collect the whole heap every few seconds
   * (its external memory grew; docs/search.md#dense-on-second-use).
   */
  private partMatches(part: QueryPart, scratch: Uint8Array): Matches {
    const key = partKey(part);
    const kept = this.memo.get(key);
    if (kept) return kept.readIn === this.searches ? kept : this.densified(key, kept);
    return this.remember(this.memo, key, () => {
      const word = this.wordMatches(part);
      if (word) return Object.assign(word, { readIn: this.searches });
      const touched = this.touched;
      touched.length = 0;
      if (isWords(part.node)) {
        // Words and prefixes (a prefix is one range of postings per word it begins): read straight from the postings.
        if (part.sets & ~SET.T) this.collectWords(part.node, '', part.sets & ~SET.T, scratch, touched);
        if (part.sets & SET.T) this.collectWords(part.node, TYPED, SET.T, scratch, touched);
      } else {
        this.emit(part.node, part.sets, undefined, (doc, sets) => {
          if (scratch[doc] === 0) touched.push(doc);
          scratch[doc]! |= sets;
        });
      }
      return { ...this.collected(scratch, true), readIn: this.searches };
    }, matchesBytes);
  }

  /**
   * A part's matches for a search within `slice` (docs/search.md#phrases-in-the-slice): a phrase or
   * an AND of words that no search has read across the catalogue is read within the slice's column
   * alone, and kept so. Its rarest word's postings are still passed over, but the others' are looked
   * up, and the phrase's positions compared, only for the slice's jobs. Words (read straight from
   * their postings) and parts already read across the catalogue are the catalogue's (partMatches).
   */
  private partMatchesIn(part: QueryPart, slice: Slice | undefined, scratch: Uint8Array): Matches {
    const column = slice?.column;
    if (!slice || !column || isWords(part.node) || this.memo.has(partKey(part))) return this.partMatches(part, scratch);
    return this.remember(this.memo, sliceKey(part, slice), () => {
      const { values, code } = column;
      const touched = this.touched;
      touched.length = 0;
      this.emit(part.node, part.sets, column, (doc, sets) => {
        // A word beside a phrase (alternatives) is emitted everywhere: kept within the slice here.
        if (values[doc] !== code) return;
        if (scratch[doc] === 0) touched.push(doc);
        scratch[doc]! |= sets;
      });
      return { ...this.collected(scratch, false), within: slice.key };
    }, matchesBytes);
  }

  /**
   * The documents noted in `touched` with their label sets from `scratch`, in arrays of the arena;
   * `scratch` cleared. With `dense`, more than DENSE_SHARE of the documents are kept dense at once
   * too: `scratch` is that array already, copied whole (docs/search.md#gathered-dense).
   */
  private collected(scratch: Uint8Array, dense: boolean): Matches {
    const touched = this.touched;
    const n = this.docs.size;
    const docs = this.arena.ints(touched.length);
    docs.set(touched.data.subarray(0, touched.length));
    const sets = this.arena.bytes(docs.length);
    for (let i = 0; i < docs.length; i += 1) sets[i] = scratch[docs[i]!]!;
    if (!dense || docs.length <= n * DENSE_SHARE) {
      for (let i = 0; i < docs.length; i += 1) scratch[docs[i]!] = 0;
      return { docs, sets };
    }
    const copy = this.arena.bytes(n);
    copy.set(scratch.subarray(0, n));
    scratch.fill(0, 0, n);
    return { docs, sets, dense: copy };
  }

  /**
   * How many of the catalogue's jobs a part's matches stand for when walking `driver`: their number,
   * or for matches read within the slice `driver` is (partMatchesIn), as many as the same share of
   * the catalogue would be. The walks' estimates assume matches spread as the catalogue's jobs are.
   */
  private spreadOf(matches: Matches, driver: Int32Array): number {
    return matches.within === undefined ? matches.docs.length : (matches.docs.length * this.docs.size) / Math.max(1, driver.length);
  }

  /** A part's kept matches, made dense (and kept so) when it matches more than DENSE_SHARE of the documents. */
  private densified(key: string, kept: Matches): Matches {
    if (kept.dense || kept.docs.length <= this.docs.size * DENSE_SHARE) return kept;
    const dense = this.arena.bytes(this.docs.size);
    for (let i = 0; i < kept.docs.length; i += 1) dense[kept.docs[i]!] = kept.sets[i]!;
    kept.dense = dense;
    this.memo.set(key, kept, matchesBytes(kept) + key.length * 2, this.docs.size);
    return kept;
  }

  /** emitIn for words, prefixes and their alternatives (isWords), each document's label sets or-ed into `scratch`, its first sight noted in `touched`. */
  private collectWords(node: QueryNode, space: string, allowed: number, scratch: Uint8Array, touched: GrowableInt32): void {
    if (node.op === 'or') {
      for (const arg of node.args) this.collectWords(arg, space, allowed, scratch, touched);
      return;
    }
    if (node.op !== 'lexeme') return;
    for (const segment of this.segments) {
      const { docs, labels } = segment;
      for (const [from, to] of segment.ranges(space + node.lexeme, node.prefix)) {
        for (let j = from; j < to; j += 1) {
          const sets = SETS_OF_ANY[labels[j]!]! & allowed;
          if (sets === 0) continue;
          const doc = docs[j]!;
          if (scratch[doc] === 0) touched.push(doc);
          scratch[doc]! |= sets;
        }
      }
    }
  }

  /**
   * partMatches of one word (not a prefix) in one key space, the stemmed words or the title as typed:
   * its postings as they are, segment after segment, which is document order. Most parts are one
   * word, and a common word has hundreds of thousands of postings at a million jobs.
   */
  private wordMatches(part: QueryPart): Matches | undefined {
    const node = part.node;
    const stemmed = part.sets & ~SET.T;
    if (node.op !== 'lexeme' || node.prefix || (stemmed !== 0 && part.sets & SET.T)) return undefined;
    const key = (stemmed ? '' : TYPED) + node.lexeme;
    const allowed = stemmed || SET.T;
    const ranges = this.segments.map((segment) => segment.ranges(key, false)[0]);
    let length = 0;
    // The segments that hold the word: -1 none yet, -2 several.
    let holder = -1;
    ranges.forEach((range, k) => {
      if (!range || range[1] === range[0]) return;
      length += range[1] - range[0];
      holder = holder === -1 ? k : -2;
    });
    const shared = holder >= 0 ? this.sharedMatches(this.segments[holder]!, ranges[holder]!, allowed) : undefined;
    if (shared) return shared;
    let docs = this.arena.ints(length);
    let sets = this.arena.bytes(length);
    let at = 0;
    this.segments.forEach((segment, k) => {
      const range = ranges[k];
      if (!range) return;
      for (let j = range[0]; j < range[1]; j += 1) {
        const found = SETS_OF_ANY[segment.labels[j]!]! & allowed;
        if (found === 0) continue;
        docs[at] = segment.docs[j]!;
        sets[at++] = found;
      }
    });
    if (at < length) {
      // Views from the blocks' start: released, they give the whole blocks back.
      docs = docs.subarray(0, at);
      sets = sets.subarray(0, at);
    }
    return { docs, sets };
  }

  /**
   * wordMatches of a word one segment holds, every posting of it in an allowed set (the common case:
   * a word of the catalogue loaded in one build): the segment's documents as they are, a view that
   * copies nothing and that the memo neither counts nor gives back (Matches.shared), with each
   * one's sets beside them. Undefined when a posting is in no allowed set (it must be left out).
   */
  private sharedMatches(segment: Segment, [from, to]: [number, number], allowed: number): Matches | undefined {
    const sets = this.arena.bytes(to - from);
    const labels = segment.labels;
    for (let j = from; j < to; j += 1) {
      const found = SETS_OF_ANY[labels[j]!]! & allowed;
      if (found === 0) {
        this.arena.release(sets);
        return undefined;
      }
      sets[j - from] = found;
    }
    return { docs: segment.docs.subarray(from, to), sets, shared: true };
  }

  /** Of the searches walked by score (walkedByScore) and by tier (walkedByTier): how many, the jobs they read, and how many stopped once settled. */
  walkStats(): { byScore: WalkStats; byTier: WalkStats } {
    return { byScore: { ...this.walks.byScore }, byTier: { ...this.walks.byTier } };
  }

  /** How many parts' matches the memo holds, in how many bytes, how many of them also dense, how many a view of a segment's postings (shared), and how many read within a slice alone (partMatchesIn). */
  memoStats(): { entries: number; bytes: number; dense: number; shared: number; within: number } {
    let dense = 0;
    let shared = 0;
    let within = 0;
    for (const matches of this.memo.values()) {
      if (matches.dense) dense += 1;
      if (matches.shared) shared += 1;
      if (matches.within !== undefined) within += 1;
    }
    return { ...this.memo.stats(), dense, shared, within };
  }

  /** The arena the memos' arrays come from (docs/search.md#memo-memory). */
  arenaStats(): ArenaStats {
    return this.arena.stats();
  }

  /** Reads the matches of the concepts' parts into the memo (search.service.ts warmSearchWords). */
  warm(concepts: readonly IndexConcept[]): void {
    this.arena.settle();
    // Every slab the budgets allow, in one buffer (288 MB at 100,000 jobs, 2.1 GB at a million): one
    // full collection now, not one per 64 MB while the memos fill under traffic. As many bytes as the
    // memos' per-job budgets come to (141 MB at 100,000 jobs, 1.4 GB at a million) are given memory
    // now, not a page fault at a time while the first searches carve them (docs/search.md#pages-touched).
    const docs = this.docs.size;
    this.arena.reserve(Number.POSITIVE_INFINITY, this.memo.perDoc(docs) + this.rankedMemo.perDoc(docs) + this.lists.perDoc(docs));
    const scratch = this.borrow();
    try {
      // The catalogue's most common words will be searched again: dense at once, not at their first search.
      for (const concept of concepts) {
        for (const group of concept.groups) for (const part of group.parts) this.densified(partKey(part), this.partMatches(part, scratch));
      }
    } finally {
      this.giveBack(scratch);
    }
  }

  /** A byte per document, all 0, never written: read where a part is missing. */
  private zeros(): Uint8Array {
    if (this.zeroBytes.length < this.docs.alive.length) this.zeroBytes = new Uint8Array(this.docs.alive.length);
    return this.zeroBytes;
  }

  /** A byte per document, all 0: a spare one cleared, or a new one. */
  private borrow(): Uint8Array {
    const size = this.docs.size;
    const spare = this.spare.pop();
    return spare && spare.length >= size ? spare.fill(0, 0, size) : new Uint8Array(this.docs.alive.length);
  }

  private giveBack(array: Uint8Array): void {
    if (this.spare.length < MAX_SPARE) this.spare.push(array);
  }

  /** The reused arrays (Evaluation), one element per document at least. */
  private reusedArrays(): SearchIndex['reused'] {
    const size = this.docs.alive.length;
    if (this.reused.candidates.length < size) {
      this.reused = {
        candidates: new Int32Array(size),
        scores: new Float64Array(size),
        covered: new Uint8Array(size),
        exactly: new Uint8Array(size),
        keys: new Float64Array(size),
        docs: new Int32Array(size),
        sets: new Uint8Array(size),
      };
    }
    return this.reused;
  }

  /** What each label-set byte is worth in a group of this factor: its best field's score (docs/search.md#ranking) times the factor. */
  private valueTable(factor: number): Float64Array {
    let table = this.valueTables.get(factor);
    if (!table) {
      const { title, titleStem, skill, company, description } = this.scores;
      table = new Float64Array(128);
      for (let sets = 0; sets < 128; sets += 1) {
        const value = sets & SET.A ? (sets & SET.T ? title : titleStem) : sets & SET.B ? skill : sets & SET.C ? company : sets & SET.D ? description : 0;
        table[sets] = factor * value;
      }
      if (this.valueTables.size >= 1_024) this.valueTables.clear();
      this.valueTables.set(factor, table);
    }
    return table;
  }

  /** The ids of the jobs live at `nowMs`, newest first (as a list without a query shows them). */
  newestIds(nowMs: number): string[] {
    const d = this.docs;
    const ids: string[] = [];
    for (const doc of this.ordered()) if (d.until[doc]! > nowMs) ids.push(d.ids[doc]!);
    return ids;
  }

  /**
   * Whether a job live at `nowMs` matches the part in any of its label sets: what
   * search.repository.ts matchesAsTypedIn asks PostgreSQL (`search_vector @@ q` on active jobs).
   */
  matchesAny(part: QueryPart, nowMs: number): boolean {
    this.arena.settle();
    const d = this.docs;
    const scratch = this.borrow();
    try {
      const found = this.partMatches(part, scratch);
      for (let i = 0; i < found.docs.length; i += 1) {
        const doc = found.docs[i]!;
        if (found.sets[i]! & SET.ANY && d.until[doc]! > nowMs) return true;
      }
      return false;
    } finally {
      this.giveBack(scratch);
    }
  }

  /** Every live document with a property. */
  private propertyMatches(property: Property, test: (doc: number) => boolean): Matches {
    return this.remember(this.memo, `property|${JSON.stringify(property)}`, () => {
      const found: number[] = [];
      for (let doc = 0; doc < this.docs.size; doc += 1) if (this.docs.alive[doc] && test(doc)) found.push(doc);
      return { docs: Int32Array.from(found), sets: new Uint8Array(0) };
    }, matchesBytes);
  }

  /**
   * Calls `emit(doc, sets)` for every document the query node matches within the label sets
   * `allowed`: stemmed words answer for every set but the title as typed, which has its own keys.
   */
  private emit(node: QueryNode, allowed: number, only: Column | undefined, emit: (doc: number, sets: number) => void): void {
    if (allowed & ~SET.T) this.emitIn(node, '', allowed & ~SET.T, only, emit);
    if (allowed & SET.T) this.emitIn(node, TYPED, SET.T, only, emit);
  }

  /** `only`: when given, documents outside that column's code may be skipped (the caller ignores them). */
  private emitIn(node: QueryNode, space: string, allowed: number, only: Column | undefined, emit: (doc: number, sets: number) => void): void {
    switch (node.op) {
      case 'lexeme':
        for (const segment of this.segments) {
          for (const [from, to] of segment.ranges(space + node.lexeme, node.prefix)) {
            for (let j = from; j < to; j += 1) {
              const sets = SETS_OF_ANY[segment.labels[j]!]! & allowed;
              if (sets) emit(segment.docs[j]!, sets);
            }
          }
        }
        return;
      case 'or':
        for (const arg of node.args) this.emitIn(arg, space, allowed, only, emit);
        return;
      case 'and':
      case 'phrase':
        this.emitWords(node, space, allowed, only, emit);
        return;
      case 'not':
        // Never written by a search plan: its operands are words, phrases and prefixes.
        throw new Error('A negated tsquery is not supported by the search index');
    }
  }

  /**
   * All words of an `&` (anywhere), or a phrase (`a <-> b <2> c`: each word at its distance from the
   * first). Walks the rarest word's postings and looks the others up in the same document.
   */
  private emitWords(node: QueryNode, space: string, allowed: number, only: Column | undefined, emit: (doc: number, sets: number) => void): void {
    const words: { lexeme: string; prefix: boolean; offset: number }[] = [];
    const flatten = (n: QueryNode, offset: number): boolean => {
      if (n.op === 'lexeme') {
        words.push({ lexeme: space + n.lexeme, prefix: n.prefix, offset });
        return true;
      }
      if (node.op === 'and') return n === node && n.args.every((a) => flatten(a, 0));
      if (n.op !== 'phrase') return false;
      if (!flatten(n.left, offset)) return false;
      // The right side starts `distance` after the left side's last word.
      return flatten(n.right, words.at(-1)!.offset + n.distance);
    };
    if (!flatten(node, 0)) {
      // Only words are written by a search plan; anything else: each side, in memory.
      const args = node.op === 'and' ? node.args : node.op === 'phrase' ? [node.left, node.right] : [node];
      const maps = args.map((arg) => {
        const found = new Map<number, number>();
        this.emitIn(arg, space, allowed, only, (doc, sets) => found.set(doc, (found.get(doc) ?? 0) | sets));
        return found;
      });
      maps.sort((a, b) => a.size - b.size);
      for (const [doc, sets] of maps[0] ?? []) {
        let all = sets;
        for (const other of maps.slice(1)) all &= other.get(doc) ?? 0;
        if (all) emit(doc, all);
      }
      return;
    }
    const phrase = node.op === 'phrase';
    const offsets = Int32Array.from(words, (w) => w.offset);
    for (const segment of this.segments) {
      const ranges = words.map((w) => segment.ranges(w.lexeme, w.prefix));
      const sizes = ranges.map((r) => r.reduce((sum, [from, to]) => sum + to - from, 0));
      if (sizes.some((size) => size === 0)) continue;
      const driver = sizes.indexOf(Math.min(...sizes));
      const marked = markedWords(sizes, ranges.map((r) => r.length), driver);
      const marks = marked !== 0 ? this.borrow() : undefined;
      try {
        wordsIn(segment, ranges.map((r) => Int32Array.from(r.flat())), driver, offsets, phrase, allowed, only, marks, marked, emit);
      } finally {
        if (marks) this.giveBack(marks);
      }
    }
  }

  /** A property as a test on a document, its look-ups done once per search. */
  private propertyTest(property: Property): (doc: number) => boolean {
    const d = this.docs;
    switch (property.kind) {
      case 'place': {
        const codes = new Set(property.cities.map((c) => this.locations.find(c)).filter((c) => c !== undefined));
        return (doc) => codes.has(d.location[doc]!);
      }
      case 'workMode': {
        const mode = codeOf(MODES, property.mode);
        const remote = property.mode === 'remote';
        return (doc) => d.mode[doc] === mode || (remote && d.location[doc] === this.remote);
      }
      case 'type': {
        const codes = new Set([property.type, ...(property.related ?? [])].map((t) => codeOf(TYPES, t)));
        return (doc) => codes.has(d.type[doc]!);
      }
      case 'years': {
        const { years } = property;
        return property.orMore ? (doc) => d.experienceMax[doc]! >= years : (doc) => d.experienceMin[doc]! <= years && d.experienceMax[doc]! >= years;
      }
      case 'pay': {
        const { atLeast } = property;
        return (doc) => d.payMax[doc]! >= atLeast;
      }
      case 'fresher':
        return (doc) => d.experienceMin[doc] === 0;
      case 'paid':
        return (doc) => d.payMax[doc]! > 0;
      case 'unpaid':
        return (doc) => d.payMax[doc] === 0;
      case 'stipend':
        return (doc) => (d.flags[doc]! & STIPEND) !== 0 && d.payMax[doc]! > 0;
      case 'urgent':
        return (doc) => (d.flags[doc]! & URGENT) !== 0;
      case 'job':
      case 'student':
      case 'highPay':
        return () => true;
    }
  }

  /** 0..1 for a property (search.repository.ts propertyScore). */
  private propertyScorer(property: Property, matches: (doc: number) => boolean): (doc: number) => number {
    const d = this.docs;
    const internship = codeOf(TYPES, 'Internship');
    switch (property.kind) {
      case 'fresher':
        return (doc) => (d.experienceMin[doc] === 0 ? (d.type[doc] === internship ? 0.7 : 1) : 0);
      case 'job':
        return (doc) => (d.type[doc] === internship ? 0.5 : 1);
      case 'student': {
        const partTime = codeOf(TYPES, 'Part-time');
        return (doc) => (d.type[doc] === internship || d.type[doc] === partTime ? 1 : d.experienceMin[doc] === 0 ? 0.6 : 0.2);
      }
      case 'type': {
        const type = codeOf(TYPES, property.type);
        return (doc) => (d.type[doc] === type ? 1 : matches(doc) ? 0.6 : 0);
      }
      case 'years': {
        const { years } = property;
        if (property.orMore) return (doc) => (d.experienceMin[doc]! >= years ? 1 : matches(doc) ? 0.7 : 0);
        return (doc) => (matches(doc) ? (d.type[doc] === internship ? 0.5 : 1) : 0);
      }
      case 'highPay':
        return (doc) => Math.min(1, d.payMax[doc]! / 2_000_000);
      case 'pay': {
        const { atLeast } = property;
        return (doc) => (d.payMin[doc]! >= atLeast ? 1 : matches(doc) ? 0.7 : 0);
      }
      case 'stipend':
        return (doc) => (matches(doc) ? (d.type[doc] === internship ? 1 : 0.8) : 0);
      default:
        return (doc) => (matches(doc) ? 1 : 0);
    }
  }

  private filterOf(filters: IndexFilters): ((doc: number) => boolean) | undefined {
    const d = this.docs;
    const tests: ((doc: number) => boolean)[] = [];
    const codes = (values: readonly string[] | undefined, find: (v: string) => number | undefined) =>
      new Set((values ?? []).map(find).filter((c): c is number => c !== undefined));
    /** A code set as a table indexed by code: one typed-array read per document. */
    const table = (set: Set<number>) => {
      const t = new Uint8Array(Math.max(256, ...set) + 1);
      for (const c of set) t[c] = 1;
      return t;
    };
    if (filters.types?.length) {
      const allowed = table(codes(filters.types, (t) => codeOf(TYPES, t)));
      tests.push((doc) => allowed[d.type[doc]!] === 1);
    }
    if (filters.locations?.length) {
      const allowed = table(codes(filters.locations, (l) => this.locations.find(l.toLowerCase())));
      tests.push((doc) => allowed[d.location[doc]!] === 1);
    }
    if (filters.workModes?.length) {
      const allowed = table(codes(filters.workModes, (m) => codeOf(MODES, m)));
      tests.push((doc) => allowed[d.mode[doc]!] === 1);
    }
    if (filters.domains?.length) {
      // Each domain's members as a byte per job (indexValues): one read per domain asked for.
      this.ordered();
      const members = [...codes(filters.domains, (x) => this.domainNames.find(x.toLowerCase()))].map((c) => this.domainMembers.get(c));
      const present = members.filter((m) => m !== undefined);
      if (present.length === 0) tests.push(() => false);
      else if (present.length === 1) {
        const only = present[0]!;
        tests.push((doc) => only[doc] === 1);
      } else tests.push((doc) => present.some((m) => m[doc] === 1));
    }
    if (filters.companies?.length) {
      const set = codes(filters.companies, (c) => this.companies.find(c.toLowerCase()));
      tests.push((doc) => set.has(d.company[doc]!));
    }
    if (filters.companyId) {
      const id = filters.companyId;
      tests.push((doc) => d.companyIds[doc] === id);
    }
    if (filters.experience?.length) {
      const buckets = filters.experience.map((b) => experienceBuckets[b]);
      tests.push((doc) => buckets.some(({ min, max }) => (max === null ? d.experienceMax[doc]! >= min : d.experienceMin[doc]! < max && d.experienceMax[doc]! >= min)));
    }
    if (filters.salary?.length) {
      const buckets = filters.salary.map((b) => salaryBuckets[b]);
      tests.push(
        (doc) =>
          d.payMax[doc]! > 0 &&
          buckets.some(({ min, max }) =>
            max === null ? d.payMax[doc]! >= min * RUPEES_PER_LAKH : d.payMin[doc]! < max * RUPEES_PER_LAKH && d.payMax[doc]! >= min * RUPEES_PER_LAKH,
          ),
      );
    }
    const [a, b, c] = tests;
    if (tests.length === 0) return undefined;
    if (tests.length === 1) return a;
    if (tests.length === 2) return (doc) => a!(doc) && b!(doc);
    if (tests.length === 3) return (doc) => a!(doc) && b!(doc) && c!(doc);
    return (doc) => tests.every((t) => t(doc));
  }

  /** Newest first, then id descending (the list's order in SQL). */
  private newer = (a: number, b: number): number => {
    const d = this.docs;
    return d.posted[b]! - d.posted[a]! || (d.ids[a]! < d.ids[b]! ? 1 : d.ids[a]! > d.ids[b]! ? -1 : 0);
  };

  private ordered(): Int32Array {
    if (this.added.length > 0 || !this.newestFirst) {
      const added = Int32Array.from(this.added).sort(this.newer);
      const old = this.newestFirst ?? new Int32Array(0);
      const merged = new Int32Array(old.length + added.length);
      let i = 0;
      let k = 0;
      let m = 0;
      while (i < old.length || k < added.length) {
        const takeOld = k >= added.length || (i < old.length && this.newer(old[i]!, added[k]!) <= 0);
        const doc = takeOld ? old[i++]! : added[k++]!;
        if (this.docs.alive[doc]) merged[m++] = doc;
      }
      this.newestFirst = merged.slice(0, m);
      this.added = [];
      this.indexValues(this.newestFirst);
    }
    return this.newestFirst;
  }

  private indexValues(order: Int32Array): void {
    const d = this.docs;
    const location = new Map<number, number[]>();
    const type = new Map<number, number[]>();
    const mode = new Map<number, number[]>();
    const domain = new Map<number, number[]>();
    const put = (map: Map<number, number[]>, code: number, doc: number) => {
      const list = map.get(code);
      if (list) list.push(doc);
      else map.set(code, [doc]);
    };
    const rank = new Int32Array(d.alive.length);
    for (let r = 0; r < order.length; r += 1) {
      const doc = order[r]!;
      rank[doc] = r;
      put(location, d.location[doc]!, doc);
      put(type, d.type[doc]!, doc);
      put(mode, d.mode[doc]!, doc);
      for (const x of d.domains[doc]!) put(domain, x, doc);
    }
    const typed = (map: Map<number, number[]>) => new Map([...map].map(([code, docs]) => [code, Int32Array.from(docs)]));
    this.byValue = { location: typed(location), type: typed(type), mode: typed(mode), domain: typed(domain) };
    this.domainMembers = new Map(
      [...domain].map(([code, docs]) => {
        const member = new Uint8Array(d.alive.length);
        for (const doc of docs) member[doc] = 1;
        return [code, member];
      }),
    );
    this.rank = rank;
  }

  /**
   * A filter with one value in its narrowest dimension (location, type, work mode or domain), as a
   * test and a memo key: a search then memoises each part's matches within that value, so a word
   * asked for in Pune walks Pune's matches, not the whole catalogue's.
   */
  private sliceOf(filters: IndexFilters): Slice | undefined {
    this.ordered();
    const d = this.docs;
    const options: Slice[] = [];
    const location = oneCode(filters.locations, (l) => this.locations.find(l.toLowerCase()));
    if (location !== undefined) {
      options.push({
        dimension: 'locations',
        key: `@location:${location}`,
        has: (doc) => d.location[doc] === location,
        column: { values: d.location, code: location },
        docs: this.byValue.location.get(location) ?? NONE,
      });
    }
    const type = oneCode(filters.types, (t) => codeOf(TYPES, t));
    if (type !== undefined) {
      options.push({ dimension: 'types', key: `@type:${type}`, has: (doc) => d.type[doc] === type, column: { values: d.type, code: type }, docs: this.byValue.type.get(type) ?? NONE });
    }
    const mode = oneCode(filters.workModes, (m) => codeOf(MODES, m));
    if (mode !== undefined) {
      options.push({ dimension: 'workModes', key: `@mode:${mode}`, has: (doc) => d.mode[doc] === mode, column: { values: d.mode, code: mode }, docs: this.byValue.mode.get(mode) ?? NONE });
    }
    const domain = oneCode(filters.domains, (x) => this.domainNames.find(x.toLowerCase()));
    if (domain !== undefined) {
      options.push({ dimension: 'domains', key: `@domain:${domain}`, has: (doc) => d.domains[doc]!.includes(domain), docs: this.byValue.domain.get(domain) ?? NONE });
    }
    return options.sort((a, b) => a.docs.length - b.docs.length)[0];
  }

  /**
   * The jobs of the narrowest filter dimension (location, type, work mode or domain), newest first:
   * a superset of the filtered list, often far smaller than the catalogue. Undefined without one.
   */
  private filterDriver(filters: IndexFilters): Int32Array | undefined {
    const order = this.ordered();
    const dimensions: { map: Map<number, Int32Array>; codes: (number | undefined)[] }[] = [];
    if (filters.locations?.length) dimensions.push({ map: this.byValue.location, codes: filters.locations.map((l) => this.locations.find(l.toLowerCase())) });
    if (filters.types?.length) dimensions.push({ map: this.byValue.type, codes: filters.types.map((t) => codeOf(TYPES, t)) });
    if (filters.workModes?.length) dimensions.push({ map: this.byValue.mode, codes: filters.workModes.map((m) => codeOf(MODES, m)) });
    if (filters.domains?.length) dimensions.push({ map: this.byValue.domain, codes: filters.domains.map((x) => this.domainNames.find(x.toLowerCase())) });
    let best: Int32Array[] | undefined;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const { map, codes } of dimensions) {
      const lists = [...new Set(codes)].map((c) => (c === undefined ? undefined : map.get(c))).filter((l) => l !== undefined);
      const size = lists.reduce((sum, l) => sum + l.length, 0);
      if (size < bestSize) {
        best = lists;
        bestSize = size;
      }
    }
    if (!best) return undefined;
    if (best.length === 1) return best[0];
    // Several values: their lists merged in newest-first order (a job with two of the domains once).
    const ranks = new Int32Array(bestSize);
    let at = 0;
    for (const list of best) for (const doc of list) ranks[at++] = this.rank[doc]!;
    ranks.sort();
    const merged: number[] = [];
    for (let i = 0; i < ranks.length; i += 1) if (i === 0 || ranks[i] !== ranks[i - 1]) merged.push(order[ranks[i]!]!);
    return Int32Array.from(merged);
  }

  /**
   * A list without a query, by posting date: the page's ids and, with `count`, the total, counted up
   * to `bound` (more matches: `capped`, as search.repository.ts countJobs does in SQL). Read from the
   * filter's jobs (filtered): the page walks them to its end, the total is one binary search.
   */
  list(query: { filters: IndexFilters; nowMs: number; order: 'asc' | 'desc'; offset: number; limit: number; bound: number; count: boolean }): IndexList {
    this.arena.settle();
    const d = this.docs;
    const { docs: order, expiries } = this.filtered(query.filters);
    const end = query.offset + query.limit;
    const ids: string[] = [];
    let count = 0;
    let horizon = Number.POSITIVE_INFINITY;
    const n = order.length;
    for (let step = 0; step < n && count < end; step += 1) {
      const doc = order[query.order === 'desc' ? step : n - 1 - step]!;
      const until = d.until[doc]!;
      if (until <= query.nowMs) continue;
      if (count >= query.offset) ids.push(d.ids[doc]!);
      count += 1;
      if (until < horizon) horizon = until;
    }
    if (query.count) {
      ({ count, next: horizon } = liveAfter(expiries, query.nowMs));
    }
    return { ids, total: Math.min(count, query.bound), capped: count > query.bound, horizon };
  }

  /**
   * The jobs a list filter holds, expired or not, newest first, and their expiries ascending: how
   * many are live at any time is one binary search. Kept until a job changes (docs/search.md#list-totals).
   */
  private filtered(filters: IndexFilters): Filtered {
    return this.remember(this.lists, JSON.stringify(filters), () => {
      const order = this.filterDriver(filters) ?? this.ordered();
      const passes = this.filterOf(filters);
      const until = this.docs.until;
      // Written into the reused arrays, then copied into the arena's at their size.
      const { docs, keys: expiries } = this.reusedArrays();
      let at = 0;
      // The filters' narrow columns first: a job's expiry (8 bytes of an array of 8 MB at 1,000,000
      // jobs, read out of order) only for the jobs that pass them.
      for (let i = 0; i < order.length; i += 1) {
        const doc = order[i]!;
        if (passes !== undefined && !passes(doc)) continue;
        const expiry = until[doc]!;
        if (expiry === Number.NEGATIVE_INFINITY) continue;
        docs[at] = doc;
        expiries[at++] = expiry;
      }
      const kept = { docs: this.arena.ints(at), expiries: this.arena.floats(at) };
      kept.docs.set(docs.subarray(0, at));
      kept.expiries.set(expiries.subarray(0, at));
      kept.expiries.sort();
      return kept;
    }, (value) => value.docs.byteLength + value.expiries.byteLength);
  }

  /**
   * The answer to a search: counts as search.repository.ts countJobs makes them, and one page of ids.
   * The first KEPT_RANKED jobs of an answer are kept with its counts (docs/search.md#answers-kept):
   * another page of the same search, while no job has changed or expired, is read from them.
   */
  search(query: IndexSearch): IndexAnswer {
    this.arena.settle();
    this.searches += 1;
    const want = query.offset + query.limit;
    const key = `${this.conceptsKey(query.concepts)}|${query.minCoverage}|${query.bound}|${query.order.field}:${query.order.order}|${JSON.stringify(query.filters)}`;
    const epoch = this.epoch(query.nowMs);
    let kept = this.answers.get(key);
    if (kept && kept.epoch === epoch && (want <= kept.docs.length || (kept.docs.length === kept.total && !kept.capped))) {
      this.answers.delete(key);
      this.answers.set(key, kept);
    } else {
      const first = { ...query, offset: 0, limit: Math.max(want, KEPT_RANKED) };
      const found = query.order.field === 'relevance' ? this.rankedSearch(first) : this.searchFrom(first, true);
      // Bounded as a list's total is (docs/product/catalogue.md#totals): past the bound, the bound.
      const bound = query.bound;
      const capped = found.total > bound;
      kept = { epoch, ...found, capped, total: Math.min(found.total, bound), strict: Math.min(found.strict, bound), exact: Math.min(found.exact, bound) };
      this.answers.set(key, kept);
      if (this.answers.size > MAX_KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    }
    const ids = kept.docs.slice(query.offset, want).map((doc) => this.docs.ids[doc]!);
    return { total: kept.total, capped: kept.capped, strict: kept.strict, exact: kept.exact, ids, horizon: kept.horizon };
  }

  /** Whether a search was asked before (it then no longer counts as asked once); notes it otherwise. */
  private askedBefore(key: string): boolean {
    if (this.asked.delete(key)) return true;
    this.asked.add(key);
    if (this.asked.size > MAX_ASKED) this.asked.delete(this.asked.values().next().value!);
    return false;
  }

  /**
   * What a list of concepts searches for, as a short key: the same number for the same weights, parts
   * and properties (kept per list: a kept plan's concepts are one object). Written out, a prefix or a
   * misspelling's alternatives make a key of thousands of characters, hashed at every look-up.
   */
  private conceptsKey(concepts: readonly IndexConcept[]): string {
    let key = this.conceptKeys.get(concepts);
    if (key === undefined) {
      const text = concepts
        .map((c) => `${c.weight}/${c.narrows ? 1 : 0}/${c.property ? JSON.stringify(c.property) : ''}/${c.groups.map((g) => `${g.factor}:${g.parts.map((p) => `${p.sets}|${p.key}`).join(',')}`).join(';')}`)
        .join('#');
      key = this.conceptNumbers.get(text);
      if (key === undefined) {
        // Numbers are never given twice: a key forgotten here cannot come back meaning other concepts.
        if (this.conceptNumbers.size >= MAX_CONCEPT_NUMBERS) this.conceptNumbers.clear();
        key = `c${(this.conceptsNumbered += 1)}`;
        this.conceptNumbers.set(text, key);
      }
      this.conceptKeys.set(concepts, key);
    }
    return key;
  }

  /** The coverage a job needs to be in a strict answer (docs/search.md#ranking): 0 for a query of one concept. */
  private strictBarOf(query: Pick<IndexSearch, 'concepts' | 'minCoverage'>): number {
    const totalWeight = query.concepts.reduce((sum, c) => sum + c.weight, 0);
    return query.concepts.length >= 2 && query.minCoverage > 0 ? query.minCoverage * totalWeight - COVERAGE_EPSILON : 0;
  }

  /**
   * The narrowing concepts whose matches bring jobs into reach (docs/search.md#which-jobs-are-walked):
   * all of them, or with `prune` only the heavier ones when the lightest together (with every concept
   * that only orders, which each job counts in full) weigh less than the bar, so that a job matching
   * only those cannot be in a strict answer. A margin above COVERAGE_EPSILON keeps sums made in another
   * order on the safe side.
   */
  private reaching(concepts: readonly IndexConcept[], strictBar: number, prune: boolean): boolean[] {
    const reach = concepts.map((c) => c.narrows);
    if (!prune || strictBar <= 0) return reach;
    let light = concepts.reduce((sum, c) => (c.narrows ? sum : sum + c.weight), 0);
    const byWeight = concepts.map((c, ci) => ci).filter((ci) => concepts[ci]!.narrows).sort((a, b) => concepts[a]!.weight - concepts[b]!.weight);
    // At least one concept always reaches: with none, nothing could be covered.
    for (const ci of byWeight.slice(0, -1)) {
      light += concepts[ci]!.weight;
      if (light >= strictBar - COVERAGE_EPSILON) break;
      reach[ci] = false;
    }
    return reach;
  }

  /**
   * What the concepts make of the jobs they reach: which jobs are candidates (those `include` takes,
   * found through the slice's lists of each part, or by walking `driver`), and each one's score,
   * coverage and whether it matches every concept. With `prune`, only the heavier concepts bring
   * jobs into reach (reaching); with `timed`, the earliest expiry among the jobs walked is read too.
   */
  private evaluate(
    query: Pick<IndexSearch, 'concepts' | 'minCoverage' | 'nowMs'>,
    slice: Slice | undefined,
    driver: Int32Array | undefined,
    include: (doc: number) => boolean,
    prune: boolean,
    timed: boolean,
  ): Evaluation {
    const d = this.docs;
    const n = d.size;
    const now = query.nowMs;
    const reused = this.reusedArrays();
    const until = d.until;
    const tests = query.concepts.map((c) => (c.property ? this.propertyTest(c.property) : undefined));
    const scorers = query.concepts.map((c, ci) => (c.property ? this.propertyScorer(c.property, tests[ci]!) : undefined));

    // Per concept and factor group: the label sets each document matches in.
    const taken: Uint8Array[] = [];
    const take = () => {
      const fresh = this.borrow();
      taken.push(fresh);
      return fresh;
    };
    // 1: a candidate in the answer's reach; 2: matched, but filtered out or expired.
    const seen = take();
    const candidates = reused.candidates;
    let m = 0;
    const narrowing = query.concepts.filter((c) => c.narrows);
    const strictBar = this.strictBarOf(query);
    const reach = this.reaching(query.concepts, strictBar, prune);
    const pruned = reach.some((r, ci) => !r && query.concepts[ci]!.narrows);
    // The earliest expiry among the jobs walked: the answer holds until then (walked: a superset of
    // the answer, so never later than its own). Taken from the parts' kept horizons where the
    // candidates come from the parts, else read per candidate (`dated`).
    let horizon = Number.POSITIVE_INFINITY;
    let dated = timed;
    const consider = (doc: number) => {
      if (seen[doc] !== 0) return;
      if (include(doc)) {
        seen[doc] = 1;
        candidates[m++] = doc;
        if (dated && until[doc]! < horizon) horizon = until[doc]!;
      } else seen[doc] = 2;
    };
    // Per concept and factor group, where to read the label sets a document matches in: the dense
    // arrays of common parts as they are, the rare parts scattered into one scratch array.
    let scratch: Uint8Array | undefined;
    const sources: Uint8Array[][][] = [];
    const lists: Matches[] = [];
    let listed = 0;
    // A part's matches within the slice (all of them without one): the candidates the part brings.
    const matchesOf = (part: QueryPart, all: Matches): Matches => {
      if (!slice || all.within !== undefined) return all;
      // Kept (`keep`): in arrays of the arena, given back when the memo lets go of them.
      const within = (keep: boolean) => {
        const dense = all.dense;
        const { docs, sets } = reused;
        let at = 0;
        if (dense && slice.docs.length < all.docs.length) {
          // A common word in a smaller slice: walk the slice's jobs and read the word's sets of each.
          const inSlice = this.inDocOrder(slice.docs);
          for (let i = 0; i < inSlice.length; i += 1) {
            const doc = inSlice[i]!;
            const found = dense[doc]!;
            if (found === 0) continue;
            docs[at] = doc;
            sets[at++] = found;
          }
        } else if (slice.column) {
          // The slice's test inline (a call per match was a twentieth of bench T's time at 1,000,000 jobs).
          const { values, code } = slice.column;
          for (let i = 0; i < all.docs.length; i += 1) {
            if (values[all.docs[i]!] !== code) continue;
            docs[at] = all.docs[i]!;
            sets[at++] = all.sets[i]!;
          }
        } else {
          for (let i = 0; i < all.docs.length; i += 1) {
            if (!slice.has(all.docs[i]!)) continue;
            docs[at] = all.docs[i]!;
            sets[at++] = all.sets[i]!;
          }
        }
        if (!keep) return { docs: docs.slice(0, at), sets: sets.slice(0, at) };
        const kept = { docs: this.arena.ints(at), sets: this.arena.bytes(at) };
        kept.docs.set(docs.subarray(0, at));
        kept.sets.set(sets.subarray(0, at));
        return kept;
      };
      return all.docs.length < 64 ? within(false) : this.remember(this.memo, sliceKey(part, slice), () => within(true), matchesBytes);
    };
    query.concepts.forEach((concept, ci) => {
      sources.push(
        concept.groups.map((group) => {
          const arrays: Uint8Array[] = [];
          let sparse: Uint8Array | undefined;
          if (!concept.narrows) return arrays;
          for (const part of group.parts) {
            scratch ??= take();
            const all = this.partMatchesIn(part, slice, scratch);
            // A candidate's label sets are read from the whole catalogue's dense array where the part
            // has one: the candidates are within the slice anyway, so a concept that brings none
            // needs no slice of its matches, and none is scattered (docs/search.md#dense-read-whole).
            if (all.dense && !reach[ci]) {
              arrays.push(all.dense);
              continue;
            }
            const found = matchesOf(part, all);
            if (reach[ci]) {
              lists.push(found);
              listed += found.docs.length;
            }
            if (all.dense) {
              arrays.push(all.dense);
              continue;
            }
            sparse ??= take();
            for (let i = 0; i < found.docs.length; i += 1) sparse[found.docs[i]!]! |= found.sets[i]!;
          }
          if (sparse) arrays.push(sparse);
          return arrays;
        }),
      );
    });
    const narrowArrays = query.concepts.flatMap((c, ci) => (reach[ci] ? sources[ci]!.flat() : []));
    const narrowTests = query.concepts.flatMap((c, ci) => (reach[ci] && c.property ? [tests[ci]!] : []));
    if (narrowing.length === 0) {
      if (driver) for (const doc of driver) consider(doc);
      else for (let doc = 0; doc < n; doc += 1) consider(doc);
    } else if (driver && (driver.length * (1 + narrowArrays.length) < listed || narrowTests.length > 0)) {
      // A filter narrower than the words: walk its jobs, and ask each whether it matches any part.
      for (const doc of driver) {
        let hit = false;
        for (const array of narrowArrays) if (array[doc]! & SET.ANY) hit = true;
        for (const matches of narrowTests) if (!hit && matches(doc)) hit = true;
        if (hit) consider(doc);
      }
    } else {
      dated = false;
      for (const found of lists) {
        if (timed) horizon = Math.min(horizon, this.horizonOf(found, now));
        for (let i = 0; i < found.docs.length; i += 1) if (found.sets[i]! & SET.ANY) consider(found.docs[i]!);
      }
      query.concepts.forEach((concept, ci) => {
        if (!reach[ci] || !concept.property) return;
        const found = this.propertyMatches(concept.property, tests[ci]!);
        if (timed) horizon = Math.min(horizon, this.horizonOf(found, now));
        for (const doc of found.docs) if (!slice || slice.has(doc)) consider(doc);
      });
    }
    // What only orders the answer (the phrase of words typed side by side), read for the candidates
    // from its matches in the whole catalogue, memoised: the same words in another city, on another
    // page or ranked at their second asking read them again, where a look-up for the candidates
    // alone walked the rarest word's postings each time (docs/search.md#phrases-memoised).
    query.concepts.forEach((concept, ci) => {
      if (concept.narrows) return;
      concept.groups.forEach((group, gi) => {
        const sets = take();
        sources[ci]![gi]!.push(sets);
        for (const part of group.parts) {
          scratch ??= take();
          const found = this.partMatchesIn(part, slice, scratch);
          for (let i = 0; i < found.docs.length; i += 1) {
            const doc = found.docs[i]!;
            if (seen[doc] === 1) sets[doc]! |= found.sets[i]!;
          }
        }
      });
    });

    const judge = this.judgeOf(query, sources, scorers, tests, strictBar);
    const { covered, exactly, scores } = reused;
    const score = new Float64Array(1);
    let strict = 0;
    for (let c = 0; c < m; c += 1) {
      const flags = judge(candidates[c]!, score);
      covered[c] = flags & COVERED;
      strict += flags & COVERED;
      exactly[c] = (flags & EXACT) >> 1;
      scores[c] = score[0]!;
    }

    for (const array of taken) this.giveBack(array);
    return {
      candidates: candidates.subarray(0, m),
      scores: scores.subarray(0, m),
      covered: covered.subarray(0, m),
      exactly: exactly.subarray(0, m),
      strict,
      pruned,
      horizon,
    };
  }

  /**
   * The rule that scores a job under a query's concepts (docs/search.md#ranking), given where each
   * concept's factor groups read a job's label sets (`sources`): the job's score, written to
   * `score[0]`, and its flags: COVERED (it covers enough of the query), EXACT (it matches every
   * concept that narrows). Scores are rounded so that sums made in a different order rank alike
   * (PostgreSQL computes them in numeric).
   */
  private judgeOf(
    query: Pick<IndexSearch, 'concepts'>,
    sources: readonly Uint8Array[][][],
    scorers: readonly (((doc: number) => number) | undefined)[],
    tests: readonly (((doc: number) => boolean) | undefined)[],
    strictBar: number,
  ): (doc: number, score: Float64Array) => number {
    const concepts = query.concepts;
    const totalWeight = concepts.reduce((sum, c) => sum + c.weight, 0);
    // What each label-set byte is worth in each factor group: one table look-up per group and job.
    const tables = concepts.map((c) => c.groups.map((g) => this.valueTable(g.factor)));
    return (doc, out) => {
      let coverage = 0;
      let all = 1;
      let score = 0;
      for (let ci = 0; ci < concepts.length; ci += 1) {
        const concept = concepts[ci]!;
        const groups = sources[ci]!;
        const values = tables[ci]!;
        let sets = 0;
        let best = 0;
        for (let gi = 0; gi < groups.length; gi += 1) {
          const found = setsAt(groups[gi]!, doc);
          sets |= found;
          const value = values[gi]![found]!;
          if (value > best) best = value;
        }
        const scorer = scorers[ci];
        if (scorer) {
          const value = scorer(doc);
          if (value > best) best = value;
        }
        score += concept.weight * best;
        if (!concept.narrows) {
          coverage += concept.weight;
          continue;
        }
        const has = scorer !== undefined && tests[ci]!(doc);
        if (sets & SET.HEAD || has) coverage += concept.weight;
        else if (sets & SET.ANY) coverage += concept.weight / 2;
        if (!(sets & SET.ANY) && !has) all = 0;
      }
      out[0] = Math.round((score / totalWeight) * 1e9) / 1e9;
      return (coverage >= strictBar ? COVERED : 0) | (all ? EXACT : 0);
    };
  }

  /**
   * The best score any job could have under a query's concepts: judgeOf's sum with each concept at
   * its best value (a property's scorer gives at most 1). Every job's score is at most this one,
   * summed and rounded the same way.
   */
  private bestScore(query: Pick<IndexSearch, 'concepts'>): number {
    const concepts = query.concepts;
    const totalWeight = concepts.reduce((sum, c) => sum + c.weight, 0);
    let score = 0;
    for (const concept of concepts) {
      let best = concept.property ? 1 : 0;
      for (const group of concept.groups) for (const value of this.valueTable(group.factor)) if (value > best) best = value;
      score += concept.weight * best;
    }
    return Math.round((score / totalWeight) * 1e9) / 1e9;
  }

  /**
   * A search of one word (one concept that narrows, no property) by relevance, its first asking,
   * when the word is common among the jobs walked (docs/search.md#walked-by-tier): the filter's jobs
   * (`driver`, newest first) are walked once, each one's label sets read per factor group, and its
   * score is a tier, the place of its value among the values the groups can take, best first. The
   * first `want` jobs of each tier, met newest first, are the page's candidates; the total is every
   * job met. No candidate list, no scores, no heap, no slice of the word's matches. Undefined when the
   * search is not of that shape, or its matches among the walked jobs look few: then scoring them
   * (evaluate) reads less.
   */
  private walkedByTier(query: IndexSearch, { driver, slice, passes, live, place }: Walk): RankedAnswer | undefined {
    const concept = query.concepts[0]!;
    if (query.concepts.length !== 1 || !concept.narrows || concept.property) return undefined;
    const n = this.docs.size;
    const scratch = this.borrow();
    const taken = [scratch];
    try {
      const found = concept.groups.map((group) => group.parts.map((part) => this.partMatchesIn(part, slice, scratch)));
      let listed = 0;
      for (const group of found) for (const matches of group) listed += this.spreadOf(matches, driver);
      // Matches spread like the catalogue's: about listed × driver.length / n of them among the jobs walked.
      if (listed * WALK_SHARE < n) return undefined;
      const arrays = this.readers(found, taken);
      const { tiers: count, tierOf } = this.tiersOf(concept);
      const want = query.offset + query.limit;
      // A job's tier, or -1: not live, matching no part anywhere, or failing the other filters.
      const plain = this.plainTiers(arrays, tierOf, live);
      const tierAt = this.tierReader(arrays, tierOf, count, live, passes, plain);
      // With no other filter to test, the walks read the common shape inline.
      const inline = passes === undefined ? plain : undefined;
      // Known past the bound already (liveAtLeast), the walk stops once the page is settled.
      const atLeast = place === undefined ? 0 : this.liveAtLeast(found, place, query.nowMs, query.bound);
      const { total, docs, settled, read } =
        atLeast > query.bound
          ? this.tiersUntilSettled(driver, tierAt, count, want, -1, inline)
          : listed * driver.length > query.bound * n
            ? this.tiersUntilSettled(driver, tierAt, count, want, query.bound, inline)
            : this.tiersCounted(driver, tierAt, count, want, inline);
      this.noteWalk(this.walks.byTier, read, settled);
      // The earliest expiry among the word's jobs, as evaluate takes it: kept with each part's matches.
      let horizon = Number.POSITIVE_INFINITY;
      for (const group of found) for (const matches of group) horizon = Math.min(horizon, this.horizonOf(matches, query.nowMs));
      // One concept: every job met matches it, and covers it. A walk stopped early counted at least `atLeast`.
      const counted = Math.max(total, atLeast);
      return { total: counted, strict: counted, exact: counted, docs: docs.slice(query.offset), horizon, settled };
    } finally {
      for (const array of taken) this.giveBack(array);
    }
  }

  /**
   * A search of one property that scores every job having it alike ("bangalore", "work from home",
   * "paid": PLAIN_PROPERTIES), by relevance, its first asking (docs/search.md#one-property-walked):
   * its answer is the filter's jobs that have the property, newest first, as a list's is. The
   * filter's jobs (`driver`) are walked newest first until the count has passed the bound and the
   * page is complete (the total is then the bound), or to the end (counted exactly); no job's
   * property is read beyond that, where evaluate tested every job of the catalogue and scored each.
   */
  private walkedByProperty(query: IndexSearch, { driver, passes, live }: Walk): RankedAnswer | undefined {
    const concept = query.concepts[0]!;
    const property = concept.property;
    if (query.concepts.length !== 1 || !concept.narrows || !property || concept.groups.length > 0 || !PLAIN_PROPERTIES.has(property.kind)) return undefined;
    const test = this.propertyTest(property);
    const tierAt = (doc: number) => (live[doc] === 1 && test(doc) && (passes === undefined || passes(doc)) ? 0 : -1);
    const want = query.offset + query.limit;
    const { total, docs, settled, read } = this.tiersUntilSettled(driver, tierAt, 1, want, query.bound);
    this.noteWalk(this.walks.byTier, read, settled);
    // The catalogue's next expiry: no later than that of any job walked.
    return { total, strict: total, exact: total, docs: docs.slice(query.offset), horizon: this.liveTo, settled };
  }

  /**
   * Per factor group of a walk (walkedByTier, walkedByScore), the arrays that give every job's label
   * sets, as evaluate's sources: the parts' dense arrays as they are, the rest of the group's matches
   * scattered into one array borrowed for the walk (added to `taken`, to be given back).
   */
  private readers(groups: readonly (readonly Matches[])[], taken: Uint8Array[]): Uint8Array[][] {
    return groups.map((group) => {
      const read: Uint8Array[] = [];
      let sparse: Uint8Array | undefined;
      for (const matches of group) {
        if (matches.dense) {
          read.push(matches.dense);
          continue;
        }
        if (!sparse) {
          sparse = this.borrow();
          taken.push(sparse);
          read.push(sparse);
        }
        for (let i = 0; i < matches.docs.length; i += 1) sparse[matches.docs[i]!]! |= matches.sets[i]!;
      }
      return read;
    });
  }

  /**
   * A search of several concepts by relevance, its first asking, whose matches among the jobs walked
   * are expected to pass the count bound (docs/search.md#walked-by-score). The filter's jobs
   * (`driver`, newest first) are walked once; each one live, passing the other filters and matching
   * a concept that brings jobs into reach (reaching) is scored as evaluate scores it (judgeOf). The
   * walk stops once more jobs than the bound cover enough, one of them matches every concept, and
   * `offset + limit` of them have the best score any job can have (bestScore): every job met later
   * is older, so none of them could enter the page, and the total is a count past the bound, which
   * the answer reports as the bound. Undefined when the search is not of that shape (a property
   * brings jobs into reach), its matches among the walked jobs look fewer than the bound (then
   * evaluate reads less), or no job covers enough (the relaxed answer is evaluate's).
   */
  private walkedByScore(query: IndexSearch, { driver, slice, passes, live, place }: Walk): RankedAnswer | undefined {
    const concepts = query.concepts;
    if (concepts.length < 2) return undefined;
    const strictBar = this.strictBarOf(query);
    const reach = this.reaching(concepts, strictBar, true);
    if (concepts.some((c, ci) => reach[ci] && c.property)) return undefined;
    const n = this.docs.size;
    const scratch = this.borrow();
    const taken = [scratch];
    try {
      const found = concepts.map((c) => c.groups.map((group) => group.parts.map((part) => this.partMatchesIn(part, slice, scratch))));
      let listed = 0;
      found.forEach((groups, ci) => {
        if (reach[ci]) for (const group of groups) for (const matches of group) listed += this.spreadOf(matches, driver);
      });
      if (listed * driver.length <= query.bound * n) return undefined;
      // Known past the bound already: a concept that covers the query alone where it is in a job's
      // head, with the concepts that only order (counted in full), gives a floor (liveAtLeast).
      const ordering = concepts.reduce((sum, c) => (c.narrows ? sum : sum + c.weight), 0);
      let atLeast = 0;
      concepts.forEach((c, ci) => {
        if (place !== undefined && reach[ci] && c.weight + ordering >= strictBar) {
          atLeast = Math.max(atLeast, this.liveAtLeast(found[ci]!, place, query.nowMs, query.bound, SET.HEAD));
        }
      });
      const past = atLeast > query.bound;
      const sources = found.map((groups) => this.readers(groups, taken));
      const reachArrays = sources.flatMap((groups, ci) => (reach[ci] ? groups.flat() : []));
      const tests = concepts.map((c) => (c.property ? this.propertyTest(c.property) : undefined));
      const scorers = concepts.map((c, ci) => (c.property ? this.propertyScorer(c.property, tests[ci]!) : undefined));
      const judge = this.judgeOf(query, sources, scorers, tests, strictBar);
      const top = this.bestScore(query);
      const want = query.offset + query.limit;
      const { candidates, scores } = this.reusedArrays();
      const score = new Float64Array(1);
      let strict = 0;
      let exact = 0;
      let atTop = 0;
      let read = 0;
      while (read < driver.length) {
        const doc = driver[read++]!;
        if (live[doc] !== 1) continue;
        let any = 0;
        for (let a = 0; a < reachArrays.length; a += 1) any |= reachArrays[a]![doc]!;
        if (!(any & SET.ANY) || (passes !== undefined && !passes(doc))) continue;
        const flags = judge(doc, score);
        if (flags & EXACT) exact += 1;
        if (!(flags & COVERED)) continue;
        candidates[strict] = doc;
        scores[strict++] = score[0]!;
        if (score[0]! >= top) atTop += 1;
        if (atTop >= want && (past || strict > query.bound) && exact > 0) break;
      }
      this.noteWalk(this.walks.byScore, read, read < driver.length);
      if (strict === 0) return undefined;
      // The earliest expiry among the reaching parts' jobs, as evaluate takes it: kept with each part's matches.
      let horizon = Number.POSITIVE_INFINITY;
      found.forEach((groups, ci) => {
        if (reach[ci]) for (const group of groups) for (const matches of group) horizon = Math.min(horizon, this.horizonOf(matches, query.nowMs));
      });
      const docs = this.page(candidates.subarray(0, strict), scores.subarray(0, strict), query.order, query.offset, query.limit);
      // A walk stopped early counted at least `atLeast`.
      const counted = Math.max(strict, atLeast);
      return { total: counted, strict: counted, exact, docs, horizon, settled: read < driver.length };
    } finally {
      for (const array of taken) this.giveBack(array);
    }
  }

  /**
   * walkedByTier's walk of a search expected to match fewer jobs than the bound: every job counted,
   * in document order (the arrays read front to back), then a walk newest first until the page has
   * each tier's share.
   */
  private tiersCounted(driver: Int32Array, tierAt: (doc: number) => number, count: number, want: number, plain?: PlainTiers): TierWalk {
    const met = new Int32Array(count);
    let total = 0;
    const inOrder = driver === this.ordered() ? undefined : this.inDocOrder(driver);
    const end = inOrder ? inOrder.length : this.docs.size;
    if (plain) {
      // The common shape read inline, not through tierAt per job: at a million jobs a common word
      // counted over a big city took 0.65–0.8 ms instead of 1.1–1.3 (bench/RESULTS.md, 2026-12-02 22:02Z).
      const { first, second, tierOfSets, live } = plain;
      for (let i = 0; i < end; i += 1) {
        const doc = inOrder ? inOrder[i]! : i;
        const sets = first[doc]! | second[doc]!;
        if (!(sets & SET.ANY) || live[doc] !== 1) continue;
        met[tierOfSets[sets]!]! += 1;
        total += 1;
      }
    } else {
      for (let i = 0; i < end; i += 1) {
        const tier = tierAt(inOrder ? inOrder[i]! : i);
        if (tier < 0) continue;
        met[tier]! += 1;
        total += 1;
      }
    }
    // How many of each tier the page takes, best tier first; then a walk newest first until it has them.
    const quota = new Int32Array(count);
    let missing = 0;
    for (let t = 0; t < count && missing < want; t += 1) {
      quota[t] = Math.min(met[t]!, want - missing);
      missing += quota[t]!;
    }
    const firsts = Array.from(quota, (q) => new Int32Array(q));
    const got = new Int32Array(count);
    let i = 0;
    for (; i < driver.length && missing > 0; i += 1) {
      const doc = driver[i]!;
      const tier = tierAt(doc);
      if (tier < 0 || got[tier]! >= quota[tier]!) continue;
      firsts[tier]![got[tier]!++] = doc;
      missing -= 1;
    }
    const docs: number[] = [];
    for (const tier of firsts) for (const doc of tier) docs.push(doc);
    return { total, docs, settled: false, read: end + i };
  }

  /**
   * walkedByTier's walk of a search expected to match more jobs than the bound (docs/search.md#walked-by-tier):
   * one walk newest first, each tier's first `want` jobs kept, that stops once the count has passed
   * the bound and the best tier has `want` jobs (every job met later is older: the page is settled).
   * The total is then a count past the bound, which the answer reports as the bound. With a bound of
   * -1 (the count known past it already: liveAtLeast), it stops once the best tier has them.
   */
  private tiersUntilSettled(driver: Int32Array, tierAt: (doc: number) => number, count: number, want: number, bound: number, plain?: PlainTiers): TierWalk {
    const met = new Int32Array(count);
    const firsts: number[][] = Array.from({ length: count }, () => []);
    let total = 0;
    const { first, second, tierOfSets, live } = plain ?? {};
    for (let i = 0; i < driver.length; i += 1) {
      const doc = driver[i]!;
      let tier: number;
      if (plain) {
        // The common shape read inline, as tiersCounted reads it.
        const sets = first![doc]! | second![doc]!;
        tier = sets & SET.ANY && live![doc] === 1 ? tierOfSets![sets]! : -1;
      } else tier = tierAt(doc);
      if (tier < 0) continue;
      total += 1;
      if (met[tier]!++ < want) firsts[tier]!.push(doc);
      if (total > bound && met[0]! >= want) return { total, docs: firsts.flat().slice(0, want), settled: true, read: i + 1 };
    }
    return { total, docs: firsts.flat().slice(0, want), settled: false, read: driver.length };
  }

  /** Notes a walk in its kind's stats (walkStats). */
  private noteWalk(stats: WalkStats, read: number, settled: boolean): void {
    stats.searches += 1;
    stats.read += read;
    if (settled) stats.settled += 1;
  }

  /**
   * At least how many live jobs of a place (placeOf: a city or all, a type or all) match a
   * one-concept search (docs/search.md#known-past-the-bound): its most numerous part's matches there
   * less the place's jobs not live now, each part's counted once and kept with its matches. 0 when no
   * part has more than `over` matches anywhere: then the bound could not be passed that way. With
   * `set` SET.HEAD, only its matches in the head count.
   */
  private liveAtLeast(found: readonly (readonly Matches[])[], place: number, now: number, over: number, set: number = SET.ANY): number {
    let atLeast = 0;
    let notLive: Int32Array | undefined;
    for (const group of found) {
      for (const matches of group) {
        if (matches.docs.length <= over) continue;
        const counts = this.placeCounts(matches, set);
        notLive ??= this.notLiveCounts(now);
        if (place < counts.length && place < notLive.length) atLeast = Math.max(atLeast, counts[place]! - notLive[place]!);
      }
    }
    return atLeast;
  }

  /**
   * Counts per place (placeOf), of which the caller's own loop has counted each document in its
   * location and type ([(code + 1) × TYPE_SLOTS + type code + 1]); summed here for each
   * location of any type ([(code + 1) × TYPE_SLOTS]), each type in any location ([type code + 1]) and
   * all ([0]). A loop of the caller's, not a function called per document: at a million jobs the 280
   * parts with more than 10,000 matches took 260–380 ms to count through a callback, 120–150 ms so.
   */
  private countedByPlace(counts: Int32Array): Int32Array {
    for (let l = 1; l <= this.locations.size; l += 1) {
      for (let t = 1; t < TYPE_SLOTS; t += 1) {
        const count = counts[l * TYPE_SLOTS + t]!;
        counts[l * TYPE_SLOTS]! += count;
        counts[t]! += count;
        counts[0]! += count;
      }
    }
    return counts;
  }

  /**
   * The place (countedByPlace) that a search's filters name when they are a city or none and a type
   * or none, each one value in the catalogue: every job there passes them. Undefined with any other
   * filter, or values naming several places or none the catalogue holds.
   */
  private placeOf(filters: IndexFilters): number | undefined {
    const { types, locations, ...others } = filters;
    if (Object.values(others).some((v) => v !== undefined && (!Array.isArray(v) || v.length > 0))) return undefined;
    /** 0 for no filter, the one code + 1, or undefined. */
    const slot = (values: readonly string[] | undefined, find: (v: string) => number | undefined) => {
      if (!values?.length) return 0;
      const code = oneCode(values, find);
      return code === undefined ? undefined : code + 1;
    };
    const l = slot(locations, (x) => this.locations.find(x.toLowerCase()));
    const t = slot(types, (x) => (TYPES.includes(x) ? codeOf(TYPES, x) : undefined));
    return l === undefined || t === undefined ? undefined : l * TYPE_SLOTS + t;
  }

  /**
   * Of a part's matches in some field (SET.ANY) or in the head (SET.HEAD), dead and expired ones
   * too: how many per place (countedByPlace). Counted once, kept with the matches.
   */
  private placeCounts(found: Matches, set: number = SET.ANY): Int32Array {
    const field = set === SET.HEAD ? 'inHeads' : 'inPlaces';
    const kept = found[field];
    if (kept) return kept;
    const { docs, sets } = found;
    const { location, type } = this.docs;
    const counts = new Int32Array((this.locations.size + 1) * TYPE_SLOTS);
    for (let i = 0; i < docs.length; i += 1) {
      if (!(sets[i]! & set)) continue;
      const doc = docs[i]!;
      counts[(location[doc]! + 1) * TYPE_SLOTS + type[doc]! + 1]! += 1;
    }
    return (found[field] = this.countedByPlace(counts));
  }

  /** The documents not live at `now` (dead or expired), per place (countedByPlace): one pass, again when the epoch changes. */
  private notLiveCounts(now: number): Int32Array {
    const epoch = this.epoch(now);
    if (this.notLive?.epoch !== epoch) {
      const { live, location, type } = this.docs;
      const counts = new Int32Array((this.locations.size + 1) * TYPE_SLOTS);
      for (let doc = 0; doc < this.docs.size; doc += 1) {
        if (live[doc] !== 1) counts[(location[doc]! + 1) * TYPE_SLOTS + type[doc]! + 1]! += 1;
      }
      this.notLive = { epoch, counts: this.countedByPlace(counts) };
    }
    return this.notLive.counts;
  }

  /** A walk by tier's arrays in the common shape (PlainTiers), or undefined. */
  private plainTiers(arrays: Uint8Array[][], tierOf: Uint16Array[], live: Uint8Array): PlainTiers | undefined {
    if (arrays.length !== 1 || arrays[0]!.length > 2) return undefined;
    return { first: arrays[0]![0]!, second: arrays[0]![1] ?? this.zeros(), tierOfSets: tierOf[0]!, live };
  }

  /** walkedByTier's test of one job: its tier (the best of its groups'), or -1. */
  private tierReader(
    arrays: Uint8Array[][],
    tierOf: Uint16Array[],
    tiers: number,
    live: Uint8Array,
    passes: ((doc: number) => boolean) | undefined,
    plain: PlainTiers | undefined,
  ): (doc: number) => number {
    if (plain) {
      // The common shape (a word and its stem, or a prefix): two reads per job, most of them 0.
      const { first, second, tierOfSets } = plain;
      return (doc) => {
        const sets = first[doc]! | second[doc]!;
        return sets & SET.ANY && live[doc] === 1 && (passes === undefined || passes(doc)) ? tierOfSets[sets]! : -1;
      };
    }
    return (doc) => {
      let any = 0;
      let tier = tiers;
      for (let g = 0; g < arrays.length; g += 1) {
        const sets = setsAt(arrays[g]!, doc);
        any |= sets;
        const t = tierOf[g]![sets]!;
        if (t < tier) tier = t;
      }
      return any & SET.ANY && live[doc] === 1 && (passes === undefined || passes(doc)) ? tier : -1;
    };
  }

  /**
   * Of a one-concept search (walkedByTier): how many values its factor groups can give a job, and per
   * group each label-set byte's place among them, best first. Values rounded as evaluate rounds a
   * score, so that both rank alike. Kept per weight and factors.
   */
  private tiersOf(concept: IndexConcept): { tiers: number; tierOf: Uint16Array[] } {
    const key = `${concept.weight}|${concept.groups.map((g) => g.factor).join(',')}`;
    let kept = this.tierTables.get(key);
    if (!kept) {
      const weight = concept.weight;
      const rounded = concept.groups.map((group) => Array.from(this.valueTable(group.factor), (value) => Math.round(((weight * value) / weight) * 1e9) / 1e9));
      const distinct = [...new Set(rounded.flat())].sort((a, b) => b - a);
      kept = { tiers: distinct.length, tierOf: rounded.map((values) => Uint16Array.from(values, (value) => distinct.indexOf(value))) };
      if (this.tierTables.size >= 1_024) this.tierTables.clear();
      this.tierTables.set(key, kept);
    }
    return kept;
  }

  /** The test of the filters other than the slice's: every job reached through the slice has its value. */
  private passesBeside(filters: IndexFilters, slice: Slice | undefined): ((doc: number) => boolean) | undefined {
    return this.filterOf(slice ? { ...filters, [slice.dimension]: undefined } : filters);
  }

  /** A search answered from its candidates: every one scored and counted, the page picked from them (any order; by relevance, its first asking). */
  private searchFrom(query: IndexSearch, prune: boolean, slice = this.sliceOf(query.filters)): RankedAnswer {
    const passes = this.passesBeside(query.filters, slice);
    const live = this.liveAt(query.nowMs);
    const driver = slice ? slice.docs : this.filterDriver(query.filters);
    if (query.order.field === 'relevance') {
      // Where a count has a lower bound (liveAtLeast): a city or none, a type or none.
      const walk: Walk = { driver: driver ?? this.ordered(), slice, passes, live, place: this.placeOf(query.filters) };
      const walked = this.walkedByTier(query, walk) ?? this.walkedByProperty(query, walk) ?? (prune ? this.walkedByScore(query, walk) : undefined);
      if (walked) return walked;
    }
    const include = (doc: number) => live[doc] === 1 && (passes === undefined || passes(doc));
    const { candidates, scores, covered, exactly, strict, pruned, horizon } = this.evaluate(query, slice, driver, include, prune, true);
    // No job covers enough: the relaxed answer is every candidate, light concepts' jobs included.
    if (pruned && strict === 0) return this.searchFrom(query, false, slice);
    // The answer: jobs that cover enough, or (the relaxed answer) every candidate when none does,
    // moved to the front of the evaluation's arrays.
    const m = candidates.length;
    const whole = strict === 0 || strict === m;
    let total = 0;
    let exact = 0;
    for (let c = 0; c < m; c += 1) {
      exact += exactly[c]!;
      if (!whole && !covered[c]) continue;
      candidates[total] = candidates[c]!;
      scores[total++] = scores[c]!;
    }
    const docs = this.page(candidates.subarray(0, total), scores.subarray(0, total), query.order, query.offset, query.limit);
    return { total, strict, exact, docs, horizon };
  }

  /**
   * Every job a search's concepts reach within a slice (or the whole catalogue), expired or not, best
   * first: by score, then newest first (docs/search.md#ranked-once). Kept until the index changes, so
   * that the same words in the same city on any page, with any other filter, at any time, are a walk
   * down this list, not a search.
   */
  private ranked(query: IndexSearch, slice: Slice | undefined, key: string): Ranked {
    return this.remember(this.rankedMemo, key, () => {
      const alive = this.docs.alive;
      const { candidates, scores, covered, exactly } = this.evaluate(query, slice, slice?.docs, (doc) => alive[doc] === 1, false, false);
      const m = candidates.length;
      // The distinct scores, best first: a handful for one word, more for several.
      const seenScores = new Float64Array(MAX_WALKED_SCORES + 1);
      let kinds = 0;
      for (let c = 0; c < m && kinds <= MAX_WALKED_SCORES; c += 1) {
        const score = scores[c]!;
        let k = 0;
        while (k < kinds && seenScores[k] !== score) k += 1;
        if (k === kinds) seenScores[kinds++] = score;
      }
      const distinct = seenScores.slice(0, kinds).sort().reverse();
      const order = slice?.docs ?? this.ordered();
      const docs = this.arena.ints(m);
      const flags = this.arena.bytes(m);
      if (distinct.length <= MAX_WALKED_SCORES && m * Math.log2(m + 1) > order.length) {
        // Many candidates, few scores: a counting sort. Each candidate's score place and flags in a
        // byte per job, then the jobs in newest-first order dealt out to their score's run.
        const byDoc = this.borrow();
        const starts = new Int32Array(distinct.length + 1);
        for (let c = 0; c < m; c += 1) {
          const score = scores[c]!;
          let place = 0;
          while (distinct[place] !== score) place += 1;
          byDoc[candidates[c]!] = ((place + 1) << 2) | (covered[c]! * COVERED) | (exactly[c]! * EXACT);
          starts[place + 1]! += 1;
        }
        for (let i = 0; i < distinct.length; i += 1) starts[i + 1]! += starts[i]!;
        for (const doc of order) {
          const byte = byDoc[doc]!;
          if (byte === 0) continue;
          const at = starts[(byte >> 2) - 1]!++;
          docs[at] = doc;
          flags[at] = byte & 3;
          byDoc[doc] = 0;
        }
        this.giveBack(byDoc);
      } else {
        // Few candidates (or many scores): one sort of numbers, the score's place, then the job's
        // place newest first (unique together), then its flags.
        const ranking = [...new Set(scores)].sort((a, b) => b - a);
        const place = new Map(ranking.map((score, i) => [score, i]));
        const all = this.ordered();
        const span = 2 ** Math.ceil(Math.log2(all.length + 1));
        const keys = this.reused.keys.subarray(0, m);
        for (let c = 0; c < m; c += 1) keys[c] = (place.get(scores[c]!)! * span + this.rank[candidates[c]!]!) * 4 + covered[c]! * COVERED + exactly[c]! * EXACT;
        keys.sort();
        for (let i = 0; i < m; i += 1) {
          const k = keys[i]!;
          flags[i] = k % 4;
          docs[i] = all[Math.floor(k / 4) % span]!;
        }
      }
      return { docs, flags };
    }, (value) => value.docs.byteLength + value.flags.byteLength + value.docs.length * Float64Array.BYTES_PER_ELEMENT);
  }

  /** A ranking's expiries by flags, each list ascending (Ranked.expiries), made on first use. */
  private expiriesOf(ranked: Ranked): Float64Array[] {
    if (ranked.expiries) return ranked.expiries;
    const { docs, flags } = ranked;
    const sizes = new Int32Array(4);
    for (let i = 0; i < flags.length; i += 1) sizes[flags[i]!]! += 1;
    const expiries = [0, 1, 2, 3].map((f) => this.arena.floats(sizes[f]!));
    sizes.fill(0);
    const until = this.docs.until;
    for (let i = 0; i < docs.length; i += 1) expiries[flags[i]!]![sizes[flags[i]!]!++] = until[docs[i]!]!;
    for (const list of expiries) list.sort();
    ranked.expiries = expiries;
    return expiries;
  }

  /** Of a ranking's jobs live at `now`, how many of each combination of flags and the earliest expiry: one pass over them. */
  private liveByReading(ranked: Ranked, live: Uint8Array): { counts: number[]; next: number } {
    const { docs, flags } = ranked;
    const until = this.docs.until;
    const counts = [0, 0, 0, 0];
    let next = Number.POSITIVE_INFINITY;
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i]!;
      if (live[doc] !== 1) continue;
      counts[flags[i]!]! += 1;
      if (until[doc]! < next) next = until[doc]!;
    }
    return { counts, next };
  }

  /**
   * A page of a search by relevance. A search asked before (the same concepts in the same slice) is
   * ranked once and kept: its ranked jobs are walked, those live now and passing the other filters
   * counted. One asked for the first time is answered like any other order, which costs less than
   * ranking it whole: most searches are asked only once.
   */
  private rankedSearch(query: IndexSearch): RankedAnswer {
    const slice = this.sliceOf(query.filters);
    const key = `${this.conceptsKey(query.concepts)}|${query.minCoverage}|${slice?.key ?? ''}`;
    const kept = this.rankedMemo.has(key);
    // A search whose walk settled early is walked again rather than ranked whole: the walk reads the
    // newest of its jobs, a ranking every one of them (docs/search.md#ranked-once).
    if (!kept && (this.settledWalks.has(key) || !this.askedBefore(key))) {
      const answer = this.searchFrom(query, true, slice);
      if (answer.settled && !this.settledWalks.has(key)) {
        this.settledWalks.add(key);
        if (this.settledWalks.size > MAX_ASKED) this.settledWalks.delete(this.settledWalks.values().next().value!);
      }
      return answer;
    }
    const passes = this.passesBeside(query.filters, slice);
    const ranked = this.ranked(query, slice, key);
    const { docs, flags } = ranked;
    const live = this.liveAt(query.nowMs);
    // Of each combination of flags, the jobs live now (their expiry is later), and the earliest
    // expiry among them: no later than the answer's own.
    let counts: number[];
    let horizon: number;
    if (kept) {
      const liveOf = this.expiriesOf(ranked).map((list) => liveAfter(list, query.nowMs));
      counts = liveOf.map((l) => l.count);
      horizon = Math.min(...liveOf.map((l) => l.next));
    } else ({ counts, next: horizon } = this.liveByReading(ranked, live));
    const from = query.offset;
    const to = query.offset + query.limit;
    if (passes === undefined) {
      // No other filter: the counts are the live jobs of each kind, and the page a walk to its end.
      const [none, covered, exact, both] = counts as [number, number, number, number];
      const strict = covered + both;
      const want = strict > 0 ? COVERED : 0;
      const page: number[] = [];
      let seen = 0;
      for (let i = 0; i < docs.length && seen < to; i += 1) {
        if ((flags[i]! & want) !== want || live[docs[i]!] !== 1) continue;
        if (seen >= from) page.push(docs[i]!);
        seen += 1;
      }
      return strict > 0
        ? { total: strict, strict, exact: both, docs: page, horizon }
        : { total: none + covered + exact + both, strict, exact: exact + both, docs: page, horizon };
    }
    let total = 0;
    let strict = 0;
    let exact = 0;
    let exactStrict = 0;
    const any: number[] = [];
    const strictly: number[] = [];
    // Past the bound, the walk may stop once the answer is settled: strict, its page complete, and
    // with a job that matches every part (else `exact` could still turn it from partial to whole).
    const settled = Math.max(query.bound, to);
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i]!;
      if (live[doc] !== 1 || !passes(doc)) continue;
      const f = flags[i]!;
      total += 1;
      if (f & EXACT) exact += 1;
      if (total > from && total <= to) any.push(doc);
      if (f & COVERED) {
        strict += 1;
        if (f & EXACT) exactStrict += 1;
        if (strict > from && strict <= to) strictly.push(doc);
        if (strict > settled && exactStrict > 0) break;
      }
    }
    // The jobs that cover enough, or (the relaxed answer) every candidate when none does.
    return strict > 0 ? { total: strict, strict, exact: exactStrict, docs: strictly, horizon } : { total, strict, exact, docs: any, horizon };
  }

  private page(answer: Int32Array, scores: Float64Array, order: IndexOrder, offset: number, limit: number): number[] {
    const d = this.docs;
    const want = offset + limit;
    if (want <= 0 || answer.length === 0) return [];
    const sign = order.order === 'asc' ? 1 : -1;
    const idOrder = (a: number, b: number) => (d.ids[a]! < d.ids[b]! ? -1 : d.ids[a]! > d.ids[b]! ? 1 : 0);
    // Each job's place newest first, then by id descending (`newer`): one number for the tie-break.
    this.ordered();
    const rank = this.rank;
    // On positions in `answer`; negative: a before b.
    const compare = (i: number, k: number): number => {
      const a = answer[i]!;
      const b = answer[k]!;
      switch (order.field) {
        case 'relevance':
          return scores[k]! - scores[i]! || rank[a]! - rank[b]!;
        case 'postedDate':
          return sign * (d.posted[a]! - d.posted[b]!) || sign * idOrder(a, b);
        case 'expiryDate':
          return sign * (d.expiry[a]! - d.expiry[b]!) || sign * idOrder(a, b);
        case 'salary':
          return sign * (d.payMax[a]! - d.payMax[b]!) || sign * (d.payMin[a]! - d.payMin[b]!) || sign * idOrder(a, b);
      }
    };
    // By relevance, a lower score alone settles that a job is worse than the heap's worst.
    const picked = this.best(answer.length, want, compare, order.field === 'relevance' ? scores : undefined);
    return picked.slice(offset, want).map((i) => answer[i]!);
  }

  /** The first `want` of 0..n-1 in `compare` order; `rank`, when given: a lower rank is always later in that order. */
  private best(n: number, want: number, compare: (a: number, b: number) => number, rank?: Float64Array): number[] {
    if (n <= 2 * want) return Array.from({ length: n }, (_, i) => i).sort(compare).slice(0, want);
    // The best `want` in a heap whose root is the worst of them.
    const heap: number[] = [];
    const worse = (a: number, b: number) => compare(a, b) > 0;
    const up = (i: number) => {
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    };
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(heap[l]!, heap[top]!)) top = l;
        if (r < heap.length && worse(heap[r]!, heap[top]!)) top = r;
        if (top === i) return;
        [heap[i], heap[top]] = [heap[top]!, heap[i]!];
        i = top;
      }
    };
    for (let i = 0; i < n; i += 1) {
      if (heap.length < want) {
        heap.push(i);
        up(heap.length - 1);
      } else if (!(rank && rank[i]! < rank[heap[0]!]!) && compare(i, heap[0]!) < 0) {
        heap[0] = i;
        down(0);
      }
    }
    return heap.sort(compare);
  }
}
