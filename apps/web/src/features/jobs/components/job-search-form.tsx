import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
  const inputId = useId();
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = text.trim();
    if (next !== query) onSearch(next, { replace: false });
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('flex flex-col gap-2 sm:flex-row', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search jobs
      </label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Job title, skill, company or city"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-11 pl-10"
        />
      </div>
      <Button type="submit" size="lg">
        Search Jobs
      </Button>
    </form>
  );
}
