import {
  COUNT_BOUND,
  wantsAdvancedFilters,
  type CategoryCount,
  type FeaturedJob,
  type Job,
  type JobFilters,
  type JobListItem,
  type JobListResponse,
  type JobSortField,
  type SearchReport,
  type SortOrder,
} from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { catalogueCacheFor, horizonOf, jobKey, UNVERSIONED, type CatalogueCache, type Versioned } from './catalogue-cache.ts';
import { catalogueGeneration, notifyCatalogueChanged, readCatalogueVersion } from './catalogue-version.ts';
import { summarize, toFeaturedJob, toJob, toJobListItem } from './jobs.mapper.ts';
import { listRowsFor, refreshDueRows, toReadRow } from './list-rows.ts';
import { categoriesAhead, READ_AHEAD_MS, stampsAhead, type JobStamp } from './read-ahead.ts';
import {
  countJobs,
  DEFERRED_JOIN_OFFSET,
  findJobBrief,
  findJobById,
  lockJobHealth,
  selectLinksToCheck,
  setLinksBroken,
  updateJobHealth,
  selectCategoryCounts,
  selectFeatured,
  selectJobPage,
  selectJobsByIds,
  selectActiveJobStamps,
  selectLatestJobCreatedAt,
  selectNewJobsMatching,
  selectOptionValues,
  type JobCount,
  type JobCriteria,
  type JobDetailRow,
  type JobListRow,
  type JobOrder,
  type OptionField,
  type PageCursor,
} from './jobs.repository.ts';
import type { MatchCriteria } from './matches/match.ts';
import type { SearchPlan } from './search/query-plan.ts';
import { MIN_COVERAGE, withTextSearchPlans } from './search/search.repository.ts';
import type { IndexOrder, SearchIndex } from './search/search-index.ts';
import { indexConcepts, loadedSearchIndex, readySearchIndex, searchIndexFor } from './search/search-index.service.ts';
import { commonWordsAndCities, expandLocations, readQuery } from './search/search.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'> & Partial<Pick<AppDeps, 'config'>>;

/** Who is asking: the tier in force of the signed-in user (modules/plans), or undefined for a guest. */
export interface CatalogueViewer {
  subscriptionTier: 'free' | 'premium';
}

/**
 * Advanced filters (experience, salary) belong to premium
 * (docs/product/catalogue.md#advanced-filters): guests and free accounts get PREMIUM_REQUIRED. This
 * is the one place that decides.
 */
export function assertAdvancedFiltersAllowed(viewer: CatalogueViewer | undefined, filters: JobFilters): void {
  if (!wantsAdvancedFilters(filters)) return;
  if (viewer?.subscriptionTier !== 'premium') {
    throw new AppError('PREMIUM_REQUIRED', 'Advanced filters are available for Premium users only.');
  }
}

export interface JobListRequest {
  query?: string | undefined;
  filters: JobFilters;
  page: number;
  limit: number;
  sortBy?: JobSortField | undefined;
  sortOrder?: SortOrder | undefined;
  /** The signed-in viewer's profile (matches/matches.service.ts): eligible=me and sortBy=match need it. */
  profile?: MatchCriteria | undefined;
  /** Only jobs sharing a skill with the profile (the dashboard's recommendations). */
  sharingSkills?: boolean;
}

const defaultOrder: Record<Exclude<JobSortField, 'relevance'>, SortOrder> = {
  postedDate: 'desc',
  salary: 'desc',
  applicationsCount: 'desc',
  title: 'asc',
  expiryDate: 'asc',
  match: 'desc',
};

/** With a query and no sort: relevance. Relevance without a query, or no sort at all: newest first. */
export function resolveOrder(hasSearch: boolean, sortBy: JobSortField | undefined, sortOrder: SortOrder | undefined): JobOrder {
  if ((sortBy === undefined || sortBy === 'relevance') && hasSearch) return { field: 'relevance', order: 'desc' };
  const field = sortBy === undefined || sortBy === 'relevance' ? 'postedDate' : sortBy;
  return { field, order: sortOrder ?? defaultOrder[field] };
}

const HAS_WORD = /[\p{L}\p{N}]/u;

/** Pages within the first this many results are kept whole in memory (what the landing and /jobs open with). */
const CACHED_RESULTS = 100;

function filterCriteria(filters: JobFilters, scope: { companyId?: string | undefined }): JobCriteria {
  const criteria: JobCriteria = {
    types: filters.type,
    locations: filters.location,
    domains: filters.domain,
    companies: filters.company,
    workModes: filters.workMode,
    experience: filters.experience,
    salary: filters.salary,
  };
  if (scope.companyId) criteria.companyId = scope.companyId;
  return criteria;
}

const sortedLower = (values: readonly string[] | undefined) => (values?.length ? values.map((v) => v.toLowerCase()).sort() : undefined);

/** The same filter set written any way (order, case) gives the same key. */
function criteriaKey(searchText: string | undefined, criteria: JobCriteria): string {
  return JSON.stringify([
    searchText ?? null,
    sortedLower(criteria.types),
    sortedLower(criteria.locations),
    sortedLower(criteria.domains),
    sortedLower(criteria.companies),
    sortedLower(criteria.workModes),
    criteria.companyId ?? null,
    sortedLower(criteria.experience),
    sortedLower(criteria.salary),
    // Answers for one profile's eligibility are the same for every profile that states the same.
    criteria.eligibleFor ?? null,
    criteria.sharesSkill ?? null,
  ]);
}

/**
 * eligible=me, sortBy=match and recommendations compare jobs with the viewer's profile
 * (docs/product/matches.md): a guest is asked to sign in. Such lists are answered by SQL, never
 * the search index, and cached under the profile's criteria, never shared with other criteria.
 */
function personalCriteria(request: JobListRequest, order: JobOrder, criteria: JobCriteria): string {
  const { profile } = request;
  const personal = request.filters.eligible === 'me' || order.field === 'match' || request.sharingSkills;
  if (!personal) return '';
  if (!profile) throw new AppError('UNAUTHORIZED', 'Please sign in to see the jobs that fit your profile.');
  if (request.filters.eligible === 'me') criteria.eligibleFor = profile.eligibility;
  if (request.sharingSkills) criteria.sharesSkill = profile.skillKeys;
  if (order.field !== 'match') return ':personal';
  criteria.match = profile;
  return `:${JSON.stringify(profile)}`;
}

interface CachedCount {
  total: number;
  /** More jobs match than the count bound: `total` is the bound (docs/product/catalogue.md#totals). */
  capped: boolean;
  /** With a search: the jobs that cover enough of the query (0: the answer is the relaxed one). */
  strict: number;
  /** With a search: the jobs that match every part of it (0: the answer says it is partial). */
  exact: number;
  horizon: number;
}

function countResult(count: JobCount): Versioned<CachedCount> {
  const horizon = horizonOf(count.minExpiry);
  return { value: { total: count.total, capped: count.capped, strict: count.strict, exact: count.exact, horizon }, version: count.catalogueVersion, horizon };
}

/**
 * GET /jobs and POST /jobs/search: a page of active jobs and the total (exact up to the count
 * bound, docs/product/catalogue.md#totals); with a query, the jobs that match it best first and a
 * report of how it was read (docs/search.md). The in-memory search index chooses the page when it
 * is ready (search/search-index.ts), SQL otherwise; the first pages of any list come whole from the
 * catalogue cache while still exactly right (catalogue-cache.ts).
 */
export async function listJobs(
  deps: Deps,
  request: JobListRequest,
  viewer?: CatalogueViewer,
  scope: { companyId?: string } = {},
): Promise<JobListResponse> {
  assertAdvancedFiltersAllowed(viewer, request.filters);
  const cache = catalogueCacheFor(deps);
  const criteria = filterCriteria(request.filters, scope);
  const query = request.query?.trim() ?? '';
  // Cheap tests on the hot path (a cached page): the query is only read on a miss. A query without
  // a letter or digit searches nothing, so it lists newest first.
  const order = resolveOrder(HAS_WORD.test(query), request.sortBy, request.sortOrder);
  const { page, limit } = request;
  const offset = (page - 1) * limit;
  const matchKey = personalCriteria(request, order, criteria);
  const personal = matchKey !== '';
  const key = criteriaKey(query ? query.toLowerCase().replace(/\s+/gu, ' ') : undefined, criteria);
  const pageKey = `page:${key}:${order.field}:${order.order}:${page}:${limit}${matchKey}`;
  const cacheable = offset + limit <= CACHED_RESULTS;

  if (cacheable) {
    await cache.ensureFresh();
    const hit = cache.get<JobListResponse>(pageKey);
    if (hit) return hit;
  }
  // The query is read (vocabulary, corrections) and place aliases expanded only when the page is not in memory.
  const run = async (): Promise<JobListResponse> => {
    criteria.locations = expandLocations(criteria.locations);
    const cachedAs = cacheable ? pageKey : undefined;
    // A list without a query, newest or oldest first: from the index when it is ready, else SQL.
    const list = async (listOrder: JobOrder, plan?: SearchPlan) => {
      const index = listOrder.field === 'postedDate' && !personal ? await readySearchIndex(deps) : undefined;
      if (index) return queryIndexedList(deps, cache, index, criteria, listOrder.order, page, limit, `count:${key}`, cachedAs, plan);
      return queryJobPage(deps, cache, criteria, listOrder, key, page, limit, cachedAs, plan);
    };
    if (!query) return list(order);
    const plan = await readQuery(deps, query);
    const report = (partial: boolean): SearchReport => ({ ...plan.report, partial });
    if (plan.concepts.length === 0) {
      // Every word was unmatched: nothing matches. Only ignored words (or none): the whole list, as without a query.
      if (plan.report.unmatched.length > 0) {
        return { data: [], pagination: { page, limit, total: 0, totalPages: 0 }, search: report(false) };
      }
      return list(resolveOrder(false, request.sortBy, request.sortOrder), plan);
    }
    criteria.search = { concepts: plan.concepts, minCoverage: MIN_COVERAGE };
    const field = order.field;
    if (field !== 'title' && field !== 'applicationsCount' && field !== 'match' && !personal) {
      const index = await readySearchIndex(deps);
      if (index) return queryIndexedPage(deps, cache, index, criteria, { field, order: order.order }, page, limit, cachedAs, plan);
    }
    return queryJobPage(deps, cache, criteria, order, key, page, limit, cachedAs, plan);
  };
  return cacheable ? cache.singleFlight(pageKey, run) : run();
}

/**
 * Runs a dozen searches of the catalogue's most common words, alone and in pairs, in its four
 * largest cities and in none, a second page, a place and a level in the words, as a visitor's
 * requests would (listJobs, a guest), one at a time between requests (docs/search.md#warming). A
 * new process's first searches otherwise ran this code before it was compiled. Words and cities
 * come from the vocabulary already read, so this asks the database for nothing but the pages'
 * rows not kept in memory. Their pages stay in the caches as any visitor's would. Returns how
 * many searches ran.
 */
export async function warmSearches(deps: Deps): Promise<number> {
  const { words, cities } = await commonWordsAndCities(deps, 12);
  if (words.length < 2) return 0;
  const word = (i: number) => words[i % words.length]!;
  const city = (i: number) => (cities.length ? [cities[i % Math.min(4, cities.length)]!] : undefined);
  const searches: { query: string; location?: string[] | undefined; page: number }[] = [];
  for (let i = 0; i < 8; i += 1) {
    searches.push({ query: i % 2 ? `${word(i)} ${word(i + 1)}` : word(i), location: i < 6 ? city(i) : undefined, page: i % 3 === 2 ? 2 : 1 });
  }
  const place = cities[0];
  if (place) searches.push({ query: `${word(8)} jobs in ${place}`, page: 1 }, { query: `${word(9)} ${word(10)} ${place}`, page: 1 });
  searches.push({ query: `${word(11)} fresher`, page: 1 }, { query: `${word(0)} intern`, location: city(1), page: 1 });
  for (const { query, location, page } of searches) {
    await listJobs(deps, { query, filters: location ? { location } : {}, page, limit: 10 });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return searches.length;
}

/**
 * A page of a search from the in-memory index (search/search-index.ts): the index ranks and counts
 * in process, and one indexed statement reads the page's rows. The rows carry the catalogue version
 * of their snapshot: the page is kept in the cache only when it matches the index's.
 */
async function queryIndexedPage(
  deps: Deps,
  cache: CatalogueCache,
  index: SearchIndex,
  criteria: JobCriteria,
  order: IndexOrder,
  page: number,
  limit: number,
  pageKey: string | undefined,
  plan: SearchPlan,
): Promise<JobListResponse> {
  const concepts = await indexConcepts(deps, plan.concepts);
  const { search: _search, ...filters } = criteria;
  const bound = deps.config?.catalogueCountBound ?? COUNT_BOUND;
  return indexedResponse(deps, cache, index, pageKey, (current, now) => {
    const answer = current.search({ concepts, minCoverage: MIN_COVERAGE, filters, nowMs: now.getTime(), order, offset: (page - 1) * limit, limit, bound });
    return {
      ids: answer.ids,
      paging: { page, limit, total: answer.total, ...(answer.capped ? { totalIsEstimate: true } : {}) },
      horizon: answer.horizon,
      search: { ...plan.report, partial: answer.exact === 0 && answer.total > 0 },
    };
  });
}

/**
 * A list without a query from the index (search/search-index.ts list): newest or oldest first, the
 * total bounded as in SQL. The total is kept apart from the pages (one walk of the filter's jobs
 * serves every page of it); a page alone stops walking at its end.
 */
async function queryIndexedList(
  deps: Deps,
  cache: CatalogueCache,
  index: SearchIndex,
  criteria: JobCriteria,
  order: SortOrder,
  page: number,
  limit: number,
  countKey: string,
  pageKey: string | undefined,
  plan?: SearchPlan,
): Promise<JobListResponse> {
  const { search: _search, ...filters } = criteria;
  const bound = deps.config?.catalogueCountBound ?? COUNT_BOUND;
  return indexedResponse(deps, cache, index, pageKey, (current, now) => {
    const held = current.version === cache.version ? cache.get<CachedCount>(countKey) : undefined;
    const found = current.list({ filters, nowMs: now.getTime(), order, offset: (page - 1) * limit, limit, bound, count: !held });
    const count = held ?? { total: found.total, capped: found.capped, strict: found.total, exact: found.total, horizon: found.horizon };
    if (!held) cache.set(countKey, { value: count, version: current.version, horizon: count.horizon }, catalogueGeneration(deps.database.db), now);
    return {
      ids: found.ids,
      paging: { page, limit, total: count.total, ...(count.capped ? { totalIsEstimate: true } : {}) },
      horizon: count.horizon,
      search: plan ? { ...plan.report, partial: false } : undefined,
    };
  });
}

interface IndexedAnswer {
  ids: string[];
  paging: { page: number; limit: number; total: number; totalIsEstimate?: boolean };
  horizon: number;
  search: SearchReport | undefined;
}

/**
 * The rows of a page the index chose, as the list's answer: from the rows kept in memory
 * (list-rows.ts) when all are, else the missing ones read by one indexed statement. Those rows
 * carry the catalogue version of their snapshot (an empty read takes it alone): a newer one than the
 * index's means another process changed the catalogue, so the index catches up and answers again.
 * Rows and answer are kept only when rows and index agree.
 */
async function indexedResponse(
  deps: Deps,
  cache: CatalogueCache,
  first: SearchIndex,
  pageKey: string | undefined,
  answer: (index: SearchIndex, now: Date) => IndexedAnswer,
): Promise<JobListResponse> {
  const db = deps.database.db;
  const memory = listRowsFor(db);
  let index = first;
  for (let attempt = 0; ; attempt += 1) {
    const generation = catalogueGeneration(db);
    const now = deps.now();
    const { ids, paging, horizon, search } = answer(index, now);
    const { jobs: held, missing } = memory.take(ids, now.getTime());
    const current = index;
    refreshDueRows(deps.database, () => current.version, () => deps.now().getTime());
    let version = index.version;
    if (missing.length > 0) {
      const epoch = memory.epoch;
      const found = await selectJobsByIds(db, missing);
      version = found[0]?.catalogueVersion ?? (await readCatalogueVersion(db));
      cache.observe(version);
      if (version > index.version && attempt === 0) {
        index = await searchIndexFor(deps);
        continue;
      }
      const read = found.map(toReadRow);
      if (version === index.version) memory.keep(read, epoch, now.getTime());
      for (const { job } of read) held.set(job._id, job);
    }
    const rows = ids.map((id) => held.get(id)).filter((row) => row !== undefined);
    const response: JobListResponse = {
      data: rows,
      pagination: { ...paging, totalPages: Math.ceil(paging.total / paging.limit) },
    };
    if (search) response.search = search;
    const consistent = rows.length === ids.length && version === index.version;
    if (pageKey && consistent) cache.set(pageKey, { value: response, version, horizon }, generation, now);
    return response;
  }
}

interface RememberedCursor {
  cursor: PageCursor;
  /** The catalogue version the cursor was read at: a seek from it is only right in that version. */
  version: number;
}

async function queryJobPage(
  deps: Deps,
  cache: CatalogueCache,
  criteria: JobCriteria,
  order: JobOrder,
  key: string,
  page: number,
  limit: number,
  pageKey: string | undefined,
  plan?: SearchPlan,
): Promise<JobListResponse> {
  const offset = (page - 1) * limit;
  const generation = catalogueGeneration(deps.database.db);
  const now = deps.now();
  const countKey = `count:${key}`;
  // A deep page in postedDate order starts from a remembered cursor when it can: a keyset seek reads
  // `limit` index entries where OFFSET walks past all the ones before (docs/query-plans.md).
  const seekable = order.field === 'postedDate' && offset >= DEFERRED_JOIN_OFFSET;
  const cursorKey = (at: number) => `cursor:${key}:${order.order}:${at}`;
  const remembered = seekable ? cache.get<RememberedCursor>(cursorKey(offset)) : undefined;

  const query = async (db: Database) => {
    let rows: JobListRow[] | undefined;
    let before: JobListRow | undefined;
    // A search counts first: whether enough jobs cover the query decides which jobs the page holds.
    let searchCount: Versioned<CachedCount> | undefined;
    let searchCountFresh = false;
    if (criteria.search) {
      const cached = cache.get<CachedCount>(countKey);
      searchCountFresh = !cached;
      searchCount = cached
        ? { value: cached, version: cache.version, horizon: cached.horizon }
        : await cache.singleFlight(countKey, async () => countResult(await countJobs(db, criteria, now)));
      if (searchCount.value.strict === 0) criteria.search.minCoverage = 0;
    }
    if (remembered) {
      const found = await selectJobPage(db, criteria, order, now, { limit, offset: 0, after: remembered.cursor });
      // Another process may have changed the catalogue since: the seek only stands in the cursor's version.
      if (found[0]?.catalogueVersion === remembered.version) rows = found;
    }
    if (!rows) {
      // One row more in front: its key is where this very page starts, remembered for the next request.
      rows = await selectJobPage(db, criteria, order, now, seekable ? { limit: limit + 1, offset: offset - 1 } : { limit, offset });
      if (seekable) before = rows.shift();
    }
    // The page's own snapshot version decides whether a cached total still belongs to it.
    const pageVersion = (rows[0] ?? before)?.catalogueVersion;
    if (pageVersion !== undefined) cache.observe(pageVersion);
    const cached = searchCount ? searchCount.value : pageVersion !== undefined ? cache.get<CachedCount>(countKey, pageVersion) : undefined;
    const count: Versioned<CachedCount> = searchCount
      ? searchCount
      : cached && pageVersion !== undefined
        ? { value: cached, version: pageVersion, horizon: cached.horizon }
        : // Concurrent requests whose total lapsed together share one count instead of each running it.
          await cache.singleFlight(countKey, async () => countResult(await countJobs(db, criteria, now, deps.config?.catalogueCountBound)));
    return { rows, before, pageVersion, count, fresh: searchCount ? searchCountFresh : !cached };
  };
  const { rows, before, pageVersion, count, fresh } = criteria.search ? await withTextSearchPlans(deps.database.db, query) : await query(deps.database.db);
  if (fresh) cache.set(countKey, count, generation, now);
  // The relaxed answer (no job covers enough of the query) holds every job that matches any of it.
  const counted = criteria.search && count.value.strict > 0 ? count.value.strict : count.value.total;
  // A search's count is exact in SQL (its ranking reads every match anyway), bounded here as a list's is.
  const bound = deps.config?.catalogueCountBound ?? COUNT_BOUND;
  const capped = count.value.capped || counted > bound;
  const total = Math.min(counted, bound);

  const response: JobListResponse = {
    data: rows.map(toJobListItem),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit), ...(capped ? { totalIsEstimate: true } : {}) },
  };
  if (plan) response.search = { ...plan.report, partial: count.value.exact === 0 && count.value.total > 0 };
  // Keep the page (and the cursors) only when its rows and its total come from the same snapshot version.
  const consistent = pageVersion === undefined || pageVersion === count.version;
  if (pageKey && consistent) {
    cache.set(pageKey, { value: response, version: count.version, horizon: count.horizon }, generation, now);
  }
  if (seekable && pageVersion !== undefined && consistent) {
    // Until the next change or expiry (the total's horizon), row `at` of this list stays where it is.
    const remember = (at: number, row: JobListRow) =>
      cache.set<RememberedCursor>(
        cursorKey(at),
        { value: { cursor: { postedDate: row.cursorDate, id: row.id }, version: count.version }, version: count.version, horizon: count.horizon },
        generation,
        now,
      );
    if (before) remember(offset, before);
    const last = rows.at(-1);
    if (last && rows.length === limit) remember(offset + limit, last);
  }
  return response;
}

/**
 * A job's row by id, expired, hidden or not, kept in the catalogue cache until the catalogue changes
 * or the job expires (the counters it shows may be a minute old, as in a cached list page); a job
 * that is not there is read again every time.
 */
async function jobById(deps: Deps, id: string): Promise<JobDetailRow | undefined> {
  const row = await catalogueCacheFor(deps).remember(jobKey(id), async () => {
    const found = await findJobById(deps.database.db, id);
    if (!found) return { value: null, version: UNVERSIONED, horizon: Number.POSITIVE_INFINITY };
    return { value: found, version: found.catalogueVersion, horizon: found.expiryDate.getTime() };
  });
  return row ?? undefined;
}

/**
 * A live job from the rows kept beside the search index (docs/search.md#job-pages-from-kept-rows),
 * once the index is current with every change this process knows of, as a list page reads them:
 * no database round trip. Undefined when the index is not loaded (it is not started for a job's
 * page) or the job is not kept live with its description.
 */
async function keptLiveJob(deps: Deps, id: string): Promise<Job | undefined> {
  const index = await loadedSearchIndex(deps);
  if (!index) return undefined;
  const job = listRowsFor(deps.database.db).detail(id, deps.now().getTime());
  if (job) refreshDueRows(deps.database, () => index.version, () => deps.now().getTime());
  return job;
}

/**
 * GET /jobs/:id. An expired job is "gone", not "missing": details.reason tells the page which to
 * show, and details.domain (its first domain) lets that page offer similar jobs that are still open.
 */
export async function getJob(deps: Deps, id: string): Promise<Job> {
  const kept = await keptLiveJob(deps, id);
  if (kept) return kept;
  const row = await jobById(deps, id);
  // A job the console hid is gone without a trace, not expired (docs/product/console-jobs.md).
  if (!row || row.hiddenAt) throw new AppError('NOT_FOUND', 'We could not find that job.', { reason: 'not_found' });
  if (row.expiryDate.getTime() <= deps.now().getTime()) {
    const domain = row.domains[0];
    throw new AppError('NOT_FOUND', 'This job has expired and no longer takes applications.', {
      reason: 'expired',
      expiredAt: row.expiryDate.toISOString(),
      ...(domain ? { domain } : {}),
    });
  }
  return toJob(row, row.description);
}

export async function featuredJobs(deps: Deps, limit: number): Promise<FeaturedJob[]> {
  return catalogueCacheFor(deps).remember(`featured:${limit}`, async (now) => {
    const rows = await selectFeatured(deps.database.db, now, limit);
    const horizon = Math.min(...rows.map((r) => r.expiryDate.getTime()));
    return {
      value: rows.map(toFeaturedJob),
      version: rows[0]?.catalogueVersion ?? catalogueCacheFor(deps).version,
      horizon,
    };
  });
}

/** Active jobs per category, read an hour ahead of the clock (docs/product/catalogue.md#read-ahead). */
export async function categoryCounts(deps: Deps): Promise<CategoryCount[]> {
  const ahead = await catalogueCacheFor(deps).remember('categories', async (now) => {
    const until = new Date(now.getTime() + READ_AHEAD_MS);
    const result = await selectCategoryCounts(deps.database.db, now, until);
    const spellings = result.rows.map((r) => ({ name: r.name, key: r.key, settled: Number(r.settled), leaving: (r.leaving ?? []).map(Number) }));
    return { value: categoriesAhead(spellings), version: result.catalogueVersion, horizon: spellings.length > 0 ? until.getTime() : Number.POSITIVE_INFINITY };
  });
  return ahead.at(deps.now().getTime());
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Distinct values of active jobs (case-insensitively), sorted the same way on every database. */
export async function optionValues(deps: Deps, field: OptionField): Promise<string[]> {
  return catalogueCacheFor(deps).remember(`options:${field}`, async (now) => {
    const result = await selectOptionValues(deps.database.db, field, now);
    const values = result.rows.map((r) => r.value).sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
    // Filters match case-insensitively, so 'Bengaluru' and 'bengaluru' are one option (the first spelling).
    const unique = values.filter((v, i) => i === 0 || v.toLowerCase() !== values[i - 1]!.toLowerCase());
    return { value: unique, version: result.catalogueVersion, horizon: horizonOf(result.minExpiry) };
  });
}

export type PublicJobLookup =
  | { status: 'active'; job: Job; updatedAt: Date }
  | { status: 'expired'; job: Job }
  | { status: 'missing' };

/**
 * A job as anyone may see it, for search engines (modules/seo): the card's fields with the
 * description cut to the public summary, never the full text (which plan limits guard), and
 * without the apply link (which only applying hands out to guests).
 */
export async function findPublicJob(deps: Deps, id: string): Promise<PublicJobLookup> {
  const row = await jobById(deps, id);
  if (!row || row.hiddenAt) return { status: 'missing' };
  const { applyLink: _applyLink, ...job } = toJob(row, summarize(row.description));
  if (row.expiryDate.getTime() <= deps.now().getTime()) return { status: 'expired', job };
  return { status: 'active', job, updatedAt: row.updatedAt };
}

/** Every active job's id and last change, newest first, for the sitemap; read an hour ahead of the clock, as the categories. */
export async function activeJobStamps(deps: Deps): Promise<JobStamp[]> {
  const ahead = await catalogueCacheFor(deps).remember('sitemap', async (now) => {
    const until = new Date(now.getTime() + READ_AHEAD_MS);
    const result = await selectActiveJobStamps(deps.database.db, now, until);
    return { value: stampsAhead(result.rows), version: result.catalogueVersion, horizon: result.rows.length > 0 ? until.getTime() : Number.POSITIVE_INFINITY };
  });
  return ahead.at(deps.now().getTime());
}

/**
 * What saving or applying needs to know of a job (it exists, whether it expired, its names), for
 * other modules, in their own transaction when they pass one.
 */
export function jobBrief(db: Database, jobId: string) {
  return findJobBrief(db, jobId);
}

/** A saved search as the catalogue reads it (modules/saved-searches). */
export interface AlertSearch {
  query?: string | undefined;
  filters: JobFilters;
}

/**
 * Active jobs added after `since` that the /jobs list would show for this search
 * (docs/product/alerts.md#matching): the same reading of the query, filters, place names and
 * expiry. A query is read strictly: the list's relaxed fallback (any word, when no job covers
 * enough of it) would mail jobs that barely match. Newest first, at most `limit`.
 */
export async function newJobsMatching(deps: Deps, search: AlertSearch, since: Date, limit: number): Promise<JobListItem[]> {
  const criteria = filterCriteria(search.filters, {});
  criteria.locations = expandLocations(criteria.locations);
  const now = deps.now();
  const query = search.query?.trim() ?? '';
  if (query && HAS_WORD.test(query)) {
    const plan = await readQuery(deps, query);
    if (plan.concepts.length === 0 && plan.report.unmatched.length > 0) return [];
    if (plan.concepts.length > 0) {
      criteria.search = { concepts: plan.concepts, minCoverage: MIN_COVERAGE };
      const rows = await withTextSearchPlans(deps.database.db, (db) => selectNewJobsMatching(db, criteria, since, now, limit));
      return rows.map(toJobListItem);
    }
  }
  const rows = await selectNewJobsMatching(deps.database.db, criteria, since, now, limit);
  return rows.map(toJobListItem);
}

/** When the newest job was added to the catalogue (the database's clock); null when it is empty. */
export function latestJobAddedAt(deps: Deps): Promise<Date | null> {
  return selectLatestJobCreatedAt(deps.database.db);
}

// ---------------------------------------------------------------------------------------------
// Listing health (docs/product/listing-health.md): for modules/listing-health
// ---------------------------------------------------------------------------------------------

/** Locks a job's row in `db` (a transaction) for a health change; undefined when it does not exist. */
export function lockJobForHealth(db: Database, jobId: string) {
  return lockJobHealth(db, jobId);
}

/** Sets what the job shows of its reports, in the caller's transaction; unchanged columns are not written. */
export async function setJobReportHealth(
  db: Database,
  jobId: string,
  current: { reportedClosed: boolean; feeReported: boolean },
  next: { reportedClosed: boolean; feeReported: boolean },
): Promise<void> {
  await updateJobHealth(db, jobId, {
    ...(current.reportedClosed !== next.reportedClosed ? { reportedClosed: next.reportedClosed } : {}),
    ...(current.feeReported !== next.feeReported ? { feeReported: next.feeReported } : {}),
  });
}

/**
 * After a committed health change through `db` (the app's handle): this process's caches see it at
 * once. The link check's time lives beside the job's row, with no catalogue version, so the rows kept
 * beside the search index of `checkedJobIds` are forgotten too (their pages read them again).
 */
export function healthChanged(db: Database, checkedJobIds: readonly string[] = []): void {
  if (checkedJobIds.length > 0) listRowsFor(db).forget(checkedJobIds);
  notifyCatalogueChanged(db);
}

/** Active jobs' apply links due for a check (never checked, or at or before `checkedBefore`), longest unchecked first. */
export function applyLinksToCheck(db: Database, now: Date, checkedBefore: Date, limit: number) {
  return selectLinksToCheck(db, now, checkedBefore, limit);
}

/** Marks links broken (or no longer); answers how many jobs changed. */
export function markLinksBroken(db: Database, ids: readonly string[], broken: boolean): Promise<number> {
  return setLinksBroken(db, ids, broken);
}
