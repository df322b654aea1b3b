import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseTrackerSearch, type TrackerSearch, trackerSearchParams } from '../tracker-search';

/**
 * The tracker's filters, read from the address and written back to it, so a reload, a link from the
 * dashboard (`/applications?status=interview`) and the back button show the same board. Any change
 * but the page's goes back to page 1.
 */
export function useTrackerSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseTrackerSearch(params), [params]);
  const update = useCallback(
    (change: Partial<TrackerSearch>, options: { replace?: boolean } = {}) => {
      const next = { ...search, page: 1, ...change };
      void setParams(trackerSearchParams(next), { replace: options.replace, preventScrollReset: true, flushSync: true });
    },
    [search, setParams],
  );
  return { search, update };
}
