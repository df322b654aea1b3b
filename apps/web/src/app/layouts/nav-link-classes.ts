import { cn } from '@/lib/utils';

/** Header and drawer links: muted until hovered, tinted when they lead to the current page. */
export function navLinkClass({ isActive }: { isActive: boolean }, extra?: string): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    extra,
  );
}
