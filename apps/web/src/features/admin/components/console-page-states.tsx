import type { ReactNode } from 'react';
import { ListLoadError } from '@/components/list-placeholders';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/server-message';

/** A console page's heading and lead; the page's one h1. */
export function ConsoleHeading({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {lead && <p className="mt-1 text-muted-foreground">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** Loading, error and empty states of a console list, or its content. */
export function ListStates({
  isPending,
  error,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  empty: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Spinner /> Loading...
      </p>
    );
  }
  if (error) return <ListLoadError message={serverMessageOr(error, 'This list could not be loaded.')} onRetry={onRetry} />;
  if (isEmpty) return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{empty}</p>;
  return <>{children}</>;
}

/**
 * A data table that scrolls sideways on narrow screens; the scroll region takes the keyboard focus
 * so it can be scrolled without a mouse.
 */
export function ConsoleTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full min-w-[40rem] text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-medium [&_thead]:bg-muted/60 [&_tr]:border-b [&_tbody_tr:last-child]:border-0">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}
