import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A horizontal bar from 0 to 100; give it a name with aria-label or aria-labelledby. */
export function Progress({ value, className, ...props }: ComponentProps<'div'> & { value: number }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] motion-safe:duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
