import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client.ts';
import { catalogueGeneration, readCatalogueVersion } from './catalogue-version.ts';

/**
 * A small in-process cache for what the catalogue derives from many rows: list totals, first pages,
 * category counts, option lists, the sitemap; and, kept apart, single jobs read by id (`jobKey`).
 * Never wrong after a change:
 *
 * - every entry records the catalogue version of the snapshot it was computed from (read in the
 *   same statement) and is only served while that is still the newest version this process knows;
 *   queries that go to the database anyway report the version they saw, so they never use an
 *   older entry; answers served from memory alone check the version at most every
 *   VERSION_CHECK_INTERVAL_MS (one primary-key read, started ahead so that requests seldom wait
 *   for it), the only window in which a change made by
 *   *another* process (the import CLI, another replica) can go unseen; on PostgreSQL the database
 *   also announces each new version (catalogue-listener.ts), which reaches `observe` in
 *   milliseconds, and the check at most every interval remains the fallback while it does not;
 * - every entry records this process's generation for the database (bumped by importJobs after its
 *   commit), so an import in this process is seen by the very next request;
 * - every entry has a horizon: the earliest expiry among the jobs it counted. Jobs leave the
 *   catalogue by time alone, with no write; at the horizon the entry is dropped.
 *
 * Why not Redis when REDIS_URL is set: an entry is only valid against the database's version, so a
 * shared copy saves no database work that the version check does not already cost, and a Redis
 * round trip costs about what the indexed query it would replace costs.
 */
export const VERSION_CHECK_INTERVAL_MS = 1_000;
/**
 * A check older than this is started in the background by the request that finds it so, which is
 * served at once: under steady traffic the check is renewed before it is VERSION_CHECK_INTERVAL_MS
 * old, and no request waits for it (every request arriving while it ran did, once a second).
 */
export const CHECK_AHEAD_MS = VERSION_CHECK_INTERVAL_MS / 2;
const MAX_ENTRIES = 2_000;
/**
 * Single jobs (keys made by `jobKey`) are kept apart, up to this many: a job page is asked for by
 * id, many different ids are read, and they must not push out the list pages and totals.
 */
const MAX_JOBS = 10_000;
const JOB_PREFIX = 'job:';
/** The key of one job's row (GET /jobs/:id, the public job page). */
export const jobKey = (id: string) => `${JOB_PREFIX}${id}`;
/** The version a computation reports when it read none: its value is returned, never stored. */
export const UNVERSIONED = -1;
/** A ceiling for anything the version does not cover (e.g. applicationsCount shown in a cached page). */
const MAX_AGE_MS = 60_000;

interface Entry {
  value: unknown;
  version: number;
  generation: number;
  /** App clock (ms) when computed and until when the value holds. */
  computedAt: number;
  horizon: number;
  storedAt: number;
}

export interface Versioned<T> {
  value: T;
  /** The catalogue version of the snapshot the value was read from. */
  version: number;
  /** App-clock ms until which the value holds (earliest expiry it depends on); Infinity when none. */
  horizon: number;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly jobs = new Map<string, Entry>();
  private knownVersion = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checkedGeneration = -1;
  private refreshing: Promise<void> | undefined;
  /** Computations under way, so that concurrent misses of one key share one query. */
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Lookups so far, read by /metrics (pathway_catalogue_cache_lookups_total). */
  readonly lookups = { hits: 0, misses: 0 };
  /** Version checks so far, by whether a request waited for one (pathway_catalogue_version_checks_total). */
  readonly checks = { waited: 0, ahead: 0 };
  /** CATALOGUE_CACHE=off (setCatalogueCacheEnabled): nothing is stored and every lookup misses, to measure the database path. */
  disabled = false;
  private readonly versionListeners = new Set<(version: number) => void>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Records a version seen by a query; versions only grow, so a late answer never rolls it back. */
  observe(version: number): void {
    if (version <= this.knownVersion) return;
    this.knownVersion = version;
    this.entries.clear();
    this.jobs.clear();
    for (const listener of this.versionListeners) {
      try {
        listener(version);
      } catch {
        // A listener's failure is its own (it must handle it): never the request's that saw the version.
      }
    }
  }

  /**
   * A version announced by the database (catalogue-listener.ts): observed, and as good as a version
   * check made now, so the requests right after it do not check again. It was sent when the change
   * committed and arrives in order after every earlier one, so nothing older than it is missed.
   */
  notified(version: number): void {
    this.observe(version);
    this.checkedAt = Math.max(this.checkedAt, performance.now());
  }

  /**
   * Calls `listener` (synchronously, with the new version) whenever this process learns of a newer
   * catalogue version: from a query, a version check or the database's announcement. For what is
   * derived from the catalogue beside this cache (the search vocabulary, an in-memory index). A
   * listener must not throw; the returned function unsubscribes.
   */
  onVersion(listener: (version: number) => void): () => void {
    this.versionListeners.add(listener);
    return () => {
      this.versionListeners.delete(listener);
    };
  }

  get version(): number {
    return this.knownVersion;
  }

  /**
   * Re-reads the database's version when the last check is older than the interval (one query,
   * shared), and starts it in the background, without waiting, once it is older than CHECK_AHEAD_MS.
   */
  async ensureFresh(): Promise<void> {
    const generation = catalogueGeneration(this.db);
    const age = performance.now() - this.checkedAt;
    if (generation === this.checkedGeneration && age < VERSION_CHECK_INTERVAL_MS) {
      if (age >= CHECK_AHEAD_MS && this.refreshing === undefined) {
        this.checks.ahead += 1;
        // Its failure is not this request's: a request past the interval waits for a check and sees it.
        this.check().catch(() => undefined);
      }
      return;
    }
    if (this.refreshing === undefined) this.checks.waited += 1;
    await this.check();
  }

  private check(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const startedGeneration = catalogueGeneration(this.db);
        const startedAt = performance.now();
        this.observe(await readCatalogueVersion(this.db));
        this.checkedAt = Math.max(this.checkedAt, startedAt);
        this.checkedGeneration = startedGeneration;
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /** The cached value if it is still exactly right; `atVersion` demands a specific version (from a query just made). */
  get<T>(key: string, atVersion: number = this.knownVersion): T | undefined {
    if (this.disabled) {
      this.lookups.misses += 1;
      return undefined;
    }
    const entries = this.shelfOf(key);
    const entry = entries.get(key);
    if (!entry) {
      this.lookups.misses += 1;
      return undefined;
    }
    const now = this.now().getTime();
    const valid =
      entry.version === atVersion &&
      entry.version === this.knownVersion &&
      entry.generation === catalogueGeneration(this.db) &&
      now >= entry.computedAt &&
      now < entry.horizon &&
      performance.now() - entry.storedAt < MAX_AGE_MS;
    if (!valid) {
      entries.delete(key);
      this.lookups.misses += 1;
      return undefined;
    }
    this.lookups.hits += 1;
    // Least recently used goes first: re-insert on every hit.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value as T;
  }

  /**
   * Stores a value computed at app time `computedAt` under the generation read *before* computing it,
   * so that an import committing meanwhile leaves the entry already stale.
   */
  set<T>(key: string, result: Versioned<T>, generation: number, computedAt: Date): void {
    this.observe(result.version);
    if (this.disabled) return;
    if (result.version !== this.knownVersion || generation !== catalogueGeneration(this.db)) return;
    const entries = this.shelfOf(key);
    entries.delete(key);
    entries.set(key, {
      value: result.value,
      version: result.version,
      generation,
      computedAt: computedAt.getTime(),
      horizon: result.horizon,
      storedAt: performance.now(),
    });
    if (entries.size > (entries === this.jobs ? MAX_JOBS : MAX_ENTRIES)) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  private shelfOf(key: string): Map<string, Entry> {
    return key.startsWith(JOB_PREFIX) ? this.jobs : this.entries;
  }

  /**
   * The memoised value of `compute` for `key`: served from memory when still right (after a version
   * check at most every interval), else computed, stored and returned.
   */
  async remember<T>(key: string, compute: (now: Date) => Promise<Versioned<T>>): Promise<T> {
    await this.ensureFresh();
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const generation = catalogueGeneration(this.db);
    return this.singleFlight(key, async () => {
      const now = this.now();
      const result = await compute(now);
      this.set(key, result, generation, now);
      return result.value;
    });
  }

  /**
   * Concurrent requests for the same thing share one computation (no stampede of identical queries
   * when a popular entry expires). Joined only within the same generation and version, so never a
   * computation that started before a change.
   */
  singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
    const flight = `${key}\u0000${catalogueGeneration(this.db)}\u0000${this.knownVersion}`;
    const running = this.pending.get(flight) as Promise<T> | undefined;
    if (running) return running;
    const work = run().finally(() => this.pending.delete(flight));
    this.pending.set(flight, work);
    return work;
  }
}

const caches = new WeakMap<Database, CatalogueCache>();

/** One cache per database handle (so per app, and per test app). */
export function catalogueCacheFor(deps: { database: { db: Database }; now: () => Date }): CatalogueCache {
  let cache = caches.get(deps.database.db);
  if (!cache) {
    cache = new CatalogueCache(deps.database.db, deps.now);
    caches.set(deps.database.db, cache);
  }
  return cache;
}

/** CATALOGUE_CACHE (config.catalogueCache): whether this database handle's cache serves answers; set once by buildApp. */
export function setCatalogueCacheEnabled(deps: { database: { db: Database }; now: () => Date }, enabled: boolean): void {
  catalogueCacheFor(deps).disabled = !enabled;
}

/** Earliest expiry as a horizon in ms (Infinity when nothing can expire). */
export function horizonOf(minExpiry: Date | string | null | undefined): number {
  if (minExpiry === null || minExpiry === undefined) return Number.POSITIVE_INFINITY;
  return new Date(minExpiry).getTime();
}
