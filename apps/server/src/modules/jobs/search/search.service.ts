/**
 * Reading a query against the catalogue's current vocabulary (docs/search.md). The vocabulary is
 * loaded once per catalogue version and kept per database, like the catalogue cache it follows.
 */
import type { AppDeps } from '../../../platform/deps.ts';
import { backgroundDb, type Database } from '../../../db/client.ts';
import { catalogueCacheFor } from '../catalogue-cache.ts';
import { catalogueGeneration } from '../catalogue-version.ts';
import { LEXICON } from './lexicon.ts';
import { planSearch, type SearchPlan } from './query-plan.ts';
import { matchesAsTypedIn, selectVocabulary } from './search.repository.ts';
import { indexConcepts, matchesAsTypedByIndex, searchIndexFor, searchIndexState } from './search-index.service.ts';
import type { SearchIndex } from './search-index.ts';
import { searchTokens } from './search-text.ts';
import { Vocabulary } from './vocabulary.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

interface Held {
  vocabulary: Vocabulary;
  generation: number;
}
const held = new WeakMap<Database, Held>();
const loading = new WeakMap<Database, Promise<Held>>();

/**
 * The vocabulary of the catalogue version this process knows, loaded once per version and shared by
 * concurrent requests. A change this process made (an import here) is waited for; a change seen from
 * elsewhere (another replica, the import CLI) is loaded in the background while the previous
 * vocabulary keeps serving: it only steers corrections and weights, never which jobs exist.
 */
async function vocabularyFor(deps: Deps): Promise<Vocabulary> {
  const db = deps.database.db;
  const cache = catalogueCacheFor(deps);
  await cache.ensureFresh();
  const current = held.get(db);
  const generation = catalogueGeneration(db);
  if (current && current.vocabulary.version === cache.version && current.generation === generation) return current.vocabulary;
  let load = loading.get(db);
  if (!load) {
    load = selectVocabulary(backgroundDb(deps.database), deps.now())
      .then((rows) => {
        const next = { vocabulary: new Vocabulary(rows), generation };
        cache.observe(rows.version);
        held.set(db, next);
        return next;
      })
      .finally(() => loading.delete(db));
    loading.set(db, load);
    // A failed background load is retried by the next request; the one waiting on it sees the error.
    load.catch(() => undefined);
  }
  if (current && current.generation === generation) return current.vocabulary;
  return (await load).vocabulary;
}

/**
 * Plans read before, per vocabulary (docs/search.md#plans-read-once): the same words searched in
 * another city, on another page or with another filter are not read again. A plan that asked the
 * index about words the vocabulary does not know is kept only while the index would answer alike
 * (SearchIndex.epoch); one that asked SQL is not kept.
 */
interface KeptPlan {
  plan: SearchPlan;
  epoch?: { index: SearchIndex; at: string } | undefined;
}
const keptPlans = new WeakMap<Vocabulary, Map<string, KeptPlan>>();
const MAX_KEPT_PLANS = 10_000;

/** Kept plans are shared by requests: frozen, so that none can change another's. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** The plan of a query: the vocabulary, and one look-up for the words it does not know (the index's, else SQL's). */
export async function readQuery(deps: Deps, query: string): Promise<SearchPlan> {
  const vocabulary = await vocabularyFor(deps);
  const now = deps.now();
  // With the index loaded, the words the vocabulary does not know are looked up there (the same answer, mostly no round trip).
  const index = searchIndexState(deps) === 'ready' ? await searchIndexFor(deps) : undefined;
  let kept = keptPlans.get(vocabulary);
  if (!kept) {
    kept = new Map();
    keptPlans.set(vocabulary, kept);
  }
  const epoch = index?.epoch(now.getTime());
  const hit = kept.get(query);
  if (hit && (!hit.epoch || (hit.epoch.index === index && hit.epoch.at === epoch))) return hit.plan;
  const looked = { up: false };
  const lookUp = index ? matchesAsTypedByIndex(deps, index, now) : matchesAsTypedIn(deps.database.db, now);
  const plan = await planSearch(query, vocabulary, (words) => {
    looked.up = true;
    return lookUp(words);
  });
  // Kept unless it asked SQL, or the index changed while it was read.
  if (!looked.up || (index && index.epoch(now.getTime()) === epoch)) {
    if (kept.size >= MAX_KEPT_PLANS) kept.delete(kept.keys().next().value!);
    kept.set(query, { plan: frozen(plan), epoch: looked.up ? { index: index!, at: epoch! } : undefined });
  }
  return plan;
}

/** How many of the catalogue's most common words a starting process reads before it reports ready, and how many at a time. */
const WARM_WORDS = 2_000;
const WARM_BATCH = 50;

/**
 * Reads the matches of the catalogue's most common words into the search index (docs/search.md#warming),
 * compiled in one statement and looked up a few at a time between requests, so that a process just
 * started answers them as fast as one that has run for an hour. Returns how many words.
 */
export async function warmSearchWords(deps: Deps): Promise<number> {
  const vocabulary = await vocabularyFor(deps);
  const index = await searchIndexFor(deps);
  const words = mostCommon(vocabulary.words, WARM_WORDS);
  const concepts = await indexConcepts(
    deps,
    words.map((word) => ({ typed: word, searched: word, weight: 1, text: [{ words: word, match: 'phrase' as const, factor: 1 }] })),
  );
  for (let i = 0; i < concepts.length; i += WARM_BATCH) {
    index.warm(concepts.slice(i, i + WARM_BATCH));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return words.length;
}

/** The `count` values with the highest counts (those `keep` accepts), highest first. */
function mostCommon(entries: ReadonlyMap<string, number>, count: number, keep: (value: string) => boolean = () => true): string[] {
  return [...entries]
    .filter(([value]) => keep(value))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([value]) => value);
}

/**
 * The catalogue's `count` most common words that start with a letter and its `count` largest cities
 * but Remote, lower-cased, most common first, from the vocabulary already read (warmSearches).
 */
export async function commonWordsAndCities(deps: Deps, count: number): Promise<{ words: string[]; cities: string[] }> {
  const vocabulary = await vocabularyFor(deps);
  return {
    words: mostCommon(vocabulary.words, count, (word) => /^\p{L}/u.test(word)),
    cities: mostCommon(vocabulary.locations, count, (city) => city !== 'remote'),
  };
}

const places = new Map<string, string[]>();
const remote = new Set<string>();
for (const [typed, meaning] of LEXICON) {
  const key = searchTokens(typed).join(' ');
  if (meaning.kind === 'place') places.set(key, meaning.cities.map((c) => c.toLowerCase()));
  if (meaning.kind === 'workMode' && meaning.mode === 'remote') remote.add(key);
}

/**
 * The location filter with the lexicon's aliases (docs/search.md#the-lexicon): "Bangalore" also finds
 * Bengaluru, "Delhi NCR" its cities, "WFH" the listings located "Remote". Lower-cased.
 */
export function expandLocations(values: readonly string[] | undefined): string[] | undefined {
  if (!values?.length) return undefined;
  const key = values.join('\u0000');
  let expanded = expansions.get(key);
  if (!expanded) {
    const out = new Set<string>();
    for (const value of values) {
      out.add(value.toLowerCase());
      const tokens = searchTokens(value).join(' ');
      for (const city of places.get(tokens) ?? []) out.add(city);
      if (remote.has(tokens)) out.add('remote');
    }
    expanded = [...out];
    if (expansions.size >= MAX_EXPANSIONS) expansions.delete(expansions.keys().next().value!);
    expansions.set(key, expanded);
  }
  return [...expanded];
}

/**
 * Location filters expanded so far: every list and search request expands its location filter, and
 * normalising it (searchTokens) was 2% of bench T's CPU. Few distinct values are asked; the bound
 * keeps odd ones from growing the map. Callers get a copy of their own.
 */
const expansions = new Map<string, string[]>();
const MAX_EXPANSIONS = 1_000;
