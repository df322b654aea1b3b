import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { JobFilters, type JobFiltersProps } from './job-filters';

interface MobileFiltersSheetProps extends JobFiltersProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The 'Filters' button, which gets the focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The bottom sheet of filters below 768 px. Loaded on first use by `MobileFilters`,
 * so the dialog machinery stays out of the code /jobs loads before its first paint.
 */
export function MobileFiltersSheet({ open, setOpen, returnFocusTo, ...filters }: MobileFiltersSheetProps) {
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="bottom"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
