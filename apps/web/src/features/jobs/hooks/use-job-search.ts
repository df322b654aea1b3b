import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type JobFilterChange, type JobSearch, parseJobSearch, toSearchParams, withFilters } from '../job-search-params';

export interface JobSearchControls {
  search: JobSearch;
  /** Applies a filter change and goes back to page 1; `replace` for live typing (no history entry per pause). */
  setFilters: (change: JobFilterChange, options?: { replace?: boolean }) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  clearAll: () => void;
}

/**
 * The job list's state, read from the address on every render and written back to it
 * (docs/product/catalogue.md#the-job-list), so a reload, a shared link and the back button all show
 * exactly the same results.
 */
export function useJobSearch(): JobSearchControls {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseJobSearch(params), [params]);

  // The page manages its own scrolling (to the results on a page change), not the router. The
  // update renders at once rather than in a transition: a clicked radio button or checkbox would
  // otherwise flick back to its old state until the address caught up.
  const setFilters = useCallback(
    (change: JobFilterChange, options: { replace?: boolean } = {}) => {
      void setParams(toSearchParams(withFilters(search, change)), {
        replace: options.replace,
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [search, setParams],
  );
  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) => {
      void setParams(toSearchParams({ ...search, page }), {
        replace: options.replace,
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [search, setParams],
  );
  const clearAll = useCallback(() => {
    void setParams(new URLSearchParams(), { preventScrollReset: true, flushSync: true });
  }, [setParams]);

  return { search, setFilters, setPage, clearAll };
}
