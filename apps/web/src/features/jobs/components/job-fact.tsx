import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One line of the job summary box: an icon, what it is, and its value. */
export function JobFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5" />
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
