import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One label and value of the view mode; a blank value reads 'Not provided'. */
export function ProfileValue({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-1 break-words whitespace-pre-line', empty && 'text-muted-foreground')}>
        {empty ? 'Not provided' : children}
      </dd>
    </div>
  );
}
