import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. Where the browser cannot tell (no matchMedia,
 * as in jsdom), `fallback`; in a server render and the hydration of its HTML, `serverFallback`.
 */
export function useMediaQuery(query: string, fallback = true, serverFallback = fallback): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverFallback);
}
