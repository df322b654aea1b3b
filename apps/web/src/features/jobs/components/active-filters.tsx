import { SearchIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ActiveFilter, JobFilterChange } from '../job-search-params';

/** A chip per active filter, each with a remove button, and Clear all. */
export function ActiveFilters({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: ActiveFilter[];
  onRemove: (change: JobFilterChange) => void;
  onClearAll: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {filters.map((filter) => (
          <li
            key={filter.key}
            className="flex max-w-full min-w-0 items-center gap-1 rounded-full border border-indigo-200 bg-secondary py-0.5 pr-0.5 pl-3 text-sm text-secondary-foreground"
          >
            {filter.isSearch && <SearchIcon aria-hidden="true" className="size-3.5 shrink-0" />}
            <span className="min-w-0 truncate">{filter.label}</span>
            <button
              type="button"
              onClick={() => onRemove(filter.without)}
              aria-label={`Remove filter: ${filter.label}`}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full outline-none hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={onClearAll} className="px-2">
        Clear all
      </Button>
    </div>
  );
}
