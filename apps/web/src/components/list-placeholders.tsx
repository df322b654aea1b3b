import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A list that could not be loaded: what to do, and a button that asks again. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="rounded-xl border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** `count` copies of a card's skeleton, in the list's layout, hidden from assistive technology. */
export function SkeletonList({ count, children }: { count: number; children: ReactNode }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{children}</li>
      ))}
    </ul>
  );
}
