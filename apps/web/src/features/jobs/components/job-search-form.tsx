import { useEffect, useState } from 'react';
import { SearchForm } from '@/components/search-form';
import { cn } from '@/lib/utils';
import { SEARCH_DEBOUNCE_MS } from '../job-search-params';

export type ApplySearch = (query: string, options: { replace: boolean }) => void;

/**
 * The search box of /jobs (docs/product/catalogue.md#the-job-list): Enter or 'Search Jobs' applies
 * the text at once; typing applies it 300 ms after the last key. The text being typed is the only
 * state kept here; the applied query lives in the address, and the box follows it (back/forward,
 * removing the chip, Clear all).
 */
export function JobSearchForm({
  query,
  onSearch,
  className,
}: {
  query: string;
  onSearch: ApplySearch;
  className?: string;
}) {
  const [text, setText] = useState(query);
  const [appliedQuery, setAppliedQuery] = useState(query);
  if (query !== appliedQuery) {
    setAppliedQuery(query);
    // Not when the address only caught up with what is typed ('react ' stays 'react ' while typing on).
    if (text.trim() !== query) setText(query);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    // Live typing replaces the history entry, so Back does not step through every pause.
    const timer = setTimeout(() => onSearch(next, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, onSearch]);

  function onSubmit() {
    const next = text.trim();
    if (next !== query) onSearch(next, { replace: false });
  }

  return (
    <SearchForm
      label="Search jobs"
      buttonLabel="Search Jobs"
      value={text}
      onValueChange={setText}
      onSubmit={onSubmit}
      className={cn('flex flex-col gap-2 sm:flex-row', className)}
      inputClassName="h-11 pl-10"
    />
  );
}
