import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** At most 5 page numbers (docs/product/catalogue.md#the-job-list). */
export const MAX_PAGE_NUMBERS = 5;

/**
 * The page numbers to show: a window of at most `max` pages around the current one, shifted so it
 * stays inside 1..total (page 1 of 9 → 1-5; page 5 → 3-7; page 9 → 5-9).
 */
export function pageWindow(current: number, total: number, max = MAX_PAGE_NUMBERS): number[] {
  if (total <= 0) return [];
  const count = Math.min(max, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Previous, next and up to 5 numbers; nothing at all when there is only one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
            className="px-2 sm:px-3"
          >
            <ChevronLeftIcon aria-hidden="true" />
            <span className="hidden sm:inline" aria-hidden="true">
              Previous
            </span>
          </Button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'default' : 'ghost'}
              size="sm"
              className="min-w-9 px-2"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => {
                if (number !== page) onPageChange(number);
              }}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
            className="px-2 sm:px-3"
          >
            <span className="hidden sm:inline" aria-hidden="true">
              Next
            </span>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
