import {
  MAX_SAVED_SEARCHES,
  savedSearchFilters,
  savedSearchMessages,
  savedSearchParamsSchema,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchParams,
} from '@pathway/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { assertAdvancedFiltersAllowed, jobBrief, type CatalogueViewer } from '../jobs/jobs.service.ts';
import { verifyDismiss, verifySearchUnsubscribe } from './alert-links.ts';
import {
  countSavedSearches,
  deleteSavedSearchRow,
  insertDismissal,
  insertSavedSearch,
  lockUser,
  selectSavedSearch,
  selectSavedSearches,
  updateSavedSearchRow,
  type SavedSearchRow,
} from './saved-searches.repository.ts';

/**
 * Saved searches (docs/product/alerts.md#saved-searches): a /jobs search kept under a name with an
 * alert frequency; at most MAX_SAVED_SEARCHES per account; experience and salary need premium, as
 * on /jobs. Another user's search is not found (404), never "forbidden".
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'now'>;

type ParsedParams = z.output<typeof savedSearchParamsSchema>;

/** Stored params are the contract's normalised form; anything else read back is dropped, not trusted. */
export function storedParams(row: Pick<SavedSearchRow, 'params'>): SavedSearchParams {
  const parsed = savedSearchParamsSchema.safeParse(row.params);
  return parsed.success ? parsed.data : {};
}

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    params: storedParams(row),
    frequency: row.frequency,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

const notFound = () => new AppError('NOT_FOUND', savedSearchMessages.notFound);

function assertAllowed(viewer: CatalogueViewer | undefined, params: ParsedParams): void {
  try {
    assertAdvancedFiltersAllowed(viewer, savedSearchFilters(params));
  } catch (error) {
    if (error instanceof AppError) throw new AppError('PREMIUM_REQUIRED', savedSearchMessages.premiumFilters);
    throw error;
  }
}

export async function listSavedSearches(deps: Deps, userId: string): Promise<SavedSearch[]> {
  return (await selectSavedSearches(deps.database.db, userId)).map(toSavedSearch);
}

export async function createSavedSearch(
  deps: Deps,
  userId: string,
  viewer: CatalogueViewer | undefined,
  body: { name: string; params: ParsedParams; frequency: AlertFrequency },
): Promise<SavedSearch> {
  assertAllowed(viewer, body.params);
  const row = await deps.database.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    if ((await countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES) throw new AppError('CONFLICT', savedSearchMessages.limit);
    return insertSavedSearch(tx, { userId, name: body.name, params: { ...body.params }, frequency: body.frequency, now: deps.now() });
  });
  return toSavedSearch(row);
}

export async function updateSavedSearch(
  deps: Deps,
  userId: string,
  viewer: CatalogueViewer | undefined,
  id: string,
  body: { name?: string | undefined; params?: ParsedParams | undefined; frequency?: AlertFrequency | undefined },
): Promise<SavedSearch> {
  if (body.params) assertAllowed(viewer, body.params);
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await selectSavedSearch(tx, userId, id, true);
    if (!current) throw notFound();
    const paramsChanged = body.params !== undefined && JSON.stringify(body.params) !== JSON.stringify(storedParams(current));
    const updated = await updateSavedSearchRow(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.params !== undefined ? { params: { ...body.params } } : {}),
      ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
      updatedAt: deps.now(),
      resetSince: paramsChanged,
    });
    if (!updated) throw notFound();
    return updated;
  });
  return toSavedSearch(row);
}

export async function deleteSavedSearch(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await deleteSavedSearchRow(deps.database.db, userId, id))) throw notFound();
}

// ---------------------------------------------------------------------------------------------
// The links in alert mails (no sign-in; the reminders module serves their pages)
// ---------------------------------------------------------------------------------------------

/** The search an unsubscribe link names, if the link is ours and the search still exists. */
export async function searchUnsubscribeTarget(deps: Deps, token: string): Promise<{ userId: string; savedSearch: SavedSearch } | undefined | null> {
  const link = verifySearchUnsubscribe(deps.config.jwtSecret, token);
  if (!link) return undefined;
  const row = await selectSavedSearch(deps.database.db, link.userId, link.savedSearchId);
  // null: our link, but the search (or the account) is gone.
  return row ? { userId: link.userId, savedSearch: toSavedSearch(row) } : null;
}

/** Whether a token is an alert unsubscribe link (whatever became of its search). */
export function isSearchUnsubscribeToken(deps: Pick<Deps, 'config'>, token: string): boolean {
  return verifySearchUnsubscribe(deps.config.jwtSecret, token) !== undefined;
}

/** One-click unsubscribe from one search's alerts: it is paused (frequency `off`). */
export async function unsubscribeSearch(deps: Deps, token: string): Promise<SavedSearch | undefined> {
  const target = await searchUnsubscribeTarget(deps, token);
  if (!target) return undefined;
  if (target.savedSearch.frequency === 'off') return target.savedSearch;
  const row = await updateSavedSearchRow(deps.database.db, target.savedSearch._id, { frequency: 'off', updatedAt: deps.now() });
  return row ? toSavedSearch(row) : undefined;
}

export interface DismissView {
  userId: string;
  jobId: string;
  title: string;
  company: string;
}

/** What a "Not interested" link would do; undefined for a link that is not ours or a job that is gone. */
export async function previewDismiss(deps: Deps, token: string): Promise<DismissView | undefined> {
  const link = verifyDismiss(deps.config.jwtSecret, token);
  if (!link) return undefined;
  const job = await jobBrief(deps.database.db, link.jobId);
  if (!job) return undefined;
  return { userId: link.userId, jobId: link.jobId, title: job.title, company: job.company };
}

/** "Not interested": later alerts leave the job out. Again is fine. Undefined for a bad link or a deleted account. */
export async function dismissJob(deps: Deps, token: string): Promise<DismissView | undefined> {
  const view = await previewDismiss(deps, token);
  if (!view) return undefined;
  try {
    await insertDismissal(deps.database.db, view.userId, view.jobId, deps.now());
  } catch (error) {
    // The account was deleted since the mail: nothing to remember for it.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  return view;
}
