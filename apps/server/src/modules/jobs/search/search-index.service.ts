/**
 * The in-memory search index of each database handle (docs/search.md#the-in-memory-index): built
 * once from the jobs table, patched with what changed whenever the catalogue version moves, and
 * rebuilt in the background when patches pile up. A search never runs against an index older than
 * the newest catalogue version this process knows, so it is never staler than the catalogue cache.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { backgroundDb, type Database, type DatabaseHandle } from '../../../db/client.ts';
import { catalogueCacheFor } from '../catalogue-cache.ts';
import { catalogueGeneration } from '../catalogue-version.ts';
import { listRowsFor, warmListRows } from '../list-rows.ts';
import type { Concept, MatchesAsTyped } from './query-plan.ts';
import { ALL_SETS, SearchIndex, SET, type IndexConcept, type QueryPart, type SearchIndexMemory } from './search-index.ts';
import {
  compileOperands,
  FIELD_SCORES,
  type IndexLoadCursor,
  narrows,
  operand,
  selectIndexRows,
  selectIndexRowsByIds,
  selectIndexStamps,
  TITLE_STEM_SCORE,
} from './search.repository.ts';
import { compileLocally, STEMMER_SAMPLE } from './english-tsquery.ts';
import { readTsquery, type QueryNode } from './tsearch-text.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** Rows per statement while the index loads (about 30 MB of vector text at a time; one segment each). */
const LOAD_BATCH = 20_000;
/** Changed jobs read per statement when the index is patched. */
const PATCH_BATCH = 1_000;

const scores = Object.fromEntries(FIELD_SCORES) as Record<'A' | 'B' | 'C' | 'D', number>;
const fieldScores = { title: scores.A, titleStem: scores.A * TITLE_STEM_SCORE, skill: scores.B, company: scores.C, description: scores.D };

interface Holder {
  index?: SearchIndex;
  /** The process generation (catalogue-version.ts) the index has caught up with. */
  generation: number;
  refreshing?: Promise<SearchIndex> | undefined;
  rebuilding?: Promise<void> | undefined;
  /** While the most common words' matches are read after the first load (warmSearchIndex). */
  warming?: boolean;
}
const holders = new WeakMap<Database, Holder>();
/** Memo budgets other than the defaults, per database (setSearchIndexMemory). */
const memories = new WeakMap<Database, SearchIndexMemory>();

/** Builds this database's indexes with other memo budgets: tests make them small, so that the memos let go of arrays all the time. */
export function setSearchIndexMemory(deps: Deps, memory: SearchIndexMemory): void {
  memories.set(deps.database.db, memory);
}

async function buildIndex(db: Database, memory: SearchIndexMemory | undefined): Promise<SearchIndex> {
  const index = new SearchIndex(fieldScores, memory);
  let after: IndexLoadCursor | undefined;
  let version: number | undefined;
  for (;;) {
    const batch = await selectIndexRows(db, after, LOAD_BATCH);
    // The first statement's version: anything that changes while later batches load is newer, so the next search patches it in.
    version ??= batch.version;
    index.add(batch.jobs);
    if (batch.jobs.length < LOAD_BATCH) break;
    const last = batch.jobs.at(-1)!;
    after = { postedMicros: last.postedMicros, id: last.id };
  }
  index.version = version;
  return index;
}

/** Brings the index up to the database: jobs whose row version changed are read again, jobs gone are dropped. */
async function patchIndex(db: Database, index: SearchIndex): Promise<void> {
  const { stamps, version } = await selectIndexStamps(db);
  const changed: string[] = [];
  for (const [id, stamp] of stamps) if (index.stamps().get(id)?.stamp !== stamp) changed.push(id);
  const gone = [...index.stamps().keys()].filter((id) => !stamps.has(id));
  const jobs = [];
  for (let i = 0; i < changed.length; i += PATCH_BATCH) jobs.push(...(await selectIndexRowsByIds(db, changed.slice(i, i + PATCH_BATCH))));
  // In one synchronous step: no search sees half a patch, nor a row it replaced.
  for (const id of gone) index.remove(id);
  index.add(jobs, true);
  listRowsFor(db).forget([...changed, ...gone]);
  index.version = Math.max(index.version, version);
}

/**
 * The index, current with every catalogue change this process knows of (a change made here is
 * waited for; one made elsewhere is seen within the catalogue cache's version check).
 */
export async function searchIndexFor(deps: Deps): Promise<SearchIndex> {
  const db = deps.database.db;
  const cache = catalogueCacheFor(deps);
  await cache.ensureFresh();
  let holder = holders.get(db);
  if (!holder) {
    holder = { generation: -1 };
    holders.set(db, holder);
  }
  const index = holder.index;
  if (index && index.version >= cache.version && holder.generation === catalogueGeneration(db)) {
    if (index.fragmented && !holder.rebuilding) rebuildInBackground(deps.database, holder);
    return index;
  }
  const h = holder;
  h.refreshing ??= (async () => {
    const generation = catalogueGeneration(db);
    // Loading reads the whole table (a minute at a million jobs): not under a request's timeout.
    if (!h.index) {
      h.index = await buildIndex(backgroundDb(deps.database), memories.get(db));
      listRowsFor(db).clear();
    } else await patchIndex(db, h.index);
    h.generation = generation;
    cache.observe(h.index.version);
    return h.index;
  })().finally(() => {
    h.refreshing = undefined;
  });
  return h.refreshing;
}

const disabled = new WeakSet<Database>();

/** SEARCH_INDEX=off (app.ts): this database's searches and lists are answered by SQL alone. */
export function setSearchIndexEnabled(deps: Deps, enabled: boolean): void {
  if (enabled) disabled.delete(deps.database.db);
  else disabled.add(deps.database.db);
}

/** The arena of this database's index memos (docs/search.md#memo-memory): its bytes, and its arrays by where they came from. */
export function searchMemoArena(deps: Deps): { bytes: number; arrays: { carved: number; reused: number; plain: number } } {
  const stats = holders.get(deps.database.db)?.index?.arenaStats();
  return { bytes: stats?.bytes ?? 0, arrays: { carved: stats?.carves ?? 0, reused: stats?.reuses ?? 0, plain: stats?.fallbacks ?? 0 } };
}

/**
 * Whether the index has been built for this database (readiness reports it): `warming` while it
 * answers but still reads the most common words' matches and the newest jobs' rows (warmSearchIndex).
 */
export function searchIndexState(deps: Deps): 'ready' | 'loading' | 'warming' | 'off' {
  if (disabled.has(deps.database.db)) return 'off';
  const holder = holders.get(deps.database.db);
  return !holder?.index ? 'loading' : holder.warming ? 'warming' : 'ready';
}

/**
 * The index, current (a patch is waited for), once it has been loaded; undefined while it is off
 * or loading, without starting a load: for what only reads beside it (a job's page, list-rows.ts).
 */
export async function loadedSearchIndex(deps: Deps): Promise<SearchIndex | undefined> {
  if (disabled.has(deps.database.db) || !holders.get(deps.database.db)?.index) return undefined;
  return searchIndexFor(deps);
}

/** How long a search waits for the index's first build before it is answered by SQL instead (search.repository.ts). */
const FIRST_BUILD_WAIT_MS = 1_000;

/**
 * The index when it can serve: current (a patch is waited for), or after its first build when that
 * ends within FIRST_BUILD_WAIT_MS. Undefined while a large catalogue is still loading: the caller
 * answers with the SQL search, which gives the same answer, slower.
 */
export async function readySearchIndex(deps: Deps): Promise<SearchIndex | undefined> {
  if (disabled.has(deps.database.db)) return undefined;
  const holder = holders.get(deps.database.db);
  if (holder?.index) return searchIndexFor(deps);
  const building = searchIndexFor(deps);
  // A failed build is retried by the next search; this one falls back.
  building.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FIRST_BUILD_WAIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([building, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** A fresh build replaces a patched-over index; searches use the old one meanwhile. */
function rebuildInBackground(handle: DatabaseHandle, holder: Holder): void {
  const db = handle.db;
  holder.rebuilding = (async () => {
    const generation = catalogueGeneration(db);
    const next = await buildIndex(backgroundDb(handle), memories.get(db));
    // Whatever changed during the build is patched in by the next search (its version is older).
    if (holder.refreshing) await holder.refreshing.catch(() => undefined);
    holder.index = next;
    // Kept rows were checked against the old index's patches, not against what this build read.
    listRowsFor(db).clear();
    holder.generation = Math.min(holder.generation, generation);
  })()
    .catch(() => undefined)
    .finally(() => {
      holder.rebuilding = undefined;
    });
}

/** What a listening server does once its index is loaded, in this order (warmSearchIndex). */
export interface WarmSteps {
  /** Reads the most common words' matches (search.service.ts warmSearchWords); resolves to how many. */
  words?: (deps: Deps) => Promise<number>;
  /** Writes the newest jobs' list JSON (catalogue-response.ts warmGuestListJson); resolves to how many rows. */
  rowsJson?: (deps: Deps) => Promise<number>;
  /** Runs a few searches as requests would (jobs.service.ts warmSearches); resolves to how many. */
  searches?: (deps: Deps) => Promise<number>;
}

/**
 * Starts loading the index in the background (the server calls this once it listens), then reads
 * the most common words' matches, then the rows of the newest jobs (list-rows.ts), then writes their
 * JSON, then runs a few searches so that the first visitors' searches find their code compiled
 * (`steps`), and logs how each went. Readiness says `warming` until all are done
 * (docs/search.md#warming): the index answers meanwhile, more slowly.
 */
export function warmSearchIndex(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  { words: warmWords, rowsJson: warmRowsJson, searches: warmSearches }: WarmSteps = {},
): void {
  const started = performance.now();
  searchIndexFor(deps).then(
    async (index) => {
      log.info({ jobs: index.size, ms: Math.round(performance.now() - started) }, 'search index loaded');
      const holder = holders.get(deps.database.db);
      if (holder) holder.warming = true;
      try {
        if (warmWords) {
          const wordsStarted = performance.now();
          await warmWords(deps).then(
            (words) => {
              const db = deps.database.db;
              log.info({ words, ms: Math.round(performance.now() - wordsStarted), compiled: localCompileState(db) }, 'search words warmed');
              const difference = localCompileDifference(db);
              if (difference) log.warn(difference, 'the database reads a search word otherwise than this process does: it compiles every new search word');
            },
            (err: unknown) => log.warn({ err }, 'search words not warmed: their first searches read them'),
          );
        }
        const rowsStarted = performance.now();
        await warmListRows(deps.database, index.newestIds(deps.now().getTime()), () => index.version, () => deps.now().getTime()).then(
          (rows) => log.info({ rows, ms: Math.round(performance.now() - rowsStarted) }, 'list rows loaded'),
          (err: unknown) => log.warn({ err }, 'list rows not loaded: pages read their rows as they need them'),
        );
        if (warmRowsJson) {
          const jsonStarted = performance.now();
          await warmRowsJson(deps).then(
            (rows) => log.info({ rows, ms: Math.round(performance.now() - jsonStarted) }, 'list JSON written'),
            (err: unknown) => log.warn({ err }, 'list JSON not written: first pages write it'),
          );
        }
        if (warmSearches) {
          const searchesStarted = performance.now();
          await warmSearches(deps).then(
            (searches) => log.info({ searches, ms: Math.round(performance.now() - searchesStarted) }, 'searches warmed'),
            (err: unknown) => log.warn({ err }, 'searches not warmed: the first requests compile their code'),
          );
        }
      } finally {
        if (holder) holder.warming = false;
      }
    },
    (err: unknown) => log.warn({ err }, 'search index not loaded: searches use SQL until the next try'),
  );
}

interface Compiled {
  stemmed: { node: QueryNode; text: string } | undefined;
  simple: { node: QueryNode; text: string } | undefined;
}
const parsed = (text: string) => {
  const node = readTsquery(text);
  return node ? { node, text } : undefined;
};
/** Operands as PostgreSQL parsed them, per database (its dictionaries decide): a bounded memo. */
const compiledBy = new WeakMap<Database, Map<string, Compiled>>();
const MAX_COMPILED = 20_000;
/** Per kept plan's concepts, as the index evaluates them (operands parse alike as long as the database is the same). */
const compiledConcepts = new WeakMap<readonly Concept[], { db: Database; concepts: IndexConcept[] }>();

/**
 * Whether a database compiles plain words as compileLocally does (english-tsquery.ts): unknown until
 * its first compile, which sends STEMMER_SAMPLE beside the words asked for and compares.
 */
interface Difference {
  operand: string;
  local: string;
  database: string;
}
const agreement = new WeakMap<Database, { agrees: true } | { agrees: false; difference: Difference }>();

/** How this process compiles plain words for `db`: here (the database agreed), by the database, or not decided yet. */
export function localCompileState(db: Database): 'local' | 'database' | 'unknown' {
  const state = agreement.get(db);
  return state === undefined ? 'unknown' : state.agrees ? 'local' : 'database';
}

async function compile(db: Database, operands: string[]): Promise<Map<string, Compiled>> {
  let memo = compiledBy.get(db);
  if (!memo) {
    memo = new Map();
    compiledBy.set(db, memo);
  }
  const keep = (operand: string, stemmed: string, simple: string) => {
    if (memo.size >= MAX_COMPILED) memo.delete(memo.keys().next().value!);
    memo.set(operand, { stemmed: parsed(stemmed), simple: parsed(simple) });
  };
  const state = agreement.get(db);
  const remote: string[] = [];
  for (const o of new Set(operands)) {
    if (memo.has(o)) continue;
    const local = state?.agrees ? compileLocally(o) : undefined;
    if (local) keep(o, local.stemmed, local.simple);
    else remote.push(o);
  }
  if (remote.length > 0) {
    const asked = new Set(remote);
    const rows = await compileOperands(db, state === undefined ? [...new Set([...remote, ...STEMMER_SAMPLE])] : remote);
    let differs: Difference | undefined;
    for (const row of rows) {
      if (asked.has(row.operand)) keep(row.operand, row.stemmed, row.simple);
      const local = state === undefined ? compileLocally(row.operand) : undefined;
      if (local && !differs && (local.stemmed !== row.stemmed || local.simple !== row.simple)) {
        differs = { operand: row.operand, local: `${local.stemmed} / ${local.simple}`, database: `${row.stemmed} / ${row.simple}` };
      }
    }
    if (state === undefined && !agreement.has(db)) agreement.set(db, differs ? { agrees: false, difference: differs } : { agrees: true });
  }
  return memo;
}

/** Where the database read a plain word otherwise than compileLocally: every word then goes to it. */
export function localCompileDifference(db: Database): Difference | undefined {
  const state = agreement.get(db);
  return state && !state.agrees ? state.difference : undefined;
}

/**
 * A plan's concepts as the index evaluates them: each text alternative stemmed (any field but the
 * title as typed), as typed (the title as typed only), and for a prefix as typed in every field too
 * (search.repository.ts alternativesQuery).
 */
export async function indexConcepts(deps: Deps, concepts: readonly Concept[]): Promise<IndexConcept[]> {
  const db = deps.database.db;
  // A kept plan (search.service.ts readQuery) comes with its concepts compiled before.
  const held = compiledConcepts.get(concepts);
  if (held?.db === db) return held.concepts;
  const operands = concepts.flatMap((c) => c.text.map((a) => operand(a, '')));
  const compiled = operands.length > 0 ? await compile(db, operands) : new Map<string, Compiled>();
  const made = concepts.map((concept): IndexConcept => {
    const groups = new Map<number, QueryPart[]>();
    for (const alternative of concept.text) {
      const parts = groups.get(alternative.factor) ?? [];
      groups.set(alternative.factor, parts);
      const c = compiled.get(operand(alternative, ''));
      if (c?.stemmed) parts.push({ node: c.stemmed.node, key: `stemmed:${c.stemmed.text}`, sets: ALL_SETS & ~SET.T });
      if (c?.simple) parts.push({ node: c.simple.node, key: `simple:${c.simple.text}`, sets: alternative.match === 'prefix' ? ALL_SETS : SET.T });
    }
    return {
      weight: concept.weight,
      narrows: narrows(concept),
      groups: [...groups].map(([factor, parts]) => ({ factor, parts })),
      property: concept.property,
    };
  });
  if (Object.isFrozen(concepts)) compiledConcepts.set(concepts, { db, concepts: made });
  return made;
}

/**
 * MatchesAsTyped (query-plan.ts) answered by the index: each word compiled as the SQL look-up would
 * (`compile`: plain words in the process, others by PostgreSQL in one statement; memoised), then
 * looked up like any part: no stemmed lexeme means a stop word; a live job matching it in any field
 * means it matches as typed.
 */
export function matchesAsTypedByIndex(deps: Deps, index: SearchIndex, now: Date): MatchesAsTyped {
  return async (words) => {
    const operandOf = (word: string) => operand({ match: 'phrase', words: word, factor: 1 }, '');
    const compiled = await compile(deps.database.db, words.map(operandOf));
    const matching = new Set<string>();
    const stop = new Set<string>();
    for (const word of words) {
      const stemmed = compiled.get(operandOf(word))?.stemmed;
      if (!stemmed) stop.add(word);
      else if (index.matchesAny({ node: stemmed.node, key: `stemmed:${stemmed.text}`, sets: ALL_SETS & ~SET.T }, now.getTime())) matching.add(word);
    }
    return { matching, stop };
  };
}
