import { SlidersHorizontalIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { JobFiltersProps } from './job-filters';

const loadSheet = () => import('./mobile-filters-sheet');
const MobileFiltersSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileFiltersSheet })));

/**
 * Below 768 px (docs/product/catalogue.md#the-job-list) the sidebar becomes a bottom sheet behind a
 * 'Filters' button. Changes apply as they are made, as in the sidebar; 'Apply Filters' closes the
 * sheet onto the results. The sheet's code loads at the first sign of intent and stays mounted
 * afterwards, so that it can animate closed.
 */
export function MobileFilters({ activeCount, ...filters }: JobFiltersProps & { activeCount: number }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Widened past the breakpoint (a rotated tablet), the sidebar is back: the sheet closes.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 768px)');
    const close = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters
        {activeCount > 0 && (
          <span
            aria-hidden="true"
            className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
          >
            {activeCount}
          </span>
        )}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileFiltersSheet {...filters} open={open} setOpen={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
