import { SlidersHorizontalIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { JobFilters, type JobFiltersProps } from './job-filters';

/**
 * Below 768 px (SPEC §2, §9) the sidebar becomes a bottom sheet behind a 'Filters' button. Changes
 * apply as they are made, as in the sidebar; 'Apply Filters' closes the sheet onto the results.
 */
export function MobileFilters({ activeCount, ...filters }: JobFiltersProps & { activeCount: number }) {
  const [open, setOpen] = useState(false);

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
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="md:hidden">
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
      </SheetTrigger>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Results update as you choose.</SheetDescription>
        </SheetHeader>
        <JobFilters {...filters} />
        <SheetFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background p-4">
          <Button size="lg" onClick={() => setOpen(false)}>
            Apply Filters
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
