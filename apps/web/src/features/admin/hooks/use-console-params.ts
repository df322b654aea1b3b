import { useSearchParams } from 'react-router';

/** A console page's filters live in the address (shareable, back button works); page resets when a filter changes. */
export function useConsoleParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined || value === 1 && key === 'page') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return { values, page, set };
}
