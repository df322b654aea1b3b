import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })));

/**
 * The menu button below the 768 px breakpoint (docs/product/site.md#header-and-navigation). The drawer's code loads when the button is
 * first used, and stays mounted afterwards so that it can animate closed.
 */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        // The drawer's code starts loading on the first sign of intent.
        onPointerEnter={() => void import('./mobile-nav-drawer')}
        onFocus={() => void import('./mobile-nav-drawer')}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} setOpen={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
