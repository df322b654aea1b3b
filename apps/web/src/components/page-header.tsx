import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The title band at the top of a content page: the page's one h1 and a short lead. */
export function PageHeader({
  title,
  lead,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('border-b bg-gradient-to-b from-secondary to-background', className)}>
      <div className="page-container py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
